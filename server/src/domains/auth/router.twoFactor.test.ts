/** Two-factor sign-in over tRPC (issue 18): the procedures alike, and a batch of guesses within the throttle. */
import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { nextAddress, pendingCookie, signedUpCaller, trpcError } from '../../../test/domains';
import { appOptions, callerFor, ORIGIN, TEST_SECRETS_KEY, testApp } from '../../../test/harness';
import { createApp } from '../../app';
import { createSecretBox, isSealed } from '../../auth/secretBox';
import { totpCode } from '../../auth/totp';
import { userTotp } from '../../db/schema';
import { prepareStoredSecrets, rotateStoredSecrets } from './storedSecrets';

const t = testApp({ loginMaxFailures: 4, loginMaxFailuresPerAddress: 100, registerMaxPerWindow: 100 });
const STEP = 30_000;

async function enrolledCaller() {
  const account = await signedUpCaller(t.app);
  expect(await account.caller.auth.twoFactor.status()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
  const { secret } = await account.caller.auth.twoFactor.setup();
  const { recoveryCodes } = await account.caller.auth.twoFactor.enable({ code: totpCode(secret) });
  expect(recoveryCodes).toHaveLength(10);
  return { ...account, secret, recoveryCodes };
}

describe('two-factor sign-in over tRPC (issue 18)', () => {
  test('login answers twoFactorRequired and a pending cookie; verify completes with a session', async () => {
    const { credentials, secret, ip } = await enrolledCaller();
    const start = await callerFor(t.app, undefined, ip);
    const answer = await start.caller.auth.login({
      email: credentials.email,
      password: credentials.password,
    });
    expect(answer).toEqual({ twoFactorRequired: true });
    const pending = pendingCookie(start.resHeaders);
    expect(pending).toBeDefined();
    expect(start.resHeaders.getSetCookie().some((c) => /^ww_session=[^;]/.test(c))).toBe(false);
    // The pending cookie is not a session.
    const asSession = await callerFor(t.app, `ww_session=${pending?.split('=')[1]}`, ip);
    expect((await trpcError(asSession.caller.auth.me())).code).toBe('UNAUTHORIZED');
    const second = await callerFor(t.app, pending, ip);
    const { user } = await second.caller.auth.twoFactor.verify({ code: totpCode(secret, Date.now() + STEP) });
    expect(user.email).toBe(credentials.email);
    expect(second.resHeaders.getSetCookie().some((c) => /^ww_session=[^;]/.test(c))).toBe(true);
    // The pending sign-in is used up.
    const again = await callerFor(t.app, pending, ip);
    const error = await trpcError(
      again.caller.auth.twoFactor.verify({ code: totpCode(secret, Date.now() + 2 * STEP) }),
    );
    expect(error.code).toBe('UNAUTHORIZED');
  });

  test('a batch of guesses over HTTP: each call reserves, at most the budget is checked', async () => {
    const { credentials, ip } = await enrolledCaller();
    const start = await callerFor(t.app, undefined, ip);
    await start.caller.auth.login({ email: credentials.email, password: credentials.password });
    const pending = pendingCookie(start.resHeaders) ?? '';
    const calls = Array.from({ length: 10 }, (_, i) => ({ code: String(900000 + i) }));
    const input = Object.fromEntries(calls.map((c, i) => [i, c]));
    const url = `${ORIGIN}/trpc/${calls.map(() => 'auth.twoFactor.verify').join(',')}?batch=1`;
    const response = await t.app.handle(
      new Request(url, {
        method: 'POST',
        headers: {
          origin: ORIGIN,
          cookie: pending,
          'content-type': 'application/json',
          'x-forwarded-for': nextAddress(),
        },
        body: JSON.stringify(Object.fromEntries(Object.entries(input).map(([k, v]) => [k, { json: v }]))),
      }),
    );
    const results = (await response.json()) as { error?: { json: { data: { code: string } } } }[];
    const codes = results.map((r) => r.error?.json.data.code ?? 'OK');
    expect(codes).toHaveLength(10);
    expect(codes.filter((c) => c === 'UNAUTHORIZED').length).toBeLessThanOrEqual(4);
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS').length).toBeGreaterThanOrEqual(6);
  });

  test('disable over tRPC: password and code; refusals in the request’s language', async () => {
    const { caller, credentials, secret } = await enrolledCaller();
    const wrong = await trpcError(
      caller.auth.twoFactor.disable({
        password: credentials.password,
        code: '000000' === totpCode(secret) ? '111111' : '000000',
      }),
    );
    expect(wrong.code).toBe('BAD_REQUEST');
    expect(wrong.message).toBe('Der Code ist falsch oder wurde schon verwendet.');
    await caller.auth.twoFactor.disable({
      password: credentials.password,
      code: totpCode(secret, Date.now() + STEP),
    });
    expect(await caller.auth.twoFactor.status()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
  });

  test('the secret is kept encrypted; one stored before that still works and is sealed at start', async () => {
    const { credentials, secret, user, ip } = await enrolledCaller();
    const stored = async () =>
      (await t.database.db.select().from(userTotp).where(eq(userTotp.userId, user.id)))[0]?.secret ?? '';
    const sealed = await stored();
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain(secret);

    const signIn = async (at: number) => {
      const start = await callerFor(t.app, undefined, ip);
      await start.caller.auth.login({ email: credentials.email, password: credentials.password });
      const pending = await callerFor(t.app, pendingCookie(start.resHeaders), ip);
      return pending.caller.auth.twoFactor.verify({ code: totpCode(secret, at) });
    };
    // As an older version stored it: the plain secret. It works, and is sealed once used.
    await t.database.db.update(userTotp).set({ secret }).where(eq(userTotp.userId, user.id));
    expect((await signIn(Date.now() + STEP)).user.id).toBe(user.id);
    expect(isSealed(await stored())).toBe(true);
    // Still plain at the next start: the start seals it.
    await t.database.db.update(userTotp).set({ secret }).where(eq(userTotp.userId, user.id));
    const box = createSecretBox([TEST_SECRETS_KEY]);
    expect(await prepareStoredSecrets(t.database.db, box)).toBeGreaterThanOrEqual(1);
    expect(isSealed(await stored())).toBe(true);
    expect(await prepareStoredSecrets(t.database.db, box)).toBe(0);
    // The next code (the step used last forgotten, as the window holds only one more): the sealed secret works.
    await t.database.db.update(userTotp).set({ lastUsedStep: null }).where(eq(userTotp.userId, user.id));
    expect((await signIn(Date.now())).user.id).toBe(user.id);
    // Another key does not open them: the start stops with a clear line naming how many.
    const other = createSecretBox([crypto.getRandomValues(new Uint8Array(32))]);
    await expect(prepareStoredSecrets(t.database.db, other)).rejects.toThrow(
      /^\d+ stored two-factor secret\(s\) open with none of the secrets keys/,
    );
  });

  test('rotating the key (decision 0088): a secret under the old key works and moves to the new one when used; two rotations at once move each secret once', async () => {
    const newest = crypto.getRandomValues(new Uint8Array(32));
    // The process restarted with a new key first and the old one after it.
    const rotated = createApp(appOptions(t.database, { secretsKeys: [newest, TEST_SECRETS_KEY] }));
    const onlyNew = createSecretBox([newest]);
    const { credentials, secret, user, ip } = await enrolledCaller();
    const stored = async () =>
      (await t.database.db.select().from(userTotp).where(eq(userTotp.userId, user.id)))[0]?.secret ?? '';
    const underOld = await stored();
    expect(() => onlyNew.open(underOld, user.id)).toThrow();
    const start = await callerFor(rotated, undefined, ip);
    await start.caller.auth.login({ email: credentials.email, password: credentials.password });
    const pending = await callerFor(rotated, pendingCookie(start.resHeaders), ip);
    const { user: signedIn } = await pending.caller.auth.twoFactor.verify({
      code: totpCode(secret, Date.now() + STEP),
    });
    expect(signedIn.id).toBe(user.id);
    expect(onlyNew.open(await stored(), user.id)).toBe(secret);

    await Promise.all([enrolledCaller(), enrolledCaller()]);
    const opensWithNew = (row: { secret: string; userId: string }) => {
      try {
        onlyNew.open(row.secret, row.userId);
        return true;
      } catch {
        return false;
      }
    };
    const needing = (await t.database.db.select().from(userTotp)).filter((row) => !opensWithNew(row)).length;
    expect(needing).toBeGreaterThanOrEqual(2);
    const box = createSecretBox([newest, TEST_SECRETS_KEY]);
    const [a, b] = await Promise.all([
      rotateStoredSecrets(t.database.db, box),
      rotateStoredSecrets(t.database.db, box),
    ]);
    // Every secret under the old key moved exactly once between the two; now all open with the new key alone.
    expect((a?.resealed ?? 0) + (b?.resealed ?? 0)).toBe(needing);
    expect(a?.unreadable).toBe(0);
    expect((await t.database.db.select().from(userTotp)).every(opensWithNew)).toBe(true);
    expect(await prepareStoredSecrets(t.database.db, onlyNew)).toBe(0);
  });
});
