/** Contract tests of the auth /api operations: register, login, logout, me; cookies and messages. */
import { describe, expect, test } from 'bun:test';
import { expectCleanErrorBody, nextAddress } from '../../../test/domains';
import { appOptions, newUser, TestClient, testApp } from '../../../test/harness';
import { createApp } from '../../app';
import { AUTH_MESSAGES } from './service';

const t = testApp({ loginMaxFailures: 3, loginMaxFailuresPerAddress: 6, registerMaxPerWindow: 50 });

/** Each client comes from its own address so throttles do not leak between tests. */
const client = () => new TestClient(t.app, nextAddress());

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
        emailVerified: false,
        role: 'investor',
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
