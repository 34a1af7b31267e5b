import { describe, expect, test } from 'bun:test';
import {
  appOptions,
  appWithFailingDatabase,
  newUser,
  ORIGIN,
  TestClient,
  testApp,
} from '../../../test/harness';
import { createApp } from '../../app';
import { createAuthThrottle } from '../../auth/throttle';
import { GENERIC_ERROR_MESSAGE } from '../../errors';
import { AUTH_MESSAGES } from './service';

const t = testApp({ loginMaxFailures: 3, loginMaxFailuresPerAddress: 6, registerMaxPerWindow: 50 });

let addressCounter = 0;
/** Each client comes from its own address so throttles do not leak between tests. */
const client = () => new TestClient(t.app, `198.51.100.${++addressCounter}`);

/** Error bodies must never carry submitted secrets or internal text. */
function expectCleanErrorBody(text: string, submitted: string[] = []) {
  const body = JSON.parse(text) as { message: unknown };
  expect(typeof body.message).toBe('string');
  for (const value of submitted) expect(text).not.toContain(value);
  expect(text).not.toMatch(/stack|at \w+ \(|\/work\/|node_modules|select |insert into|postgres|pglite/i);
}

describe('POST /api/auth/register', () => {
  test('201 with { user } and a session cookie', async () => {
    const c = client();
    const input = newUser();
    const response = await c.post('/api/auth/register', input);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({
      user: {
        id: expect.any(String),
        firstName: 'Anna',
        lastName: 'Berger',
        username: input.username,
        email: input.email,
      },
    });
    expect(c.cookie).toBeDefined();
    expect((await c.get('/api/auth/me')).status).toBe(200);
  });

  test('409 for a taken e-mail, with a clear message', async () => {
    const input = newUser();
    await client().post('/api/auth/register', input);
    const response = await client().post('/api/auth/register', newUser({ email: input.email }));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: AUTH_MESSAGES.de.emailTaken, code: 'CONFLICT' });
  });

  test('400 with message and issues per field, never echoing the values', async () => {
    const secret = 'kurz';
    const response = await client().post('/api/auth/register', {
      firstName: 'X',
      lastName: 'Yvonne',
      username: 'zz',
      email: 'not-an-email',
      password: secret,
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    const body = JSON.parse(text);
    expect(body.message).toBe('Vorname muss mindestens 2 Zeichen haben');
    expect(body.issues).toEqual([
      { path: 'firstName', message: 'Vorname muss mindestens 2 Zeichen haben' },
      { path: 'username', message: 'Benutzername muss mindestens 3 Zeichen haben' },
      { path: 'email', message: 'Gültige E-Mail-Adresse eingeben' },
      { path: 'password', message: 'Passwort muss mindestens 6 Zeichen haben' },
    ]);
    expectCleanErrorBody(text, [secret, 'not-an-email', 'Yvonne']);
  });

  test('400 for a body that is not an object or misses fields', async () => {
    for (const json of [[], 'text', 42, null, {}]) {
      const response = await client().post('/api/auth/register', json);
      expect(response.status).toBe(400);
      expectCleanErrorBody(await response.text());
    }
  });

  test('missing fields and wrong types get the German message of each field', async () => {
    const register = await client().post('/api/auth/register', { username: 7 });
    expect(register.status).toBe(400);
    expect((await register.json()).issues).toEqual([
      { path: 'firstName', message: 'Vorname muss mindestens 2 Zeichen haben' },
      { path: 'lastName', message: 'Nachname muss mindestens 2 Zeichen haben' },
      { path: 'username', message: 'Benutzername muss mindestens 3 Zeichen haben' },
      { path: 'email', message: 'Gültige E-Mail-Adresse eingeben' },
      { path: 'password', message: 'Passwort muss mindestens 6 Zeichen haben' },
    ]);
    const login = await client().post('/api/auth/login', { email: 5, password: [] });
    expect(await login.json()).toEqual({
      message: 'Gültige E-Mail-Adresse eingeben',
      code: 'BAD_REQUEST',
      issues: [
        { path: 'email', message: 'Gültige E-Mail-Adresse eingeben' },
        { path: 'password', message: 'Passwort muss mindestens 6 Zeichen haben' },
      ],
    });
  });

  test('registration is throttled per address', async () => {
    const limited = createApp(appOptions(t.database, { registerMaxPerWindow: 2 }));
    const c = new TestClient(limited, '192.0.2.200');
    expect((await c.post('/api/auth/register', newUser())).status).toBe(201);
    expect((await c.post('/api/auth/register', newUser())).status).toBe(201);
    const response = await c.post('/api/auth/register', newUser());
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await new TestClient(limited, '192.0.2.201').post('/api/auth/register', newUser())).status).toBe(
      201,
    );
  });
});

