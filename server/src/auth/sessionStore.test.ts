/**
 * Sessions at rest (issue 31; decision 0048): the database keeps the SHA-256 of the cookie's token, never
 * the token, so a read of the database hands out no working cookie; and a session ends at the latest
 * SESSION_MAX_AGE_DAYS after its sign-in, however much it is used.
 */
import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { signedInAccount } from '../../test/domains';
import { appOptions, TestClient, testApp } from '../../test/harness';
import { createApp } from '../app';
import { sessions } from '../db/schema';
import { sessionIdOf } from './sessionStore';

const t = testApp();

const DAY_MS = 24 * 60 * 60 * 1000;

const tokenOf = (client: TestClient) => client.cookie?.split('=')[1] ?? '';

async function rowsOf(userId: string) {
  return t.database.db.select().from(sessions).where(eq(sessions.userId, userId));
}

/** GET /api/auth/me with a cookie, on a fresh app (no cached session answers), optionally with settings. */
async function me(cookie: string | undefined, options: Parameters<typeof appOptions>[1] = {}) {
  const client = new TestClient(createApp(appOptions(t.database, options)));
  client.cookie = cookie;
  return client.get('/api/auth/me');
}

describe('session tokens at rest', () => {
  test('the cookie carries 256 random bits; the database only their SHA-256, which is no cookie', async () => {
    const { client, userId } = await signedInAccount(t.app);
    const token = tokenOf(client);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await rowsOf(userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toBe(sessionIdOf(token));
    expect(rows[0]?.id).not.toBe(token);
    expect(JSON.stringify(rows)).not.toContain(token);
    // Whoever read the stored id (a backup, the WAL) cannot sign in with it.
    expect((await me(`ww_session=${rows[0]?.id}`)).status).toBe(401);
    expect((await me(client.cookie)).status).toBe(200);
  });
});

describe('the absolute lifetime', () => {
  test('a session signed in 90 days ago ends, however recently it was used and extended', async () => {
    const { client, userId } = await signedInAccount(t.app);
    const id = sessionIdOf(tokenOf(client));
    await t.database.db
      .update(sessions)
      .set({
        createdAt: new Date(Date.now() - 90 * DAY_MS - 1000),
        expiresAt: new Date(Date.now() + 29 * DAY_MS),
      })
      .where(eq(sessions.id, id));
    const response = await me(client.cookie);
    expect(response.status).toBe(401);
    expect(response.headers.get('set-cookie')).toMatch(/^ww_session=;.*Max-Age=0/i);
    expect(await rowsOf(userId)).toHaveLength(0);
  });

  test('one day short of it: still signed in, and the sliding extension stops at the absolute end', async () => {
    const { client } = await signedInAccount(t.app);
    const id = sessionIdOf(tokenOf(client));
    const signedInAt = Date.now() - 89 * DAY_MS;
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(signedInAt), expiresAt: new Date(Date.now() + DAY_MS / 2) })
      .where(eq(sessions.id, id));
    // Less than half of the sliding window left: extended, but only to 90 days after the sign-in.
    const response = await me(client.cookie);
    expect(response.status).toBe(200);
    const maxAge = Number(/Max-Age=(\d+)/i.exec(response.headers.get('set-cookie') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(DAY_MS / 1000 - 60);
    expect(maxAge).toBeLessThanOrEqual(DAY_MS / 1000);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, id));
    expect(row?.expiresAt.getTime()).toBe(signedInAt + 90 * DAY_MS);
  });

  test('SESSION_MAX_AGE_DAYS=7: a new session and its cookie last 7 days, not 30', async () => {
    const app = createApp(appOptions(t.database, { sessionMaxAgeDays: 7 }));
    const { client, userId } = await signedInAccount(app);
    const maxAge = Number(/Max-Age=(\d+)/i.exec(await signInAgain(app, client.credentials))?.[1]);
    expect(maxAge).toBe((7 * DAY_MS) / 1000);
    const [row] = await rowsOf(userId);
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(7 * DAY_MS);
    // Eight days after the sign-in, the next request finds it ended.
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 8 * DAY_MS), expiresAt: new Date(Date.now() + DAY_MS) })
      .where(eq(sessions.userId, userId));
    expect((await me(client.cookie, { sessionMaxAgeDays: 7 })).status).toBe(401);
  });

  test('the hourly cleanup deletes sessions past their absolute end', async () => {
    const { client, userId } = await signedInAccount(t.app);
    const { sessions: manager } = t.app.decorator.services;
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 91 * DAY_MS), expiresAt: new Date(Date.now() + DAY_MS) })
      .where(eq(sessions.userId, userId));
    const other = await signedInAccount(t.app);
    await manager.deleteExpired();
    expect(await rowsOf(userId)).toHaveLength(0);
    expect(await rowsOf(other.userId)).toHaveLength(1);
    expect(tokenOf(client)).not.toBe('');
  });
});

/** A sign-in with these credentials on `app`: the line of its session cookie. */
async function signInAgain(
  app: ReturnType<typeof createApp>,
  credentials: { email: string; password: string },
) {
  const again = new TestClient(app, '198.51.100.201');
  const response = await again.post('/api/auth/login', credentials);
  expect(response.status).toBe(200);
  return response.headers.getSetCookie().find((line) => line.startsWith('ww_session=')) ?? '';
}
