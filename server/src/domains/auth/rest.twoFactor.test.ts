/**
 * Two-factor sign-in over /api (issue 18): enrol → sign out → sign in needs a code; wrong, right, the same
 * again, recovery codes once, parallel guesses within the throttle, disable with password and code.
 */
import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { json, nextAddress } from '../../../test/domains';
import { newUser, TestClient, testApp } from '../../../test/harness';
import { mailsTo } from '../../../test/mail';
import { hashRecoveryCode, totpCode } from '../../auth/totp';
import { authTokens, recoveryCodes, userTotp } from '../../db/schema';

const t = testApp({ loginMaxFailures: 5, loginMaxFailuresPerAddress: 100, registerMaxPerWindow: 100 });
const STEP = 30_000;

/** A signed-in client with two-factor sign-in on: its credentials, secret and recovery codes. */
async function enrolled(address = nextAddress()) {
  const registering = new TestClient(t.app, address);
  const credentials = newUser();
  const registered = await registering.post('/api/auth/register', credentials);
  expect(registered.status).toBe(201);
  const { user } = (await registered.json()) as { user: { id: string } };
  const client = Object.assign(registering, { userId: user.id });
  const setup = await client.post('/api/auth/2fa/setup');
  expect(setup.status).toBe(200);
  const { secret, otpauthUrl } = (await setup.json()) as { secret: string; otpauthUrl: string };
  expect(otpauthUrl).toStartWith('otpauth://totp/');
  expect(otpauthUrl).toContain(`secret=${secret}`);
  const enable = await client.post('/api/auth/2fa/enable', { code: totpCode(secret) });
  expect(enable.status).toBe(200);
  const { recoveryCodes: codes } = (await enable.json()) as { recoveryCodes: string[] };
  return { client, credentials, secret, codes };
}

async function passwordStep(client: TestClient, credentials: { email: string; password: string }) {
  const response = await client.post('/api/auth/login', {
    email: credentials.email,
    password: credentials.password,
  });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ twoFactorRequired: true });
  return response;
}

