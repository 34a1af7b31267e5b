/** The 30-day sliding session (DESIGN.md §4): renewed on use once less than half of it is left. */
import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { appOptions, newUser, TestClient, testApp } from '../../test/harness';
import { createApp } from '../app';
import { sessions } from '../db/schema';

const t = testApp();

const DAY_MS = 24 * 60 * 60 * 1000;
const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

/** A signed-in client and its session id (the cookie's value). */
async function signedIn(address: string) {
  const client = new TestClient(t.app, address);
  expect((await client.post('/api/auth/register', newUser())).status).toBe(201);
  const sessionId = client.cookie?.split('=')[1] ?? '';
  expect(sessionId).not.toBe('');
  return { cookie: client.cookie, sessionId };
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