describe('POST /api/auth/login', () => {
  test('200 with { user }; the cookie is HttpOnly, SameSite=Lax, Path=/, 30 days, not Secure in development', async () => {
    const input = newUser();
    await client().post('/api/auth/register', input);
    const response = await client().post('/api/auth/login', { email: input.email, password: input.password });
    expect(response.status).toBe(200);
    expect((await response.json()).user.email).toBe(input.email);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^ww_session=[^;]+;/);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).not.toMatch(/; Secure/i);
    const maxAge = Number(/Max-Age=(\d+)/i.exec(cookie)?.[1]);
    expect(maxAge).toBe(30 * 24 * 60 * 60);
  });

  test('the cookie is Secure in production', async () => {
    const production = createApp(appOptions(t.database, { production: true }));
    const response = await new TestClient(production, '192.0.2.77').post('/api/auth/register', newUser());
    expect(response.headers.get('set-cookie')).toMatch(/; Secure/i);
  });

  test('unknown e-mail and wrong password: the same 401 reply', async () => {
    const input = newUser();
    await client().post('/api/auth/register', input);
    const wrong = await client().post('/api/auth/login', { email: input.email, password: 'falsch-123' });
    const unknown = await client().post('/api/auth/login', {
      email: `x${input.email}`,
      password: 'falsch-123',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const [wrongText, unknownText] = [await wrong.text(), await unknown.text()];
    expect(wrongText).toBe(unknownText);
    expect(JSON.parse(wrongText)).toEqual({
      message: AUTH_MESSAGES.de.invalidCredentials,
      code: 'UNAUTHORIZED',
    });
    expectCleanErrorBody(wrongText, ['falsch-123']);
  });

  test('messages follow Accept-Language', async () => {
    const response = await client().post(
      '/api/auth/login',
      { email: newUser().email, password: 'falsch-123' },
      { 'accept-language': 'en-GB,en;q=0.9' },
    );
    expect(response.status).toBe(401);
    expect((await response.json()).message).toBe(AUTH_MESSAGES.en.invalidCredentials);
    const me = await client().get('/api/auth/me', { 'accept-language': 'en' });
    expect((await me.json()).message).toBe('Not signed in');
  });

  test('repeated failures for one e-mail from one address → 429 with Retry-After there, even with the right password', async () => {
    const input = newUser();
    await client().post('/api/auth/register', input);
    const attacker = client();
    for (let i = 0; i < 3; i++) {
      expect(
        (await attacker.post('/api/auth/login', { email: input.email, password: 'falsch-123' })).status,
      ).toBe(401);
    }
    const response = await attacker.post('/api/auth/login', { email: input.email, password: input.password });
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await response.json()).message).toBe(AUTH_MESSAGES.de.tooManyLogins);
  });

  test('repeated failures from one address → 429 for any e-mail from there', async () => {
    const attacker = client();
    for (let i = 0; i < 6; i++) {
      expect(
        (await attacker.post('/api/auth/login', { email: newUser().email, password: 'falsch-123' })).status,
      ).toBe(401);
    }
    expect(
      (await attacker.post('/api/auth/login', { email: newUser().email, password: 'x-123456' })).status,
    ).toBe(429);
    // Another address is not affected.
    const input = newUser();
    await client().post('/api/auth/register', input);
    expect(
      (await client().post('/api/auth/login', { email: input.email, password: input.password })).status,
    ).toBe(200);
  });
});