describe('two-factor sign-in (issue 18)', () => {
  test('enrol, sign out, sign in: wrong code, right code, same code again, a recovery code once', async () => {
    const { client, credentials, secret, codes } = await enrolled();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    // Only hashes are stored.
    const stored = await t.database.db
      .select({ codeHash: recoveryCodes.codeHash })
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, client.userId));
    expect(stored.map((row) => row.codeHash).sort()).toEqual(codes.map(hashRecoveryCode).sort());
    expect(await (await client.get('/api/auth/2fa')).json()).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    expect((await client.post('/api/auth/logout')).status).toBe(200);

    const password = await passwordStep(client, credentials);
    // No session yet: the pending state is not one.
    expect(
      password.headers
        .getSetCookie()
        .some((c) => c.startsWith('ww_session=') && !c.startsWith('ww_session=;')),
    ).toBe(false);
    expect((await client.get('/api/auth/me')).status).toBe(401);
    const pendingAsSession = new TestClient(t.app, nextAddress());
    pendingAsSession.cookie = `ww_session=${client.twoFactorCookie?.split('=')[1]}`;
    expect((await pendingAsSession.get('/api/auth/me')).status).toBe(401);

    const wrong = await client.post('/api/auth/2fa/verify', {
      code: '000000' === totpCode(secret) ? '111111' : '000000',
    });
    expect(wrong.status).toBe(401);
    // The code of the step after enrolment (the enrolment used the current one).
    const next = totpCode(secret, Date.now() + STEP);
    const right = await client.post('/api/auth/2fa/verify', { code: next });
    expect(right.status).toBe(200);
    expect(((await right.json()) as { user: { email: string } }).user.email).toBe(credentials.email);
    expect((await client.get('/api/auth/me')).status).toBe(200);
    expect(client.twoFactorCookie).toBeUndefined();

    // The same code again, in a new sign-in: refused.
    await client.post('/api/auth/logout');
    await passwordStep(client, credentials);
    expect((await client.post('/api/auth/2fa/verify', { code: next })).status).toBe(401);
    // A recovery code works (dashes and case do not matter) ...
    const recovery = codes[0] as string;
    const withRecovery = await client.post('/api/auth/2fa/verify', { recoveryCode: recovery.toUpperCase() });
    expect(withRecovery.status).toBe(200);
    expect(await (await client.get('/api/auth/2fa')).json()).toEqual({ enabled: true, recoveryCodesLeft: 9 });
    // ... once.
    await client.post('/api/auth/logout');
    await passwordStep(client, credentials);
    expect((await client.post('/api/auth/2fa/verify', { recoveryCode: recovery })).status).toBe(401);
  });

  test('a pending sign-in expires: after its 5 minutes the right code is refused', async () => {
    const { client, credentials, secret } = await enrolled();
    await client.post('/api/auth/logout');
    await passwordStep(client, credentials);
    await t.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, client.userId));
    const late = await client.post('/api/auth/2fa/verify', { code: totpCode(secret, Date.now() + STEP) });
    expect(late.status).toBe(401);
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });

  test('verify without a pending sign-in → 401; bad input → 400', async () => {
    const anonymous = new TestClient(t.app, nextAddress());
    const none = await anonymous.post('/api/auth/2fa/verify', { code: '123456' });
    expect(none.status).toBe(401);
    expect(((await json(none)) as { message: string }).message).toContain('abgelaufen');
    anonymous.twoFactorCookie = 'ww_2fa=forged';
    expect((await anonymous.post('/api/auth/2fa/verify', { code: '123456' })).status).toBe(401);
    for (const body of [{ code: '12345' }, { code: 'abcdef' }, {}, { code: '123456', recoveryCode: 'x' }]) {
      expect((await anonymous.post('/api/auth/2fa/verify', body)).status).toBe(400);
    }
  });

  test('parallel code guesses stay within the throttle (counted before they are checked)', async () => {
    const { client, credentials, secret } = await enrolled();
    await client.post('/api/auth/logout');
    await passwordStep(client, credentials);
    const right = totpCode(secret, Date.now() + STEP);
    const guesses = Array.from({ length: 20 }, (_, i) => String(100000 + i)).filter(
      (g) => g !== totpCode(secret) && g !== right && g !== totpCode(secret, Date.now() - STEP),
    );
    const responses = await Promise.all(guesses.map((code) => client.post('/api/auth/2fa/verify', { code })));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(guesses.length - 5);
    // The right code after the budget is spent is refused too.
    expect((await client.post('/api/auth/2fa/verify', { code: right })).status).toBe(429);
  });

  test('disable needs the password and a code; mails and notifications tell both changes', async () => {
    const { client, credentials, secret } = await enrolled();
    const code = totpCode(secret, Date.now() + STEP);
    expect((await client.post('/api/auth/2fa/disable', { password: 'falsch-123', code })).status).toBe(400);
    expect(
      (await client.post('/api/auth/2fa/disable', { password: credentials.password, code: '000001' })).status,
    ).toBe(400);
    expect((await client.post('/api/auth/2fa/disable', { password: credentials.password })).status).toBe(400);
    const off = await client.post('/api/auth/2fa/disable', { password: credentials.password, code });
    expect(off.status).toBe(200);
    expect(await (await client.get('/api/auth/2fa')).json()).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    expect(await t.database.db.select().from(userTotp).where(eq(userTotp.userId, client.userId))).toEqual([]);
    expect(
      await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, client.userId)),
    ).toEqual([]);
    // Signing in needs only the password again.
    await client.post('/api/auth/logout');
    const login = await client.post('/api/auth/login', {
      email: credentials.email,
      password: credentials.password,
    });
    expect(((await login.json()) as { user?: unknown }).user).toBeDefined();
    const subjects = (await mailsTo(t.app, credentials.email)).map((m) => m.subject);
    expect(subjects.some((s) => s.startsWith('Zwei-Faktor-Anmeldung eingeschaltet'))).toBe(true);
    expect(subjects.some((s) => s.startsWith('Zwei-Faktor-Anmeldung ausgeschaltet'))).toBe(true);
    const list = (await (await client.get('/api/notifications')).json()) as {
      items: { kind: string; data: unknown }[];
    };
    expect(list.items.filter((n) => n.kind === 'twoFactorChanged').map((n) => n.data)).toEqual([
      { enabled: false },
      { enabled: true },
    ]);
  });

  test('setup and enable refuse when on; enable without setup or with a wrong code → 400', async () => {
    const { client } = await enrolled();
    expect((await client.post('/api/auth/2fa/setup')).status).toBe(409);
    expect((await client.post('/api/auth/2fa/enable', { code: '123456' })).status).toBe(409);
    const fresh = new TestClient(t.app, nextAddress());
    await fresh.post('/api/auth/register', newUser());
    expect((await fresh.post('/api/auth/2fa/enable', { code: '123456' })).status).toBe(400);
    const { secret } = (await (await fresh.post('/api/auth/2fa/setup')).json()) as { secret: string };
    const wrong = totpCode(secret) === '123456' ? '654321' : '123456';
    expect((await fresh.post('/api/auth/2fa/enable', { code: wrong })).status).toBe(400);
    expect(await (await fresh.get('/api/auth/2fa')).json()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    // Signed out: 401.
    expect((await new TestClient(t.app, nextAddress()).post('/api/auth/2fa/setup')).status).toBe(401);
  });
});
