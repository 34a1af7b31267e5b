/**
 * The 30-day sliding session (docs/design.md §4): renewed on use once less than half of it is left. At most
 * MAX_SESSIONS_PER_USER per user; the session cache never outlives an ended session.
 */
import { describe, expect, test } from 'bun:test';
import { count, eq } from 'drizzle-orm';
import { appOptions, newUser, TestClient, testApp } from '../../test/harness';
import { createApp } from '../app';
import type { Database } from '../db/client';
import { sessions, userSettings } from '../db/schema';
import { sessionIdOf } from './sessionStore';
import { createSessionManager, MAX_SESSIONS_PER_USER } from './sessions';

const t = testApp();

const DAY_MS = 24 * 60 * 60 * 1000;
const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

/** A signed-in client and its session's stored id (the SHA-256 of the cookie's token). */
async function signedIn(address: string) {
  const client = new TestClient(t.app, address);
  expect((await client.post('/api/auth/register', newUser())).status).toBe(201);
  const token = client.cookie?.split('=')[1] ?? '';
  expect(token).not.toBe('');
  return { cookie: client.cookie, sessionId: sessionIdOf(token) };
}

async function expiresAt(sessionId: string): Promise<number> {
  const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, sessionId));
  return row?.expiresAt.getTime() ?? 0;
}

const setExpiresAt = (sessionId: string, at: Date) =>
  t.database.db.update(sessions).set({ expiresAt: at }).where(eq(sessions.id, sessionId));

/** GET /api/auth/me with the cookie, on a fresh app so that no cached session answers. */
async function me(cookie: string | undefined) {
  const client = new TestClient(createApp(appOptions(t.database)));
  client.cookie = cookie;
  return client.get('/api/auth/me');
}

describe('sliding sessions', () => {
  test('less than half of the 30 days left → extended to 30 days, with a fresh cookie', async () => {
    const { cookie, sessionId } = await signedIn('198.51.100.61');
    await setExpiresAt(sessionId, new Date(Date.now() + 10 * DAY_MS));

    const response = await me(cookie);
    expect(response.status).toBe(200);
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toStartWith(`${cookie};`);
    expect(Number(/Max-Age=(\d+)/i.exec(setCookie)?.[1])).toBe(THIRTY_DAYS_S);
    expect(setCookie).toMatch(/; HttpOnly/i);
    const renewed = (await expiresAt(sessionId)) - Date.now();
    expect(renewed).toBeGreaterThan(30 * DAY_MS - 60_000);
    expect(renewed).toBeLessThanOrEqual(30 * DAY_MS);
  });

  test('more than half left → unchanged, no cookie sent', async () => {
    const { cookie, sessionId } = await signedIn('198.51.100.62');
    const at = new Date(Date.now() + 20 * DAY_MS);
    await setExpiresAt(sessionId, at);

    const response = await me(cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await expiresAt(sessionId)).toBe(at.getTime());
  });

  test('expired → 401 and the cookie is cleared', async () => {
    const { cookie, sessionId } = await signedIn('198.51.100.63');
    await setExpiresAt(sessionId, new Date(Date.now() - 1000));

    const response = await me(cookie);
    expect(response.status).toBe(401);
    expect(response.headers.get('set-cookie')).toMatch(/^ww_session=;.*Max-Age=0/i);
  });
});

/** A registered user with no session left: sign-ins below start counting from zero. */
async function registeredUser(address: string) {
  const credentials = newUser();
  const client = new TestClient(t.app, address);
  const response = await client.post('/api/auth/register', credentials);
  expect(response.status).toBe(201);
  const { user } = (await response.json()) as { user: { id: string } };
  await t.database.db.delete(sessions).where(eq(sessions.userId, user.id));
  return { credentials, userId: user.id };
}

async function signIn(credentials: { email: string; password: string }, address: string) {
  const client = new TestClient(t.app, address);
  const response = await client.post('/api/auth/login', {
    email: credentials.email,
    password: credentials.password,
  });
  expect(response.status).toBe(200);
  return client;
}

async function sessionCount(userId: string): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId));
  return row?.n ?? 0;
}

/** These tests sign in twenty times each (a password hash per sign-in): more than the usual 30 s on a busy machine. */
const SIGN_INS_TIMEOUT_MS = 90_000;

