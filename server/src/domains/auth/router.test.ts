import { describe, expect, test } from 'bun:test';
import { TRPCError } from '@trpc/server';
import type { ZodError } from 'zod';
import { appOptions, callerFor, newUser, sessionCookieFrom, testApp } from '../../../test/harness';
import { createApp } from '../../app';
import { zodIssues } from '../../errors';
import { AUTH_MESSAGES } from './service';

const t = testApp();

async function expectTrpcError(promise: Promise<unknown>, code: TRPCError['code'], message?: string) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  expect((error as TRPCError).code).toBe(code);
  if (message) expect((error as TRPCError).message).toBe(message);
  return error as TRPCError;
}

describe('auth router (createCaller)', () => {
  test('register returns the user without secrets, lowercases the e-mail and starts a session', async () => {
    const input = newUser({ email: 'Mixed.Case@Example.ORG ' });
    const { caller, resHeaders } = await callerFor(t.app);
    const { user } = await caller.auth.register(input);
    expect(user).toEqual({
      id: expect.any(String),
      firstName: 'Anna',
      lastName: 'Berger',
      username: input.username,
      email: 'mixed.case@example.org',
      emailVerified: false,
      role: 'investor',
    });
    expect(JSON.stringify(user)).not.toContain(input.password);
    const cookie = sessionCookieFrom(resHeaders);
    expect(cookie).toMatch(/^ww_session=[\w-]+/);

    const me = await (await callerFor(t.app, cookie)).caller.auth.me();
    expect(me.user.id).toBe(user.id);
  });

  test('a taken e-mail (any case) or username is a conflict', async () => {
    const input = newUser();
    await (await callerFor(t.app)).caller.auth.register(input);
    const { caller } = await callerFor(t.app);
    await expectTrpcError(
      caller.auth.register(newUser({ email: input.email.toUpperCase() })),
      'CONFLICT',
      AUTH_MESSAGES.de.emailTaken,
    );
    await expectTrpcError(
      caller.auth.register(newUser({ username: input.username.toUpperCase() })),
      'CONFLICT',
      AUTH_MESSAGES.de.usernameTaken,
    );
  });

  test('two registrations racing for one e-mail: one wins, the other gets a conflict', async () => {
    const email = newUser().email;
    const results = await Promise.allSettled(
      [newUser({ email }), newUser({ email })].map(async (input) =>
        (await callerFor(t.app)).caller.auth.register(input),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((rejected.reason as TRPCError).code).toBe('CONFLICT');
  });

  test('invalid registration input is rejected with the spec messages', async () => {
    const { caller } = await callerFor(t.app);
    const error = await expectTrpcError(
      caller.auth.register({
        firstName: 'A',
        lastName: 'B',
        username: 'ab',
        email: 'no-mail',
        password: '123',
      }),
      'BAD_REQUEST',
    );
    // The schema's messages are ids (decision 0061); the reply renders them, German by default.
    const messages = zodIssues(error.cause as ZodError).map((issue) => issue.message);
    for (const text of [
      'Vorname muss mindestens 2 Zeichen haben',
      'Nachname muss mindestens 2 Zeichen haben',
      'Benutzername muss mindestens 3 Zeichen haben',
      'Gültige E-Mail-Adresse eingeben',
      'Passwort muss mindestens 6 Zeichen haben',
    ]) {
      expect(messages).toContain(text);
    }
  });

  test('unknown e-mail and wrong password get the same error', async () => {
    const input = newUser();
    await (await callerFor(t.app)).caller.auth.register(input);
    const { caller } = await callerFor(t.app);
    const wrongPassword = await expectTrpcError(
      caller.auth.login({ email: input.email, password: 'falsch123' }),
      'UNAUTHORIZED',
    );
    const unknownEmail = await expectTrpcError(
      caller.auth.login({ email: `nobody.${input.email}`, password: input.password }),
      'UNAUTHORIZED',
    );
    expect(wrongPassword.message).toBe(AUTH_MESSAGES.de.invalidCredentials);
    expect(unknownEmail.message).toBe(wrongPassword.message);
  });

  test('login starts a new session each time and ends the one it replaces', async () => {
    const input = newUser();
    const first = await callerFor(t.app);
    await first.caller.auth.register(input);
    const firstCookie = sessionCookieFrom(first.resHeaders);

    const second = await callerFor(t.app, firstCookie);
    await second.caller.auth.login({ email: input.email, password: input.password });
    const secondCookie = sessionCookieFrom(second.resHeaders);
    expect(secondCookie).toBeDefined();
    expect(secondCookie).not.toBe(firstCookie);

    await expectTrpcError((await callerFor(t.app, firstCookie)).caller.auth.me(), 'UNAUTHORIZED');
    expect((await (await callerFor(t.app, secondCookie)).caller.auth.me()).user.email).toBe(input.email);
  });

  test('logout ends the session on the server', async () => {
    const registration = await callerFor(t.app);
    await registration.caller.auth.register(newUser());
    const cookie = sessionCookieFrom(registration.resHeaders);

    const logout = await callerFor(t.app, cookie);
    expect(await logout.caller.auth.logout()).toEqual({ success: true });
    expect(logout.resHeaders.get('set-cookie')).toMatch(/^ww_session=;/);
    await expectTrpcError((await callerFor(t.app, cookie)).caller.auth.me(), 'UNAUTHORIZED');
  });

  test('me without a session is unauthorized', async () => {
    await expectTrpcError((await callerFor(t.app)).caller.auth.me(), 'UNAUTHORIZED');
  });
});

describe('sign-in throttle (createCaller)', () => {
  test('parallel calls for one account from one address: at most the limit reaches the password check', async () => {
    const app = createApp(appOptions(t.database, { loginMaxFailures: 4 }));
    const input = newUser();
    await (await callerFor(app)).caller.auth.register(input);
    const { caller } = await callerFor(app, undefined, '192.0.2.60');
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        caller.auth.login({ email: input.email, password: `falsch-${i}` }),
      ),
    );
    const codes = results.map((r) => (r.status === 'rejected' ? (r.reason as TRPCError).code : 'OK'));
    expect(codes.filter((c) => c === 'UNAUTHORIZED')).toHaveLength(4);
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS')).toHaveLength(26);
  });

  test('a check the database could not answer is not counted as a failure', async () => {
    let databaseAway = true;
    const flaky = new Proxy(t.database.db, {
      get: (target, property, receiver) =>
        databaseAway && property === 'select'
          ? () => {
              throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
            }
          : Reflect.get(target, property, receiver),
    });
    const app = createApp(appOptions({ ...t.database, db: flaky }, { loginMaxFailures: 2 }));
    const input = newUser();
    databaseAway = false;
    await (await callerFor(app)).caller.auth.register(input);
    databaseAway = true;
    const { caller } = await callerFor(app, undefined, '192.0.2.61');
    for (let i = 0; i < 3; i++) {
      await expectTrpcError(caller.auth.login(input), 'SERVICE_UNAVAILABLE');
    }
    databaseAway = false;
    expect(await caller.auth.login(input)).toMatchObject({ user: { email: input.email } });
  });
});
