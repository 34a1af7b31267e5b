/** The signed-in devices over /api and tRPC (issue 18): list, end one, end all others, another user's id. */
import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { nextAddress, signedUpCaller, trpcError } from '../../../test/domains';
import { callerFor, newUser, TestClient, testApp } from '../../../test/harness';
import { sessionIdOf } from '../../auth/sessionStore';
import { createSessionManager } from '../../auth/sessions';
import { sessions } from '../../db/schema';

const t = testApp({ registerMaxPerWindow: 100 });

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface Device {
  id: string;
  browser: string | null;
  os: string | null;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

/** One account signed in on two devices: a desktop Firefox and an iPhone. */
async function twoDevices() {
  const credentials = newUser();
  const desktop = new TestClient(t.app, nextAddress());
  expect(
    (
      await desktop.request('POST', '/api/auth/register', {
        json: credentials,
        headers: { 'user-agent': FIREFOX },
      })
    ).status,
  ).toBe(201);
  const phone = new TestClient(t.app, nextAddress());
  const login = { email: credentials.email, password: credentials.password };
  expect(
    (await phone.request('POST', '/api/auth/login', { json: login, headers: { 'user-agent': SAFARI } }))
      .status,
  ).toBe(200);
  return { desktop, phone, credentials };
}

const list = async (client: TestClient) => {
  const response = await client.get('/api/auth/sessions');
  expect(response.status).toBe(200);
  return ((await response.json()) as { sessions: Device[] }).sessions;
};

describe('signed-in devices (issue 18)', () => {
  test('the list: browser and system, created, last seen, this device — and never a session id', async () => {
    const { desktop, phone } = await twoDevices();
    const seen = await list(desktop);
    expect(seen).toHaveLength(2);
    const mine = seen.find((d) => d.current);
    const other = seen.find((d) => !d.current);
    expect(mine).toMatchObject({ browser: 'Firefox 133', os: 'Windows 10' });
    expect(other).toMatchObject({ browser: 'Safari 17', os: 'iOS 17.5' });
    expect(Object.keys(mine ?? {}).sort()).toEqual([
      'browser',
      'createdAt',
      'current',
      'id',
      'lastSeenAt',
      'os',
      'push',
    ]);
    const tokens = [desktop.cookie, phone.cookie].map((c) => c?.split('=')[1] ?? '');
    const body = JSON.stringify(seen);
    // Neither the cookie's token nor the stored id (its hash) names a device.
    for (const token of tokens) {
      expect(body).not.toContain(token);
      expect(body).not.toContain(sessionIdOf(token));
    }
    expect(Number.isNaN(Date.parse(mine?.createdAt ?? ''))).toBe(false);
    expect((await list(phone)).filter((d) => d.current)).toHaveLength(1);
  });

  test('ending a session: its cookie is refused at once; another user’s id → 404', async () => {
    const { desktop, phone } = await twoDevices();
    // The phone's session is cached by this process now.
    expect((await phone.get('/api/auth/me')).status).toBe(200);
    const phoneId = (await list(desktop)).find((d) => !d.current)?.id ?? '';
    const stranger = new TestClient(t.app, nextAddress());
    await stranger.post('/api/auth/register', newUser());
    expect((await stranger.request('DELETE', `/api/auth/sessions/${phoneId}`)).status).toBe(404);
    expect((await phone.get('/api/auth/me')).status).toBe(200);
    expect((await desktop.request('DELETE', '/api/auth/sessions/unknown-id')).status).toBe(404);
    const ended = await desktop.request('DELETE', `/api/auth/sessions/${phoneId}`);
    expect(ended.status).toBe(200);
    expect((await phone.get('/api/auth/me')).status).toBe(401);
    expect((await desktop.get('/api/auth/me')).status).toBe(200);
    // Twice: gone.
    expect((await desktop.request('DELETE', `/api/auth/sessions/${phoneId}`)).status).toBe(404);
  });

  test('ending all others keeps this one; ending this one signs out', async () => {
    const { desktop, phone, credentials } = await twoDevices();
    const third = new TestClient(t.app, nextAddress());
    await third.post('/api/auth/login', { email: credentials.email, password: credentials.password });
    const response = await desktop.request('DELETE', '/api/auth/sessions');
    expect(await response.json()).toEqual({ ended: 2 });
    expect((await phone.get('/api/auth/me')).status).toBe(401);
    expect((await third.get('/api/auth/me')).status).toBe(401);
    const left = await list(desktop);
    expect(left).toHaveLength(1);
    const own = await desktop.request('DELETE', `/api/auth/sessions/${left[0]?.id}`);
    expect(own.status).toBe(200);
    expect((await desktop.get('/api/auth/me')).status).toBe(401);
  });

  test('20 parallel ends of one session: one 200, the rest 404', async () => {
    const { desktop } = await twoDevices();
    const phoneId = (await list(desktop)).find((d) => !d.current)?.id ?? '';
    const statuses = (
      await Promise.all(
        Array.from({ length: 20 }, () => desktop.request('DELETE', `/api/auth/sessions/${phoneId}`)),
      )
    ).map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 404)).toHaveLength(19);
  });

  test('last seen is written at most once a minute, not per request', async () => {
    const { desktop } = await twoDevices();
    const sessionId = sessionIdOf(desktop.cookie?.split('=')[1] ?? '');
    const clock = { now: Date.now() };
    // No cache at all: every request validates, and still only a minute-old time is written.
    const manager = createSessionManager(t.database.db, {
      secureCookies: false,
      cacheMs: 0,
      now: () => clock.now,
    });
    const stored = async () => {
      const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, sessionId));
      return row?.lastSeenAt.getTime();
    };
    // The request does not wait for the write: it lands soon after.
    const storedSoon = async (expected: number) => {
      for (let i = 0; i < 200 && (await stored()) !== expected; i++) await Bun.sleep(10);
      return stored();
    };
    const start = new Date(clock.now - 10 * 60_000);
    await t.database.db.update(sessions).set({ lastSeenAt: start }).where(eq(sessions.id, sessionId));
    const read = () => manager.fromCookieHeader(desktop.cookie ?? null, new Headers());
    await read();
    expect(await storedSoon(clock.now)).toBe(clock.now);
    const first = clock.now;
    for (let i = 0; i < 5; i++) {
      clock.now += 10_000;
      await read();
      expect(await stored()).toBe(first);
    }
    clock.now += 10_000;
    await read();
    expect(await storedSoon(clock.now)).toBe(clock.now);
  });

  test('tRPC: the same list and the same 404 for a stranger', async () => {
    const owner = await signedUpCaller(t.app);
    const stranger = await signedUpCaller(t.app);
    const { sessions: mine } = await owner.caller.auth.devices.list();
    expect(mine).toHaveLength(1);
    expect(mine[0]?.current).toBe(true);
    const error = await trpcError(stranger.caller.auth.devices.end({ id: mine[0]?.id ?? '' }));
    expect(error.code).toBe('NOT_FOUND');
    expect(await stranger.caller.auth.devices.endOthers()).toEqual({ ended: 0 });
    const signedOut = (await callerFor(t.app)).caller;
    expect((await trpcError(signedOut.auth.devices.list())).code).toBe('UNAUTHORIZED');
  });
});
