/**
 * The web's session check (tRPC auth.session) and the session hint cookie beside the session cookie: set
 * at sign-in and registration, cleared at sign-out and whenever the session turns out invalid.
 */
import { describe, expect, test } from 'bun:test';
import { SESSION_HINT_COOKIE } from '@wurzelwerk/shared';
import { eq } from 'drizzle-orm';
import { appOptions, newUser, ORIGIN, TestClient, testApp } from '../../../test/harness';
import { createApp } from '../../app';
import { sessionIdOf } from '../../auth/sessionStore';
import { sessions } from '../../db/schema';

const t = testApp();

const DAY_MS = 24 * 60 * 60 * 1000;
const HINT = `${SESSION_HINT_COOKIE}=1`;

interface SetCookie {
  name: string;
  value: string;
  /** The attributes, lower-cased names: `max-age`, `path`, `samesite`, `httponly`, `secure`. */
  attributes: Map<string, string>;
}

/** The cookies a response sets, by name. */
function setCookies(response: Response): Map<string, SetCookie> {
  const cookies = new Map<string, SetCookie>();
  for (const line of response.headers.getSetCookie()) {
    const [pair = '', ...rest] = line.split('; ');
    const [name = '', value = ''] = pair.split('=');
    const attributes = new Map(
      rest.map((part) => {
        const [key = '', attribute = ''] = part.split('=');
        return [key.toLowerCase(), attribute] as const;
      }),
    );
    cookies.set(name, { name, value, attributes });
  }
  return cookies;
}

/** A signed-in client (registered) and the `name=value` of its session cookie. */
async function registered(app = t.app) {
  const client = new TestClient(app, '198.51.100.90');
  const response = await client.post('/api/auth/register', newUser());
  expect(response.status).toBe(201);
  const session = client.cookie ?? '';
  return { client, response, session, sessionId: sessionIdOf(session.split('=')[1] ?? '') };
}

/**
 * GET /trpc/auth.session with the given Cookie header, on a fresh app (no cached session answers): the
 * status, the user, the cookies it set and its number of Set-Cookie lines.
 */
async function sessionCheck(cookie: string | undefined, app = createApp(appOptions(t.database))) {
  const headers = new Headers({ origin: ORIGIN });
  if (cookie) headers.set('cookie', cookie);
  const response = await app.handle(new Request(`${ORIGIN}/trpc/auth.session`, { headers }));
  const body = (await response.json()) as { result: { data: { json: { user: { id: string } | null } } } };
  return {
    status: response.status,
    user: body.result.data.json.user,
    cookies: setCookies(response),
    setCookieLines: response.headers.getSetCookie().length,
  };
}

const setExpiresAt = (sessionId: string, at: Date) =>
  t.database.db.update(sessions).set({ expiresAt: at }).where(eq(sessions.id, sessionId));

async function expiresAt(sessionId: string): Promise<number> {
  const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, sessionId));
  return row?.expiresAt.getTime() ?? 0;
}

/** Both cookies are cleared (blank, Max-Age=0). */
function expectBothCleared(cookies: Map<string, SetCookie>) {
  for (const name of ['ww_session', SESSION_HINT_COOKIE]) {
    expect(cookies.get(name)?.value).toBe('');
    expect(cookies.get(name)?.attributes.get('max-age')).toBe('0');
  }
}

