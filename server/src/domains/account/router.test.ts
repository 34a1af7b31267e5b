/** The account procedures through createCaller: profile, e-mail change, settings, signed out. */
import { describe, expect, test } from 'bun:test';
import { TRPCError } from '@trpc/server';
import { ACCOUNT_FIELD_MESSAGES, DEFAULT_SETTINGS, type Settings } from '@wurzelwerk/shared';
import { TEST_BIRTH } from '../../../test/acknowledge';
import {
  knowsSignInAddress,
  nextAddress,
  signedInCaller,
  signedUpCaller,
  trpcError,
} from '../../../test/domains';
import { OTHER_SETTINGS } from '../../../test/fixtures/account';
import { appOptions, callerFor, testApp } from '../../../test/harness';
import { onlyMail, tokenOf } from '../../../test/mail';
import { createApp } from '../../app';
import { publicErrorBody } from '../../errors';
import { AUTH_MESSAGES } from '../auth/service';
import { ACCOUNT_MESSAGES } from './service';

const t = testApp({ seed: true });

/** The issues a refusal carries to the client, as the error formatter words them. */
function issuesOf(error: unknown) {
  if (!(error instanceof TRPCError)) throw new Error(`expected a TRPCError, got ${String(error)}`);
  return publicErrorBody(error).issues;
}

describe('profile', () => {
  test('date and place of birth: saved, cleared, an impossible date refused with its message', async () => {
    const { caller } = await signedUpCaller(t.app);
    const saved = await caller.account.updateProfile({ birthDate: '1990-02-28', birthPlace: '  Köln ' });
    expect(saved).toMatchObject({ birthDate: '1990-02-28', birthPlace: 'Köln' });
    for (const birthDate of ['1990-02-30', '3000-01-01', '1899-12-31', '28.02.1990'])
      expect(issuesOf(await caller.account.updateProfile({ birthDate }).catch((e) => e))).toEqual([
        { path: 'birthDate', message: 'Bitte geben Sie ein gültiges Geburtsdatum an.' },
      ]);
    expect(await caller.account.updateProfile({ birthDate: '', birthPlace: '' })).toMatchObject({
      birthDate: null,
      birthPlace: null,
    });
  });

  test('shows the own profile; an update persists, clears optional fields and shows at once in auth.me', async () => {
    const { caller, cookie, user, credentials, ip } = await signedUpCaller(t.app);
    const profile = await caller.account.profile();
    expect(profile).toEqual({
      ...user,
      // Test users are ready to invest (test/acknowledge.ts).
      emailVerified: true,
      ...TEST_BIRTH,
      bio: null,
      location: null,
      company: null,
      website: null,
      createdAt: expect.any(Date),
      pendingEmail: null,
      pendingEmailUntil: null,
    });

    const updated = await caller.account.updateProfile({
      firstName: 'Berta',
      lastName: 'Gärtner',
      email: credentials.email,
      bio: 'Ich pflanze Bäume.',
      location: 'Freiburg',
      company: '',
      website: 'https://example.org',
    });
    expect(updated).toMatchObject({
      firstName: 'Berta',
      lastName: 'Gärtner',
      bio: 'Ich pflanze Bäume.',
      location: 'Freiburg',
      company: null,
      website: 'https://example.org',
    });
    // Another request with the same cookie: the cached session must not show the old name.
    const again = (await callerFor(t.app, cookie, ip)).caller;
    expect(await again.account.profile()).toEqual(updated);
    expect((await again.auth.me()).user.firstName).toBe('Berta');

    // Fields left out stay; null clears.
    const partial = await again.account.updateProfile({ location: null });
    expect(partial).toMatchObject({ firstName: 'Berta', bio: 'Ich pflanze Bäume.', location: null });
  });

  test('the e-mail is unique ignoring case; the own one in another case is fine; the website must be an address', async () => {
    const first = await signedUpCaller(t.app);
    const second = await signedUpCaller(t.app);
    const taken = await trpcError(
      second.caller.account.updateProfile({
        email: first.credentials.email.toUpperCase(),
        currentPassword: second.credentials.password,
      }),
    );
    expect(taken.code).toBe('CONFLICT');
    expect(taken.message).toBe(AUTH_MESSAGES.de.emailTaken);
    expect((await second.caller.account.profile()).email).toBe(second.credentials.email);

    const own = await second.caller.account.updateProfile({ email: second.credentials.email.toUpperCase() });
    expect(own.email).toBe(second.credentials.email);

    const website = await trpcError(second.caller.account.updateProfile({ website: 'not a url' }));
    expect(website.code).toBe('BAD_REQUEST');
    expect(website.message).toContain(ACCOUNT_FIELD_MESSAGES.websiteInvalid);
  });
});

