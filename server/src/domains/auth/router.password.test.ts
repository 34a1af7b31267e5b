/** The password change through createCaller: refused, throttled, or every session ended and a new one given. */
import { describe, expect, test } from 'bun:test';
import { nextAddress, signedInCaller, signedUpCaller, trpcError } from '../../../test/domains';
import { appOptions, callerFor, sessionCookieFrom, testApp } from '../../../test/harness';
import { createApp } from '../../app';
import { publicErrorBody } from '../../errors';
import { AUTH_MESSAGES } from './service';

const t = testApp({ seed: true });

describe('password change', () => {
  test('a wrong current password is refused and changes nothing', async () => {
    const { caller, credentials } = await signedUpCaller(t.app);
    const wrong = await trpcError(
      caller.auth.changePassword({
        currentPassword: 'falsch123',
        newPassword: 'neues-passwort',
        confirmPassword: 'neues-passwort',
      }),
    );
    expect(wrong.code).toBe('BAD_REQUEST');
    expect(wrong.message).toBe(AUTH_MESSAGES.de.wrongCurrentPassword);
    await signedInCaller(t.app, credentials);
  });

  test('the old password then fails, the new one works; every session ends and this client gets a new one', async () => {
    const { cookie, credentials, ip } = await signedUpCaller(t.app);
    const other = await signedInCaller(t.app, credentials);
    expect((await other.caller.auth.me()).user.email).toBe(credentials.email);

    const changing = await callerFor(t.app, cookie, ip);
    expect(
      await changing.caller.auth.changePassword({
        currentPassword: credentials.password,
        newPassword: 'neues-passwort',
        confirmPassword: 'neues-passwort',
      }),
    ).toEqual({ success: true });
    const renewed = sessionCookieFrom(changing.resHeaders);
    expect(renewed).toStartWith('ww_session=');
    expect(renewed).not.toBe(cookie);

    // Both cached sessions end at once, not after the cache's 30 seconds.
    for (const ended of [other.cookie, cookie]) {
      expect((await trpcError((await callerFor(t.app, ended)).caller.auth.me())).code).toBe('UNAUTHORIZED');
    }
    expect((await (await callerFor(t.app, renewed, ip)).caller.auth.me()).user.email).toBe(credentials.email);

    const old = await trpcError(
      (await callerFor(t.app, undefined, nextAddress('203.0.113'))).caller.auth.login({
        email: credentials.email,
        password: credentials.password,
      }),
    );
    expect(old.code).toBe('UNAUTHORIZED');
    await signedInCaller(t.app, { email: credentials.email, password: 'neues-passwort' });
  });

  test('mismatch and short passwords get the spec messages', async () => {
    const { caller } = await signedUpCaller(t.app);
    const mismatch = await trpcError(
      caller.auth.changePassword({ currentPassword: 'x', newPassword: 'abcdef', confirmPassword: 'abcdeg' }),
    );
    expect(mismatch.code).toBe('BAD_REQUEST');
    // The schema's messages are ids (decision 0061); the reply renders them, German by default.
    expect(publicErrorBody(mismatch).message).toBe('Passwörter stimmen nicht überein');
    const short = await trpcError(
      caller.auth.changePassword({ currentPassword: 'x', newPassword: 'abc', confirmPassword: 'abc' }),
    );
    expect(publicErrorBody(short).message).toBe('Passwort muss mindestens 6 Zeichen lang sein');
  });

  test('wrong passwords are throttled like sign-in', async () => {
    const strict = createApp(appOptions(t.database, { loginMaxFailures: 2 }));
    const { caller, credentials } = await signedUpCaller(strict);
    const attempt = () => caller.account.delete({ password: 'falsch123' });
    expect((await trpcError(attempt())).code).toBe('BAD_REQUEST');
    expect((await trpcError(attempt())).code).toBe('BAD_REQUEST');
    const blocked = await trpcError(
      caller.auth.changePassword({
        currentPassword: credentials.password,
        newPassword: 'neues-passwort',
        confirmPassword: 'neues-passwort',
      }),
    );
    expect(blocked.code).toBe('TOO_MANY_REQUESTS');
    expect(blocked.message).toBe(AUTH_MESSAGES.de.tooManyPasswordAttempts);
  });
});
