/**
 * Second-factor guessing stops (issue 31): at most MAX_FAILED_CODES wrong codes per account, counted in the
 * database (two app instances on one database share the count, parallel guesses included); then codes are
 * refused until the mailed unlock link or a recovery code. The owner is told once per burst. Turning the
 * second factor on or off ends the other sessions; a locked account's pending sign-in gets no session; each
 * browser's pending sign-in is its own.
 */
import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { json, nextAddress, put, signedInClient } from '../../../test/domains';
import { appOptions, newUser, TestClient, testApp } from '../../../test/harness';
import { mailsTo, tokenOf } from '../../../test/mail';
import { createApp } from '../../app';
import { totpCode } from '../../auth/totp';
import { authTokens, userTotp } from '../../db/schema';
import { setRoleByEmail } from '../admin/users';
import { MAX_FAILED_CODES, REPORT_AFTER_FAILURES } from './twoFactorGuard';

// Throttle budgets far above the durable limit: what stops the guessing here is the account's count.
const limits = { loginMaxFailures: 1000, loginMaxFailuresPerAddress: 100_000, registerMaxPerWindow: 1000 };
const t = testApp(limits);
const STEP = 30_000;
const LOCKED_SUBJECT = 'Anmeldung mit Code gesperrt';
const FAILURES_SUBJECT = 'Falsche Codes bei der Anmeldung';

async function enrolled() {
  const client = new TestClient(t.app, nextAddress());
  const credentials = newUser();
  const { user } = await json(await client.post('/api/auth/register', credentials));
  const { secret } = await json(await client.post('/api/auth/2fa/setup'));
  const enable = await client.post('/api/auth/2fa/enable', { code: totpCode(secret) });
  const { recoveryCodes } = (await json(enable)) as { recoveryCodes: string[] };
  return { client, credentials, secret, recoveryCodes, userId: user.id as string };
}

/** A new browser after the right password: its pending sign-in. */
async function pendingSignIn(app: typeof t.app, credentials: { email: string; password: string }) {
  const browser = new TestClient(app, nextAddress());
  const response = await browser.post('/api/auth/login', credentials);
  expect(await json(response)).toEqual({ twoFactorRequired: true });
  return browser;
}

/** `n` six-digit codes that are wrong for the secret now and at the neighbouring steps. */
function wrongCodes(secret: string, n: number): string[] {
  const right = new Set([-1, 0, 1, 2].map((k) => totpCode(secret, Date.now() + k * STEP)));
  const codes: string[] = [];
  for (let i = 0; codes.length < n; i++) {
    const code = String(200000 + i);
    if (!right.has(code)) codes.push(code);
  }
  return codes;
}

/** An operator (as `bun run user:role` makes one), to lock accounts. */
async function operatorClient() {
  const client = await signedInClient(t.app);
  await setRoleByEmail(t.database.db, client.credentials.email, 'operator', { id: null, email: 'test' });
  return client;
}

const subjects = async (email: string) => (await mailsTo(t.app, email)).map((m) => m.subject);

describe('the hard limit of wrong codes (issue 31)', () => {
  test('parallel guesses on two processes: exactly the limit is checked, then codes are refused; the link unlocks', async () => {
    const { credentials, secret, userId } = await enrolled();
    // A second process on the same database: its own memory, the same count.
    const other = createApp(appOptions(t.database, limits));
    const first = await pendingSignIn(t.app, credentials);
    const second = await pendingSignIn(other, credentials);
    const guesses = wrongCodes(secret, MAX_FAILED_CODES + 20);
    const statuses = await Promise.all(
      guesses.map((code, i) => (i % 2 ? first : second).post('/api/auth/2fa/verify', { code })),
    ).then((replies) => replies.map((r) => r.status));
    expect(statuses.filter((s) => s === 401)).toHaveLength(MAX_FAILED_CODES);
    expect(statuses.filter((s) => s === 403)).toHaveLength(20);
    const [row] = await t.database.db.select().from(userTotp).where(eq(userTotp.userId, userId));
    expect(row?.failedChecks).toBe(MAX_FAILED_CODES);

    // The right code now: refused with the way out, on either process; no session.
    const right = totpCode(secret, Date.now() + STEP);
    const refused = await first.post('/api/auth/2fa/verify', { code: right });
    expect(refused.status).toBe(403);
    expect((await json(refused)).message).toContain('Link per E-Mail');
    expect((await second.post('/api/auth/2fa/verify', { code: right })).status).toBe(403);
    expect((await first.get('/api/auth/me')).status).toBe(401);
    // One unlock mail, however many refusals; the owner was told of the burst once.
    const mails = await subjects(credentials.email);
    expect(mails.filter((s) => s.startsWith(LOCKED_SUBJECT))).toHaveLength(1);
    expect(mails.filter((s) => s.startsWith(FAILURES_SUBJECT))).toHaveLength(1);

    // The unlock link (POSTed by its page): once, and codes are checked again.
    const unlock = tokenOf(
      (await mailsTo(t.app, credentials.email)).find((m) => m.subject.startsWith(LOCKED_SUBJECT)) ?? {
        subject: '',
        text: '',
      },
    );
    const stranger = new TestClient(t.app, nextAddress());
    expect((await stranger.post('/api/auth/2fa/unlock', { token: unlock })).status).toBe(200);
    expect((await stranger.post('/api/auth/2fa/unlock', { token: unlock })).status).toBe(400);
    const accepted = await first.post('/api/auth/2fa/verify', { code: right });
    expect(accepted.status).toBe(200);
    expect((await first.get('/api/auth/me')).status).toBe(200);
  });

  test('a recovery code signs in at the limit and sets the count back', async () => {
    const { credentials, secret, recoveryCodes, userId } = await enrolled();
    await t.database.db
      .update(userTotp)
      .set({ failedChecks: MAX_FAILED_CODES })
      .where(eq(userTotp.userId, userId));
    const browser = await pendingSignIn(t.app, credentials);
    const right = totpCode(secret, Date.now() + STEP);
    expect((await browser.post('/api/auth/2fa/verify', { code: right })).status).toBe(403);
    const recovered = await browser.post('/api/auth/2fa/verify', { recoveryCode: recoveryCodes[0] });
    expect(recovered.status).toBe(200);
    const [row] = await t.database.db.select().from(userTotp).where(eq(userTotp.userId, userId));
    expect(row?.failedChecks).toBe(0);
  });

  test('the owner is told once per burst of wrong codes after the right password: mail and notification', async () => {
    const { client, credentials, secret } = await enrolled();
    const browser = await pendingSignIn(t.app, credentials);
    for (const code of wrongCodes(secret, REPORT_AFTER_FAILURES + 3)) {
      expect((await browser.post('/api/auth/2fa/verify', { code })).status).toBe(401);
    }
    expect((await subjects(credentials.email)).filter((s) => s.startsWith(FAILURES_SUBJECT))).toHaveLength(1);
    const told = async () =>
      ((await json(await client.get('/api/notifications'))).items as { kind: string }[]).filter(
        (n) => n.kind === 'twoFactorFailures',
      ).length;
    expect(await told()).toBe(1);
    // A right code ends the burst; the next burst is told again.
    expect(
      (await browser.post('/api/auth/2fa/verify', { code: totpCode(secret, Date.now() + STEP) })).status,
    ).toBe(200);
    const later = await pendingSignIn(t.app, credentials);
    for (const code of wrongCodes(secret, REPORT_AFTER_FAILURES))
      await later.post('/api/auth/2fa/verify', { code });
    expect((await subjects(credentials.email)).filter((s) => s.startsWith(FAILURES_SUBJECT))).toHaveLength(2);
    expect(await told()).toBe(2);
  });
});