describe('e-mail change', () => {
  test('needs the current password: missing or wrong is refused at that field and changes nothing', async () => {
    const { caller, cookie, credentials, user, ip } = await signedUpCaller(t.app);
    const other = await signedUpCaller(t.app);
    const address = `neu.${user.username}@example.org`;

    const missing = await trpcError(caller.account.updateProfile({ email: address, firstName: 'Berta' }));
    expect(missing.code).toBe('BAD_REQUEST');
    expect(missing.message).toBe(ACCOUNT_MESSAGES.de.currentPasswordForEmail);
    expect(
      await caller.account.updateProfile({ email: address, currentPassword: '' }).catch(issuesOf),
    ).toEqual([{ path: 'currentPassword', message: ACCOUNT_MESSAGES.de.currentPasswordForEmail }]);
    // Without the password a session cannot even learn whether another account has an address.
    const probe = await trpcError(caller.account.updateProfile({ email: other.credentials.email }));
    expect(probe.code).toBe('BAD_REQUEST');

    const wrong = caller.account.updateProfile({ email: address, currentPassword: 'falsch-falsch' });
    expect(await wrong.catch(issuesOf)).toEqual([
      { path: 'currentPassword', message: AUTH_MESSAGES.de.wrongCurrentPassword },
    ]);
    // Nothing of a refused update is kept, the other fields neither.
    expect(await caller.account.profile()).toMatchObject({ email: credentials.email, firstName: 'Anna' });
    expect((await (await callerFor(t.app, cookie, ip)).caller.auth.me()).user.email).toBe(credentials.email);
  });

  test('with the right password: a link to the new address, a notice to the old; the change takes effect on confirmation', async () => {
    const { caller, cookie, credentials, user, ip } = await signedUpCaller(t.app);
    const address = `Neu.${user.username}@Example.org`;
    const updated = await caller.account.updateProfile({
      email: address,
      currentPassword: credentials.password,
      location: 'Kiel',
    });
    // The other fields are saved; the address waits for its confirmation.
    expect(updated).toMatchObject({
      email: credentials.email,
      pendingEmail: address.toLowerCase(),
      location: 'Kiel',
    });
    expect(JSON.stringify(updated)).not.toContain(credentials.password);
    expect((await (await callerFor(t.app, cookie, ip)).caller.auth.me()).user.email).toBe(credentials.email);

    const notice = await onlyMail(t.app, credentials.email, 'Ihre E-Mail-Adresse soll geändert werden');
    expect(notice.text).toContain(address.toLowerCase());
    // The notice's only link cancels the change (issue 31); the confirmation goes to the new address alone.
    expect(notice.text).toContain('/email-change/cancel?token=');
    expect(notice.text).not.toContain('/verify-email');
    const confirmation = await onlyMail(t.app, address, 'Bitte bestätigen Sie Ihre neue E-Mail-Adresse');
    expect(tokenOf(confirmation)).not.toBe(tokenOf(notice));
    const anonymous = (await callerFor(t.app, undefined, nextAddress('203.0.113'))).caller;
    expect(await anonymous.auth.verifyEmail({ token: tokenOf(confirmation) })).toEqual({ success: true });

    // At once, though this client's session was cached with the old address; confirmed by the link.
    const me = (await (await callerFor(t.app, cookie, ip)).caller.auth.me()).user;
    expect(me).toMatchObject({ email: address.toLowerCase(), emailVerified: true });
    expect(await caller.account.profile()).toMatchObject({
      email: address.toLowerCase(),
      pendingEmail: null,
    });
    await signedInCaller(t.app, { email: address, password: credentials.password });
    const old = await trpcError(
      anonymous.auth.login({ email: credentials.email, password: credentials.password }),
    );
    expect(old.code).toBe('UNAUTHORIZED');
    // The link works once.
    expect((await trpcError(anonymous.auth.verifyEmail({ token: tokenOf(confirmation) }))).code).toBe(
      'BAD_REQUEST',
    );
    // The old address's known sign-in addresses are forgotten (the password was confirmed from `ip`).
    expect(await knowsSignInAddress(t.app, credentials.email, ip)).toBe(false);
  });

  test('other fields and the same address in another case need no password', async () => {
    const { caller, credentials } = await signedUpCaller(t.app);
    const updated = await caller.account.updateProfile({
      firstName: 'Clara',
      email: ` ${credentials.email.toUpperCase()} `,
      bio: 'Ohne Passwort',
    });
    expect(updated).toMatchObject({ firstName: 'Clara', email: credentials.email, bio: 'Ohne Passwort' });
  });

  test('wrong passwords count against the sign-in limit', async () => {
    const strict = createApp(appOptions(t.database, { loginMaxFailures: 2 }));
    const { caller, credentials } = await signedUpCaller(strict);
    const attempt = (currentPassword: string) =>
      caller.account.updateProfile({ email: `x.${credentials.email}`, currentPassword });
    expect((await trpcError(attempt('falsch-1'))).code).toBe('BAD_REQUEST');
    expect((await trpcError(attempt('falsch-2'))).code).toBe('BAD_REQUEST');
    const blocked = await trpcError(attempt(credentials.password));
    expect(blocked.code).toBe('TOO_MANY_REQUESTS');
    expect(blocked.message).toBe(AUTH_MESSAGES.de.tooManyPasswordAttempts);
  });
});

