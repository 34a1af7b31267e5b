/**
 * No bearer secret at rest (issue 31; decision 0048): after each kind of token is handed to the user — the
 * session cookie, the links of the mails (address confirmation, e-mail change, password reset, export),
 * the pending two-factor sign-in's cookie, the recovery codes and the TOTP secret — the whole database,
 * every row of every table, holds no value equal to (or containing) what the user got.
 */
import { describe, expect, test } from 'bun:test';
import { sql } from 'drizzle-orm';
import { nextAddress, patch, rowsOf, signedInAccount } from '../../../test/domains';
import { TestClient, testApp } from '../../../test/harness';
import { mailsTo, tokenOf } from '../../../test/mail';
import { totpCode } from '../../auth/totp';

const t = testApp();

/** Every row of every table of the app, as JSON text. */
async function everythingStored(): Promise<string> {
  const tables = await rowsOf<{ name: string }>(
    t.database.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  expect(tables.map((table) => table.name)).toContain('sessions');
  const parts: string[] = [];
  for (const { name } of tables) {
    const rows = await rowsOf<{ row: string }>(
      t.database.db,
      sql`select row_to_json(stored)::text as row from ${sql.identifier(name)} stored`,
    );
    parts.push(...rows.map((row) => row.row));
  }
  return parts.join('\n');
}

async function expectNotStored(secrets: Record<string, string | undefined>) {
  const stored = await everythingStored();
  for (const [kind, secret] of Object.entries(secrets)) {
    expect(secret, kind).toBeString();
    expect((secret ?? '').length, kind).toBeGreaterThanOrEqual(10);
    expect(stored.includes(secret ?? ''), `${kind} is stored`).toBe(false);
  }
}

/** The token of the newest mail to `address` whose subject starts with `subject`. */
async function linkToken(address: string, subject: string): Promise<string> {
  const mails = (await mailsTo(t.app, address)).filter((mail) => mail.subject.startsWith(subject));
  const newest = mails.at(-1);
  if (!newest) throw new Error(`no mail "${subject}" to ${address}`);
  return tokenOf(newest);
}

const cookieValue = (cookie: string | undefined) => cookie?.split('=')[1];

describe('bearer secrets at rest', () => {
  test('the session cookie and the links of the mails', async () => {
    const { client, credentials } = await signedInAccount(t.app);
    const verifyEmail = await linkToken(credentials.email, 'Bitte bestätigen Sie Ihre E-Mail');

    const newAddress = `neu.${credentials.email}`;
    expect(
      (await patch(client, '/api/profile', { email: newAddress, currentPassword: credentials.password }))
        .status,
    ).toBe(200);
    const emailChange = await linkToken(newAddress, 'Bitte bestätigen Sie Ihre neue');

    expect((await client.post('/api/account/export')).status).toBe(202);
    const exportDownload = await linkToken(credentials.email, 'Ihr Datenexport');

    const anonymous = new TestClient(t.app, nextAddress());
    expect((await anonymous.post('/api/auth/password-reset', { email: credentials.email })).status).toBe(202);
    const passwordReset = await linkToken(credentials.email, 'Passwort zurücksetzen');

    await expectNotStored({
      session: cookieValue(client.cookie),
      verifyEmail,
      emailChange,
      exportDownload,
      passwordReset,
    });
  });

  test('the second factor: its secret, the recovery codes, the pending sign-in and the session it makes', async () => {
    const { client, credentials } = await signedInAccount(t.app);
    const setup = await client.post('/api/auth/2fa/setup');
    const { secret } = (await setup.json()) as { secret: string };
    const enable = await client.post('/api/auth/2fa/enable', { code: totpCode(secret) });
    const { recoveryCodes } = (await enable.json()) as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);

    const signingIn = new TestClient(t.app, nextAddress());
    const login = await signingIn.post('/api/auth/login', {
      email: credentials.email,
      password: credentials.password,
    });
    expect(await login.json()).toEqual({ twoFactorRequired: true });
    const pending = cookieValue(signingIn.twoFactorCookie);
    await expectNotStored({
      secret,
      pending,
      ...Object.fromEntries(recoveryCodes.map((c, i) => [`recovery ${i}`, c])),
    });

    const verified = await signingIn.post('/api/auth/2fa/verify', { recoveryCode: recoveryCodes[0] });
    expect(verified.status).toBe(200);
    await expectNotStored({ session: cookieValue(signingIn.cookie), first: cookieValue(client.cookie) });
  });
});