describe('auth.session', () => {
  test('signed out: 200 with user null, and no cookie is set', async () => {
    const check = await sessionCheck(undefined);
    expect(check.status).toBe(200);
    expect(check.user).toBeNull();
    expect(check.cookies.size).toBe(0);
  });

  test('signed in with the hint: the user, and nothing is written or extended', async () => {
    const { session, sessionId } = await registered();
    const at = new Date(Date.now() + 20 * DAY_MS);
    await setExpiresAt(sessionId, at);
    const check = await sessionCheck(`${session}; ${HINT}`);
    expect(check.status).toBe(200);
    expect(check.user?.id).toBeString();
    expect(check.cookies.size).toBe(0);
    expect(await expiresAt(sessionId)).toBe(at.getTime());
  });

  test('signed in without the hint (a session from before it): the hint comes back, the session stays as it was', async () => {
    const { session, sessionId } = await registered();
    const at = new Date(Date.now() + 20 * DAY_MS);
    await setExpiresAt(sessionId, at);
    const check = await sessionCheck(session);
    expect(check.user?.id).toBeString();
    expect([...check.cookies.keys()]).toEqual([SESSION_HINT_COOKIE]);
    expect(check.cookies.get(SESSION_HINT_COOKIE)?.value).toBe('1');
    expect(await expiresAt(sessionId)).toBe(at.getTime());
  });

  test('an expired session: user null, and the session cookie and the hint are cleared', async () => {
    const { session, sessionId } = await registered();
    await setExpiresAt(sessionId, new Date(Date.now() - 1000));
    const check = await sessionCheck(`${session}; ${HINT}`);
    expect(check.status).toBe(200);
    expect(check.user).toBeNull();
    expectBothCleared(check.cookies);
  });

  test('an unknown or malformed session id: user null, both cleared', async () => {
    for (const id of ['0123456789abcdef0123456789abcdef', 'not-a-session', '%%%']) {
      const check = await sessionCheck(`ww_session=${id}; ${HINT}`);
      expect(check.status).toBe(200);
      expect(check.user).toBeNull();
      expectBothCleared(check.cookies);
    }
  });

  test('another cookie of the host with a bad %-escape changes nothing (it was a 500 for every request)', async () => {
    const { session } = await registered();
    const check = await sessionCheck(`tracker=%E0%A4%A; ${session}; ${HINT}`);
    expect(check.status).toBe(200);
    expect(check.user?.id).toBeString();
    expect(check.cookies.size).toBe(0);
  });

  test('a hint without a session cookie is cleared; no session cookie is written', async () => {
    const check = await sessionCheck(HINT);
    expect(check.user).toBeNull();
    expect([...check.cookies.keys()]).toEqual([SESSION_HINT_COOKIE]);
    expect(check.cookies.get(SESSION_HINT_COOKIE)?.attributes.get('max-age')).toBe('0');
  });

  test('less than half of the session left: session cookie and hint are extended together (the sliding rule)', async () => {
    const { session, sessionId } = await registered();
    await setExpiresAt(sessionId, new Date(Date.now() + 10 * DAY_MS));
    // Without the hint in the request as well: it is written once.
    const check = await sessionCheck(session);
    expect(check.user?.id).toBeString();
    expect(check.setCookieLines).toBe(2);
    expect(check.cookies.get('ww_session')?.value).toBe(session.split('=')[1]);
    expect(check.cookies.get(SESSION_HINT_COOKIE)?.value).toBe('1');
    expect(check.cookies.get(SESSION_HINT_COOKIE)?.attributes.get('max-age')).toBe(
      check.cookies.get('ww_session')?.attributes.get('max-age') as string,
    );
  });
});

describe('the session hint cookie', () => {
  test('registration sets it beside the session cookie: same lifetime and attributes, not HttpOnly', async () => {
    // A production app: the cookies are Secure there.
    const { response } = await registered(createApp(appOptions(t.database, { production: true })));
    const cookies = setCookies(response);
    const session = cookies.get('ww_session');
    const hint = cookies.get(SESSION_HINT_COOKIE);
    expect(hint?.value).toBe('1');
    expect(session?.attributes.has('httponly')).toBe(true);
    expect(hint?.attributes.has('httponly')).toBe(false);
    const { httponly: _, ...sessionAttributes } = Object.fromEntries(session?.attributes ?? []);
    expect(Object.fromEntries(hint?.attributes ?? [])).toEqual(sessionAttributes);
    expect(sessionAttributes).toMatchObject({ path: '/', samesite: 'Lax', 'max-age': String(30 * 86400) });
    expect(sessionAttributes).toHaveProperty('secure');
  });

  test('sign-in sets it, sign-out clears it together with the session', async () => {
    const credentials = newUser();
    const client = new TestClient(t.app, '198.51.100.91');
    expect((await client.post('/api/auth/register', credentials)).status).toBe(201);
    const login = await client.post('/api/auth/login', {
      email: credentials.email,
      password: credentials.password,
    });
    expect(login.status).toBe(200);
    expect(setCookies(login).get(SESSION_HINT_COOKIE)?.value).toBe('1');

    const logout = await client.post('/api/auth/logout');
    expect(logout.status).toBe(200);
    expectBothCleared(setCookies(logout));
  });

  test('a signed-in request with an ended session clears it (any request, not only the check)', async () => {
    const { session, sessionId } = await registered();
    await t.database.db.delete(sessions).where(eq(sessions.id, sessionId));
    const other = new TestClient(createApp(appOptions(t.database)), '198.51.100.92');
    other.cookie = `${session}; ${HINT}`;
    const response = await other.get('/api/auth/me');
    expect(response.status).toBe(401);
    expectBothCleared(setCookies(response));
  });

  test('the REST session check keeps its 401 when signed out', async () => {
    const response = await new TestClient(t.app, '198.51.100.93').get('/api/auth/me');
    expect(response.status).toBe(401);
  });
});