describe('settings', () => {
  test('defaults until saved, then the saved document; each user has their own', async () => {
    const { caller, cookie, ip } = await signedUpCaller(t.app);
    expect(await caller.account.settings()).toEqual({ ...DEFAULT_SETTINGS, savedAt: null });
    const first = await caller.account.updateSettings(OTHER_SETTINGS);
    expect(first).toEqual({ ...OTHER_SETTINGS, savedAt: expect.any(Date) });
    expect(await (await callerFor(t.app, cookie, ip)).caller.account.settings()).toEqual(first);

    const saved = { ...OTHER_SETTINGS, theme: 'light' as const };
    await caller.account.updateSettings(saved);
    const again = await caller.account.settings();
    expect(again).toEqual({ ...saved, savedAt: expect.any(Date) });
    expect(again.savedAt?.getTime()).toBeGreaterThanOrEqual(first.savedAt?.getTime() ?? Infinity);

    const other = await signedUpCaller(t.app);
    expect(await other.caller.account.settings()).toEqual({ ...DEFAULT_SETTINGS, savedAt: null });

    const invalid = await trpcError(
      caller.account.updateSettings({ ...saved, timezone: 'Asia/Tokyo' as Settings['timezone'] }),
    );
    expect(invalid.code).toBe('BAD_REQUEST');
  });
});

test('signed-out callers get UNAUTHORIZED from every account procedure', async () => {
  const { caller } = await callerFor(t.app);
  const calls: Promise<unknown>[] = [
    caller.account.profile(),
    caller.account.achievements(),
    caller.account.updateProfile({ bio: 'x' }),
    caller.account.settings(),
    caller.account.updateSettings(DEFAULT_SETTINGS),
    caller.account.export(),
    caller.account.delete({ password: 'sicher123' }),
    caller.auth.changePassword({
      currentPassword: 'sicher123',
      newPassword: 'abcdef',
      confirmPassword: 'abcdef',
    }),
  ];
  for (const call of calls) expect((await trpcError(call)).code).toBe('UNAUTHORIZED');
});
