/** The sign-in throttle over /api (issue 14): parallel guesses, other addresses, passwords asked again. */
import { describe, expect, test } from 'bun:test';
import { nextAddress } from '../../../test/domains';
import { appOptions, newUser, TestClient, testApp } from '../../../test/harness';
import { onlyMail, tokenOf } from '../../../test/mail';
import { createApp } from '../../app';
import { createAuthThrottle } from '../../auth/throttle';

const t = testApp({ loginMaxFailures: 3, loginMaxFailuresPerAddress: 6, registerMaxPerWindow: 50 });

/** Each client comes from its own address so throttles do not leak between tests. */
const client = () => new TestClient(t.app, nextAddress());

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
  /**
   * A signed-in client sends 19 wrong passwords in parallel, then the right one. Which of the parallel
   * requests reach the throttle first is up to the server, so the right one comes after them: once the
   * budget is spent it must be refused too.
   */
  async function parallelGuesses(send: (c: TestClient, password: string) => Promise<Response>) {
    const input = newUser();
    const owner = client();
    await owner.post('/api/auth/register', input);
    const wrong = await Promise.all(Array.from({ length: 19 }, (_, i) => send(owner, `falsch-${i}`)));
    const right = await send(owner, input.password);
    return { owner, statuses: [...wrong, right].map((r) => r.status) };
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

describe('wrong link tokens are counted like wrong passwords (issue 31)', () => {
  const doors = [
    ['/api/auth/password-reset/confirm', { newPassword: 'geraten-123' }],
    ['/api/auth/verify-email', {}],
    ['/api/auth/email-change/cancel', {}],
    ['/api/auth/2fa/unlock', {}],
  ] as const;

  test('guessing tokens at any of the link doors from one address meets 429; other addresses go on', async () => {
    const guesser = client();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const [path, body] = doors[i % doors.length] ?? doors[0];
      statuses.push((await guesser.post(path, { ...body, token: `geraten-${i}` })).status);
    }
    // The address's budget (6 failures in 15 minutes, shared with passwords and codes), then 429.
    expect(statuses.slice(0, 6)).toEqual([400, 400, 400, 400, 400, 400]);
    expect(statuses.slice(6)).toEqual([429, 429]);
    const refused = await guesser.post('/api/auth/verify-email', { token: 'noch-einer' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).message).toBe(
      'Zu viele ungültige Links von Ihrer Adresse. Bitte versuchen Sie es später erneut.',
    );
    // A wrong password from that address is refused too: one budget for every kind of guess.
    const input = newUser();
    await client().post('/api/auth/register', input);
    expect((await guesser.post('/api/auth/login', { ...input, password: 'falsch-1' })).status).toBe(429);
    expect((await client().post('/api/auth/verify-email', { token: 'geraten' })).status).toBe(400);
  });

  test('a right token gives its reservation back: confirming links never uses up the budget', async () => {
    const owner = client();
    const input = newUser();
    await owner.post('/api/auth/register', input);
    const token = tokenOf(await onlyMail(t.app, input.email, 'Bitte bestätigen Sie Ihre E-Mail-Adresse'));
    const visitor = client();
    for (let i = 0; i < 5; i++) await visitor.post('/api/auth/verify-email', { token: `falsch-${i}` });
    expect((await visitor.post('/api/auth/verify-email', { token })).status).toBe(200);
    // Still one failure left for this address: the right token did not count.
    expect((await visitor.post('/api/auth/verify-email', { token: 'falsch-6' })).status).toBe(400);
    expect((await visitor.post('/api/auth/verify-email', { token: 'falsch-7' })).status).toBe(429);
  });
});