describe('sessions per user', () => {
  test(
    `sign-in number ${MAX_SESSIONS_PER_USER + 1} ends the oldest session, at once; the others work`,
    async () => {
      expect(MAX_SESSIONS_PER_USER).toBe(20);
      const { credentials, userId } = await registeredUser('198.51.100.70');
      const first = await signIn(credentials, '198.51.100.71');
      // Cached by this app: the ending must reach the cache too, not wait out its 30 seconds.
      expect((await first.get('/api/auth/me')).status).toBe(200);
      const later: TestClient[] = [];
      for (let i = 1; i < MAX_SESSIONS_PER_USER; i++) later.push(await signIn(credentials, '198.51.100.72'));
      expect((await first.get('/api/auth/me')).status).toBe(200);
      expect(await sessionCount(userId)).toBe(MAX_SESSIONS_PER_USER);

      later.push(await signIn(credentials, '198.51.100.73'));
      expect(await sessionCount(userId)).toBe(MAX_SESSIONS_PER_USER);
      expect((await first.get('/api/auth/me')).status).toBe(401);
      expect((await me(first.cookie)).status).toBe(401);
      for (const client of later) {
        expect((await client.get('/api/auth/me')).status).toBe(200);
        expect((await me(client.cookie)).status).toBe(200);
      }
    },
    SIGN_INS_TIMEOUT_MS,
  );

  test(
    'parallel sign-ins never leave more than the limit, and the newest stay',
    async () => {
      const { credentials, userId } = await registeredUser('198.51.100.74');
      for (let i = 0; i < 15; i++) await signIn(credentials, '198.51.100.75');
      // Eight at once: within the sign-in throttle's budget for one address (each attempt is counted first).
      const parallel = await Promise.all(
        Array.from({ length: 8 }, () => signIn(credentials, '198.51.100.76')),
      );
      expect(await sessionCount(userId)).toBe(MAX_SESSIONS_PER_USER);
      for (const client of parallel) expect((await me(client.cookie)).status).toBe(200);
    },
    SIGN_INS_TIMEOUT_MS,
  );

  test(
    'expired sessions do not count and go with the next sign-in',
    async () => {
      const { credentials, userId } = await registeredUser('198.51.100.77');
      const old: TestClient[] = [];
      for (let i = 0; i < MAX_SESSIONS_PER_USER; i++) old.push(await signIn(credentials, '198.51.100.78'));
      const expired = old.slice(10);
      for (const client of expired) {
        await setExpiresAt(sessionIdOf(client.cookie?.split('=')[1] ?? ''), new Date(Date.now() - 1000));
      }
      await signIn(credentials, '198.51.100.79');
      expect(await sessionCount(userId)).toBe(11);
      for (const client of old.slice(0, 10)) expect((await me(client.cookie)).status).toBe(200);
    },
    SIGN_INS_TIMEOUT_MS,
  );
});

/**
 * The app's database, with the results of session reads held back while `hold` is set: a validation
 * that has read its session but not yet finished, as under load.
 */
function withHeldReads(db: Database) {
  const held: (() => void)[] = [];
  const state = { hold: false, read: Promise.withResolvers<void>() };
  const wrap = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(object, key) {
        const value = Reflect.get(object, key, object);
        if (key === 'then' && typeof value === 'function') {
          return (resolve: (v: unknown) => unknown, reject: (e: unknown) => unknown) =>
            value.call(
              object,
              (result: unknown) =>
                state.hold
                  ? new Promise((release) => {
                      held.push(() => release(result));
                      state.read.resolve();
                    }).then(resolve)
                  : resolve(result),
              reject,
            );
        }
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          const result = value.apply(object, args);
          return result === object
            ? wrap(object)
            : typeof result === 'object' && result
              ? wrap(result)
              : result;
        };
      },
    });
  const gated = new Proxy(db, {
    get(object, key) {
      const value = Reflect.get(object, key, object);
      return key === 'select' ? (...args: unknown[]) => wrap(value.apply(object, args)) : value;
    },
  });
  const release = () => {
    state.hold = false;
    for (const go of held.splice(0)) go();
  };
  return { db: gated, state, release };
}

describe('the session cache', () => {
  test('a validation that read a session before it ended does not cache it', async () => {
    const { credentials, userId } = await registeredUser('198.51.100.80');
    const client = await signIn(credentials, '198.51.100.81');
    const reads = withHeldReads(t.database.db);
    const manager = createSessionManager(reads.db, { secureCookies: false });

    reads.state.hold = true;
    const validating = manager.fromCookieHeader(client.cookie ?? null, new Headers());
    await reads.state.read.promise;
    await manager.endAllForUser(userId);
    reads.release();
    // Still in flight when the session ended: that request may finish, the next one may not.
    expect((await validating).user?.id).toBe(userId);
    expect(await manager.fromCookieHeader(client.cookie ?? null, new Headers())).toEqual({
      user: null,
      savedLanguage: null,
      sessionId: null,
      twoFactorPending: null,
      sessionHint: false,
    });
  });

  test('the saved language comes with the session; a settings save is heard by another process at once', async () => {
    const { credentials, userId } = await registeredUser('198.51.100.82');
    const client = await signIn(credentials, '198.51.100.83');
    // Two processes: what A forgets, B hears (db/bus.ts carries it between real ones).
    const b = createSessionManager(t.database.db, { secureCookies: false });
    const a = createSessionManager(t.database.db, {
      secureCookies: false,
      publish: async (message) => b.receive(message),
    });
    const cookie = client.cookie ?? null;
    expect((await b.fromCookieHeader(cookie, new Headers())).savedLanguage).toBe('de');

    await t.database.db
      .insert(userSettings)
      .values({ userId, settings: { language: 'en' } })
      .onConflictDoUpdate({ target: userSettings.userId, set: { settings: { language: 'en' } } });
    // B's copy is still the cached one until it hears of the change.
    expect((await b.fromCookieHeader(cookie, new Headers())).savedLanguage).toBe('de');
    await a.forgetUser(userId);
    expect((await b.fromCookieHeader(cookie, new Headers())).savedLanguage).toBe('en');
  });
});