describe('the sign-in throttle holds (issue 14)', () => {
  test('60 parallel wrong passwords for one account from one address: at most the limit is checked', async () => {
    const app = createApp(appOptions(t.database, { loginMaxFailures: 10 }));
    const input = newUser();
    await new TestClient(app, '192.0.2.140').post('/api/auth/register', input);
    const attacker = new TestClient(app, '192.0.2.141');
    const passwords = [...Array.from({ length: 59 }, (_, i) => `falsch-${i}`), input.password];
    const responses = await Promise.all(
      passwords.map((password) => attacker.post('/api/auth/login', { email: input.email, password })),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(50);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    // The right password, sent after the limit was reached, is not let through.
    expect(statuses.at(-1)).toBe(429);
    for (const response of responses.filter((r) => r.status === 429)) {
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  /**
   * An app whose throttle runs on a clock the test moves: the spacing is measured from the last attempt,
   * and a slow password hash on a busy machine must not let it pass before the test looks.
   */
  function appWithClock(loginMaxFailures: number) {
    const app = createApp(appOptions(t.database, { loginMaxFailures }));
    const clock = { now: Date.now() };
    app.decorator.services.throttle = createAuthThrottle(
      { loginMaxFailures, registerMaxPerWindow: 1000 },
      () => clock.now,
    );
    return { app, clock };
  }

  test('ten wrong passwords from other addresses do not lock the owner out', async () => {
    const { app, clock } = appWithClock(10);
    const input = newUser();
    const owner = new TestClient(app, '192.0.2.150');
    await owner.post('/api/auth/register', input);
    const credentials = { email: input.email, password: input.password };
    expect((await owner.post('/api/auth/login', credentials)).status).toBe(200);
    for (let i = 0; i < 10; i++) {
      const attacker = new TestClient(app, `203.0.113.${100 + i}`);
      expect(
        (await attacker.post('/api/auth/login', { email: input.email, password: 'falsch-123' })).status,
      ).toBe(401);
    }
    // From the address the owner signed in from: at once.
    expect((await owner.post('/api/auth/login', credentials)).status).toBe(200);
    // From a new address: a short delay, said in the message, then in.
    const traveller = new TestClient(app, '192.0.2.151');
    const delayed = await traveller.post('/api/auth/login', credentials, { 'accept-language': 'en' });
    expect(delayed.status).toBe(429);
    expect(delayed.headers.get('retry-after')).toBe('1');
    expect((await delayed.json()).message).toBe(
      'Too many failed sign-in attempts for this e-mail address. Please try again in 1 s.',
    );
    clock.now += 1000;
    expect((await traveller.post('/api/auth/login', credentials)).status).toBe(200);
  });

  test('the delay message in German', async () => {
    const { app } = appWithClock(1);
    const email = newUser().email;
    await new TestClient(app, '203.0.113.120').post('/api/auth/login', { email, password: 'falsch-123' });
    const response = await new TestClient(app, '203.0.113.121').post('/api/auth/login', {
      email,
      password: 'falsch-123',
    });
    expect(response.status).toBe(429);
    expect((await response.json()).message).toBe(
      'Zu viele fehlgeschlagene Anmeldeversuche für diese E-Mail-Adresse. Bitte versuchen Sie es in 1 s erneut.',
    );
  });
});

describe('the password asked again is counted before it is checked (issue 14)', () => {
  /** A signed-in client, and parallel requests with wrong passwords and the right one last. */
  async function parallelGuesses(send: (c: TestClient, password: string) => Promise<Response>) {
    const input = newUser();
    const owner = client();
    await owner.post('/api/auth/register', input);
    const passwords = [...Array.from({ length: 19 }, (_, i) => `falsch-${i}`), input.password];
    const statuses = (await Promise.all(passwords.map((password) => send(owner, password)))).map(
      (r) => r.status,
    );
    return { owner, statuses };
  }

  test('password change: parallel wrong current passwords never exceed the limit', async () => {
    const { owner, statuses } = await parallelGuesses((c, currentPassword) =>
      c.post('/api/auth/password', {
        currentPassword,
        newPassword: 'ganz-neu-123',
        confirmPassword: 'ganz-neu-123',
      }),
    );
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(3);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(16);
    expect(statuses.at(-1)).toBe(429);
    expect((await owner.get('/api/auth/me')).status).toBe(200);
  });

  test('account deletion: parallel wrong passwords never exceed the limit, and the right one comes too late', async () => {
    const { owner, statuses } = await parallelGuesses((c, password) =>
      c.request('DELETE', '/api/account', { json: { password } }),
    );
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(3);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(16);
    expect(statuses.at(-1)).toBe(429);
    expect((await owner.get('/api/auth/me')).status).toBe(200);
  });
});

describe('POST /api/auth/logout and GET /api/auth/me', () => {
  test('me is 401 without a session, with a JSON message', async () => {
    const response = await client().get('/api/auth/me');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Nicht angemeldet', code: 'UNAUTHORIZED' });
  });

  test('logout clears the cookie and kills the session on the server', async () => {
    const c = client();
    await c.post('/api/auth/register', newUser());
    const stolen = c.cookie;
    const response = await c.post('/api/auth/logout');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(response.headers.get('set-cookie')).toMatch(/^ww_session=;.*Max-Age=0/i);
    const replay = new TestClient(t.app);
    replay.cookie = stolen;
    expect((await replay.get('/api/auth/me')).status).toBe(401);
  });

  test('a forged or expired cookie is no session', async () => {
    const c = client();
    c.cookie = 'ww_session=forged0000000000000000000000';
    expect((await c.get('/api/auth/me')).status).toBe(401);
  });
});

describe('the HTTP contract for /api', () => {
  test('cross-origin and origin-less POSTs → 403', async () => {
    const input = newUser();
    const evil = await client().post('/api/auth/register', input, { origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expectCleanErrorBody(await evil.text(), [input.password]);
    const response = await t.app.handle(
      new Request(`${ORIGIN}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: input.email, password: input.password }),
      }),
    );
    expect(response.status).toBe(403);
    // The tRPC endpoint is guarded the same way.
    const trpc = await client().post('/trpc/auth.logout', {}, { origin: 'https://evil.example' });
    expect(trpc.status).toBe(403);
  });

  test('malformed JSON → 400, non-JSON → 415, body over 1 MB → 413', async () => {
    const empty = await client().request('POST', '/api/auth/login', {
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.status).toBe(400);
    const bad = await t.app.handle(
      new Request(`${ORIGIN}/api/auth/login`, {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        body: '{"email": "a@b.de", "password": ',
      }),
    );
    expect(bad.status).toBe(400);
    expectCleanErrorBody(await bad.text());

    const text = await t.app.handle(
      new Request(`${ORIGIN}/api/auth/login`, {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'text/plain' },
        body: 'email=a@b.de',
      }),
    );
    expect(text.status).toBe(415);

    const big = await client().post('/api/auth/register', {
      ...newUser(),
      bio: 'x'.repeat(1024 * 1024 + 10),
    });
    expect(big.status).toBe(413);
    expectCleanErrorBody(await big.text());
  });

  test('an unknown /api path → 404 JSON', async () => {
    const response = await client().get('/api/does-not-exist');
    expect(response.status).toBe(404);
    expect((await response.json()).message).toBeString();
    expect((await client().post('/api/does-not-exist', {})).status).toBe(404);
  });

  test('an internal error answers 500 with a generic message only', async () => {
    const broken = appWithFailingDatabase(t.database);
    const response = await new TestClient(broken).post('/api/auth/login', {
      email: 'a@b.de',
      password: 'geheim-1',
    });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      message: GENERIC_ERROR_MESSAGE,
      code: 'INTERNAL_SERVER_ERROR',
      errorId: expect.stringMatching(/^[0-9a-f]{12}$/),
    });
    expectCleanErrorBody(text, ['geheim-1', 'relation']);
  });
});
