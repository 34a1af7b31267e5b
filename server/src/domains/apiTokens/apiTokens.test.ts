/**
 * Personal read-only API tokens (issue 34, decision 0069): created once shown, stored hashed, accepted only
 * by the wallet's reads, refused elsewhere and after revocation, every use throttled.
 */
import { describe, expect, test } from 'bun:test';
import { messageText, REAUTH_REQUIRED } from '@wurzelwerk/shared';
import { sql } from 'drizzle-orm';
import { json, nextAddress, rowsOf, signedInClient } from '../../../test/domains';
import { fundedInvestor } from '../../../test/fixtures/wallet';
import { TestClient, testApp } from '../../../test/harness';
import { onlyMail, tokenOf } from '../../../test/mail';

const t = testApp({ seed: true, registerMaxPerWindow: 1000 });
const limited = testApp({ apiTokenMaxPerWindow: 3 });

const bearer = (token: string, extra: Record<string, string> = {}) => ({
  authorization: `Bearer ${token}`,
  ...extra,
});

async function createToken(client: TestClient, name = 'Mein Tracker') {
  const response = await client.post('/api/account/api-tokens', { name });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number; token: string; prefix: string };
}

describe('personal API tokens', () => {
  test('created once shown, read the wallet, refused elsewhere; listed with the last use; revoked → 401', async () => {
    const investor = await fundedInvestor(t.app, t.database.db, '500.00');
    const created = await createToken(investor);
    expect(created.token).toMatch(/^ww_[A-Za-z0-9_-]{43}$/);
    expect(created.token.startsWith(created.prefix)).toBe(true);

    const stranger = new TestClient(t.app, nextAddress());
    const wallet = await stranger.get('/api/wallet', bearer(created.token));
    expect(wallet.status).toBe(200);
    expect((await json(wallet)).balanceCents).toBe(50_000);
    for (const path of [
      '/api/wallet/transactions',
      '/api/wallet/transactions.csv',
      '/api/wallet/export/portfolio-performance.csv',
      '/api/wallet/export/ghostfolio.json',
    ])
      expect((await stranger.get(path, bearer(created.token))).status, path).toBe(200);
    // The token signs nobody in: no session cookie comes back.
    expect(stranger.cookie).toBeUndefined();

    // Everything else: 403 in the reader's language, writes included, tRPC included.
    for (const [method, path] of [
      ['GET', '/api/profile'],
      ['GET', '/api/account/export'],
      ['GET', '/api/account/api-tokens'],
      ['GET', '/api/wallet/payout-account'],
      ['POST', '/api/wallet/withdrawals'],
      ['POST', '/api/account/api-tokens'],
      ['DELETE', `/api/account/api-tokens/${created.id}`],
      ['GET', '/trpc/wallet.get'],
    ] as const) {
      const response = await stranger.request(method, path, {
        headers: bearer(created.token, { 'accept-language': 'en' }),
        ...(method === 'GET' || method === 'DELETE' ? {} : { json: { amount: '1.00', name: 'x' } }),
      });
      expect(response.status, `${method} ${path}`).toBe(403);
      if (!path.startsWith('/trpc'))
        expect((await response.json()).message).toBe(messageText('en', 'auth.apiTokenNotAllowed'));
    }

    const list = await json(await investor.get('/api/account/api-tokens'));
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ name: 'Mein Tracker', prefix: created.prefix, revokedAt: null });
    expect(list[0].lastUsedAt).not.toBeNull();
    expect(JSON.stringify(list)).not.toContain(created.token);

    const revoke = await investor.request('DELETE', `/api/account/api-tokens/${created.id}`);
    expect(revoke.status).toBe(200);
    expect((await json(revoke)).revokedAt).not.toBeNull();
    const refused = await stranger.get('/api/wallet', bearer(created.token, { 'accept-language': 'de' }));
    expect(refused.status).toBe(401);
    expect((await refused.json()).message).toBe(messageText('de', 'auth.apiTokenInvalid'));
    expect((await stranger.get('/api/wallet', bearer('ww_nonsense'))).status).toBe(401);
  });

  test('stored hashed: the token’s text is in no table', async () => {
    const client = await signedInClient(t.app);
    const { token } = await createToken(client, 'Hash check');
    const tables = await rowsOf<{ name: string }>(
      t.database.db,
      sql`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    );
    expect(tables.map((row) => row.name)).toContain('api_tokens');
    for (const { name } of tables) {
      const [found] = await rowsOf<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from ${sql.identifier(name)} r where row_to_json(r)::text like ${`%${token.slice(3)}%`}`,
      );
      expect(found?.n, name).toBe(0);
    }
  });

  test('creating needs the recent sign-in or the password; another user’s token is 404; names are checked', async () => {
    const client = await signedInClient(t.app);
    await t.database.db.execute(
      sql`update sessions set authenticated_at = now() - interval '1 hour' where user_id = ${client.userId}`,
    );
    const stale = await client.post('/api/account/api-tokens', { name: 'Spät' });
    expect(stale.status).toBe(403);
    expect((await stale.json()).code).toBe(REAUTH_REQUIRED);
    const withPassword = await client.post('/api/account/api-tokens', {
      name: 'Spät',
      password: client.credentials.password,
    });
    expect(withPassword.status).toBe(201);

    const other = await signedInClient(t.app);
    const { id } = await json(withPassword);
    expect((await other.request('DELETE', `/api/account/api-tokens/${id}`)).status).toBe(404);
    for (const [name, code] of [
      ['', 'apiToken.nameRequired'],
      ['x'.repeat(61), 'apiToken.nameTooLong'],
    ] as const) {
      const response = await other.post('/api/account/api-tokens', { name }, { 'accept-language': 'en' });
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBe(messageText('en', code));
    }
  });

  test('a new password revokes every token: by a change and by the reset link', async () => {
    const client = await signedInClient(t.app);
    const reader = new TestClient(t.app, nextAddress());
    const first = await createToken(client, 'Vor der Änderung');
    expect((await reader.get('/api/wallet', bearer(first.token))).status).toBe(200);
    const changed = await client.post('/api/auth/password', {
      currentPassword: client.credentials.password,
      newPassword: 'ein-neues-Passwort-2026',
      confirmPassword: 'ein-neues-Passwort-2026',
    });
    expect(changed.status).toBe(200);
    expect((await reader.get('/api/wallet', bearer(first.token))).status).toBe(401);

    const second = await createToken(client, 'Vor dem Zurücksetzen');
    expect((await reader.get('/api/wallet', bearer(second.token))).status).toBe(200);
    const anonymous = new TestClient(t.app, nextAddress());
    await anonymous.post('/api/auth/password-reset', { email: client.credentials.email });
    const token = tokenOf(await onlyMail(t.app, client.credentials.email, 'Passwort zurücksetzen'));
    const reset = await anonymous.post('/api/auth/password-reset/confirm', {
      token,
      newPassword: 'noch-eins-2026',
    });
    expect(reset.status).toBe(200);
    expect((await reader.get('/api/wallet', bearer(second.token))).status).toBe(401);
    const listed = await rowsOf<{ revoked: number }>(
      t.database.db,
      sql`select count(*)::int as revoked from api_tokens where user_id = ${client.userId} and revoked_at is not null`,
    );
    expect(listed[0]?.revoked).toBe(2);
  });

  test('every use counts in the throttle: past the token’s budget → 429 with Retry-After', async () => {
    const client = await signedInClient(limited.app);
    const { token } = await createToken(client);
    const reader = new TestClient(limited.app, nextAddress());
    for (let i = 0; i < 3; i++) expect((await reader.get('/api/wallet', bearer(token))).status).toBe(200);
    const over = await reader.get('/api/wallet/transactions', bearer(token));
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    // The budget is the token's: the owner's session is not touched.
    expect((await client.get('/api/wallet')).status).toBe(200);
  });
});
