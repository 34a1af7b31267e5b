/**
 * The export's mailed link (issue 31): a mail scanner's GET or HEAD never downloads and never uses the
 * token up; only a POST of the signed-in owner does, once; wrong tokens count like wrong passwords.
 */
import { describe, expect, test } from 'bun:test';
import { investOnce, nextAddress, signedInClient } from '../../../test/domains';
import { endHold, fundedInvestor, GERMAN_IBAN, setPayoutAccount } from '../../../test/fixtures/wallet';
import { TestClient, testApp } from '../../../test/harness';
import { onlyMail, tokenOf } from '../../../test/mail';

const t = testApp({ seed: true, loginMaxFailures: 3, registerMaxPerWindow: 100 });

/** A signed-in account that asked for its export link: the client and the link's token. */
async function withExportLink() {
  const client = await signedInClient(t.app);
  expect((await client.post('/api/account/export')).status).toBe(202);
  const token = tokenOf(await onlyMail(t.app, client.credentials.email, 'Ihr Datenexport ist bereit'));
  return { client, token };
}

describe('the export link (issue 31)', () => {
  test('GET and HEAD of the download address only name the page; they use nothing up', async () => {
    const { client, token } = await withExportLink();
    const scanner = new TestClient(t.app, nextAddress('192.0.2'));
    for (const method of ['HEAD', 'GET', 'GET', 'HEAD']) {
      const response = await scanner.request(method, `/api/account/export/download?token=${token}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toBeNull();
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).not.toContain(client.credentials.email);
    }
    // The owner's own GET does not download either: it says where.
    const own = await client.get(`/api/account/export/download?token=${token}`, { 'accept-language': 'en' });
    expect(await own.json()).toEqual({
      message:
        'The export is downloaded on the link’s page once you are signed in: please open the link of the mail in your browser.',
      page: `/export?token=${token}`,
    });
    expect((await (await scanner.get('/api/account/export/download')).json()).page).toBe('/export');
    // The link still works for its owner, once.
    const download = await client.post('/api/account/export/download', { token });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(
      /^attachment; filename="wurzelwerk-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect((await download.json()).profile.email).toBe(client.credentials.email);
    const again = await client.post('/api/account/export/download', { token });
    expect(again.status).toBe(400);
    expect((await again.json()).message).toBe(
      'Dieser Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
    );
  });

  test('a POST needs the owner signed in: signed out → 401, another account → 400; the link stays good', async () => {
    const { client, token } = await withExportLink();
    const stranger = new TestClient(t.app, nextAddress('192.0.2'));
    expect((await stranger.post('/api/account/export/download', { token })).status).toBe(401);
    const other = await signedInClient(t.app);
    const foreign = await other.post('/api/account/export/download', { token }, { 'accept-language': 'en' });
    expect(foreign.status).toBe(400);
    expect((await foreign.json()).message).toBe(
      'This link is invalid or has expired. Please ask for a new one.',
    );
    expect((await client.post('/api/account/export/download', { token })).status).toBe(200);
  });

  test('wrong tokens count in the sign-in throttle like wrong passwords → 429', async () => {
    const { client, token } = await withExportLink();
    // loginMaxFailures is 3 per account and address: three wrong tokens, then even the right one waits.
    for (let i = 0; i < 3; i++) {
      const wrong = await client.post('/api/account/export/download', { token: `falsch-${i}-${token}` });
      expect(wrong.status).toBe(400);
    }
    const refused = await client.post('/api/account/export/download', { token });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    // The same budget as the password: the sign-in from this address is refused as well.
    const login = await client.post('/api/auth/login', {
      email: client.credentials.email,
      password: client.credentials.password,
    });
    expect(login.status).toBe(429);
  });

  test('a right token gives its reservation back: no count against the owner', async () => {
    const first = await withExportLink();
    for (let i = 0; i < 2; i++) {
      expect((await first.client.post('/api/account/export/download', { token: `x${i}` })).status).toBe(400);
    }
    expect((await first.client.post('/api/account/export/download', { token: first.token })).status).toBe(
      200,
    );
    // The right token cleared the pair's failures: the next wrong one is a plain 400 again.
    expect((await first.client.post('/api/account/export/download', { token: 'x9' })).status).toBe(400);
    expect((await first.client.post('/api/account/export/download', { token: 'x10' })).status).toBe(400);
  });
});

describe('the export’s money (issue 34, decision 0069)', () => {
  test('the wallet in full, every withdrawal, the schedules and the API tokens without their secret', async () => {
    const investor = await fundedInvestor(t.app, t.database.db, '500.00');
    const kept = await investOnce(investor);
    await setPayoutAccount(investor);
    await endHold(t.database.db, investor.userId);
    expect((await investor.post('/api/wallet/withdrawals', { amount: '20.00' })).status).toBe(201);
    const created = await investor.post('/api/account/api-tokens', { name: 'Tracker' });
    expect(created.status).toBe(201);
    const { token } = await created.json();

    const response = await investor.get('/api/account/export');
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain(token);
    const data = JSON.parse(text);
    expect(data.wallet.balanceCents).toBe(48_000);
    expect(data.wallet.payoutAccount).toMatchObject({ iban: GERMAN_IBAN });
    expect(
      data.wallet.transactions.map((row: { kind: string; amountCents: number }) => [
        row.kind,
        row.amountCents,
      ]),
    ).toEqual([
      ['refund', 50_000],
      ['withdrawal', -2000],
    ]);
    expect(data.wallet.withdrawals).toHaveLength(1);
    expect(data.wallet.withdrawals[0]).toMatchObject({
      amountCents: 2000,
      iban: GERMAN_IBAN,
      state: 'requested',
    });
    expect(data.schedules.map((row: { investmentId: string }) => row.investmentId)).toEqual([kept.id]);
    expect(data.schedules[0].rows.length).toBeGreaterThan(0);
    expect(data.apiTokens).toHaveLength(1);
    expect(data.apiTokens[0]).toMatchObject({ name: 'Tracker', revokedAt: null });
    expect(Object.keys(data.apiTokens[0])).not.toContain('tokenHash');
  });
});