describe('pending sign-ins and sessions around the second factor (issue 31)', () => {
  test('turning two-factor on or off ends the other sessions; this one stays', async () => {
    const credentials = newUser();
    const phone = new TestClient(t.app, nextAddress());
    await phone.post('/api/auth/register', credentials);
    const laptop = new TestClient(t.app, nextAddress());
    expect((await laptop.post('/api/auth/login', credentials)).status).toBe(200);
    const { secret } = await json(await phone.post('/api/auth/2fa/setup'));
    const enabled = await phone.post('/api/auth/2fa/enable', { code: totpCode(secret) });
    expect(enabled.status).toBe(200);
    const { recoveryCodes } = (await json(enabled)) as { recoveryCodes: string[] };
    expect((await laptop.get('/api/auth/me')).status).toBe(401);
    expect((await phone.get('/api/auth/me')).status).toBe(200);

    const tablet = await pendingSignIn(t.app, credentials);
    expect((await tablet.post('/api/auth/2fa/verify', { recoveryCode: recoveryCodes[0] })).status).toBe(200);
    const off = await phone.post('/api/auth/2fa/disable', {
      password: credentials.password,
      code: totpCode(secret, Date.now() + STEP),
    });
    expect(off.status).toBe(200);
    expect((await tablet.get('/api/auth/me')).status).toBe(401);
    expect((await phone.get('/api/auth/me')).status).toBe(200);
  });

  test('a pending sign-in of an account locked since is refused at the second step: no session', async () => {
    const operator = await operatorClient();
    const { credentials, secret, userId } = await enrolled();
    const browser = await pendingSignIn(t.app, credentials);
    expect((await put(operator, `/api/admin/users/${userId}/locked`, { locked: true })).status).toBe(200);
    const step = await browser.post('/api/auth/2fa/verify', { code: totpCode(secret, Date.now() + STEP) });
    expect(step.status).not.toBe(200);
    expect(step.headers.getSetCookie().some((c) => /^ww_session=[^;]/.test(c))).toBe(false);
    expect((await browser.get('/api/auth/me')).status).toBe(401);
  });

  test('a locked account whose pending sign-in outlived the lock: 403 with the lock’s message', async () => {
    const operator = await operatorClient();
    const { credentials, secret, userId } = await enrolled();
    const browser = await pendingSignIn(t.app, credentials);
    // The lock as it was before it used up pending sign-ins: only the flag.
    await put(operator, `/api/admin/users/${userId}/locked`, { locked: true });
    await t.database.db.update(authTokens).set({ consumedAt: null }).where(eq(authTokens.userId, userId));
    const step = await browser.post('/api/auth/2fa/verify', { code: totpCode(secret, Date.now() + STEP) });
    expect(step.status).toBe(403);
    expect((await json(step)).message).toBe(
      'Dieses Konto ist gesperrt. Bitte wenden Sie sich an den Support.',
    );
    expect((await browser.get('/api/auth/me')).status).toBe(401);
  });

  test('a new pending sign-in does not cancel another browser’s', async () => {
    const { credentials, secret, recoveryCodes } = await enrolled();
    const first = await pendingSignIn(t.app, credentials);
    const second = await pendingSignIn(t.app, credentials);
    const code = totpCode(secret, Date.now() + STEP);
    expect((await first.post('/api/auth/2fa/verify', { code })).status).toBe(200);
    expect((await second.post('/api/auth/2fa/verify', { recoveryCode: recoveryCodes[0] })).status).toBe(200);
    expect((await second.get('/api/auth/me')).status).toBe(200);
  });
});
