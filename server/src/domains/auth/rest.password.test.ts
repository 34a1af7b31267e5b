/** Contract tests of POST /api/auth/password: messages without echo, a new session, the others ended. */
import { describe, expect, test } from 'bun:test';
import { changePassword, expectError, signedInAccount } from '../../../test/domains';
import { newUser, TestClient, testApp } from '../../../test/harness';
import { onlyMail, tokenOf } from '../../../test/mail';

const t = testApp({ seed: true });

/** A password change's body; the confirmation repeats the new password unless given. */
const passwords = (currentPassword: string, newPassword: string, confirmPassword = newPassword) => ({
  currentPassword,
  newPassword,
  confirmPassword,
});

describe('POST /api/auth/password', () => {
  test('mismatch, short and wrong current password are 400 with clear messages and no echo', async () => {
    const { client, credentials } = await signedInAccount(t.app);
    const mismatch = await expectError(
      await changePassword(client, passwords(credentials.password, 'geheim-neu-1', 'geheim-neu-2')),
      400,
      [credentials.password, 'geheim-neu'],
    );
    expect(mismatch.message).toBe('Passwörter stimmen nicht überein');
    expect(mismatch.issues).toEqual([
      { path: 'confirmPassword', message: 'Passwörter stimmen nicht überein' },
    ]);

    const short = await expectError(
      await changePassword(client, passwords(credentials.password, 'abc')),
      400,
    );
    expect(short.message).toBe('Passwort muss mindestens 6 Zeichen lang sein');

    const wrong = await expectError(
      await changePassword(client, passwords('falsch-geheim', 'geheim-neu-1')),
      400,
      ['falsch-geheim', 'geheim-neu-1'],
    );
    expect(wrong.message).toBe('Das aktuelle Passwort ist falsch.');
    // Still signed in: a wrong password is not a lost session.
    expect((await client.get('/api/auth/me')).status).toBe(200);
    await expectError(await changePassword(client, { currentPassword: credentials.password }), 400);
  });

  test('changes the password, gives this client a new session and ends every other one', async () => {
    const { client, credentials } = await signedInAccount(t.app);
    const laptop = new TestClient(t.app, '192.0.2.50');
    expect((await laptop.post('/api/auth/login', credentials)).status).toBe(200);
    expect((await laptop.get('/api/auth/me')).status).toBe(200);
    const before = client.cookie;
    expect((await client.get('/api/auth/me')).status).toBe(200);

    const response = await changePassword(client, passwords(credentials.password, 'ganz-neu-123'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^ww_session=[^;]+;.*HttpOnly/i);
    expect(client.cookie).toBeDefined();
    expect(client.cookie).not.toBe(before);

    // The old cookie was cached by this app a moment ago; it still ends at once.
    const stolen = new TestClient(t.app, '192.0.2.52');
    stolen.cookie = before;
    expect((await stolen.get('/api/auth/me')).status).toBe(401);
    expect((await client.get('/api/auth/me')).status).toBe(200);
    expect((await laptop.get('/api/auth/me')).status).toBe(401);
    const again = new TestClient(t.app, '192.0.2.51');
    expect((await again.post('/api/auth/login', credentials)).status).toBe(401);
    expect((await again.post('/api/auth/login', { ...credentials, password: 'ganz-neu-123' })).status).toBe(
      200,
    );
  });
});

describe('the most common breached passwords are refused (issue 31)', () => {
  const TOO_COMMON_DE =
    'Dieses Passwort ist zu verbreitet und steht in Listen geleakter Passwörter. Bitte wählen Sie ein anderes.';

  test('registration, change and reset: 400 at the field, in the reader’s language, nothing stored', async () => {
    const registering = new TestClient(t.app, '198.51.100.201');
    const input = newUser({ password: 'Password1' });
    const refused = await expectError(await registering.post('/api/auth/register', input), 400, [
      'Password1',
    ]);
    expect(refused.message).toBe(TOO_COMMON_DE);
    expect(refused.issues).toEqual([{ path: 'password', message: TOO_COMMON_DE }]);
    expect((await registering.post('/api/auth/login', { ...input })).status).toBe(401);
    const english = await expectError(
      await registering.request('POST', '/api/auth/register', {
        json: newUser({ password: 'iloveyou' }),
        headers: { 'accept-language': 'en' },
      }),
      400,
    );
    expect(english.message).toBe(
      'This password is too common and appears in lists of leaked passwords. Please choose another one.',
    );

    const { client, credentials } = await signedInAccount(t.app);
    const change = await expectError(
      await changePassword(client, passwords(credentials.password, 'qwerty123')),
      400,
      ['qwerty123'],
    );
    expect(change.issues).toEqual([{ path: 'newPassword', message: TOO_COMMON_DE }]);
    // The password stays the old one; the spec's minimum and its message stay as they are.
    expect((await new TestClient(t.app, '198.51.100.202').post('/api/auth/login', credentials)).status).toBe(
      200,
    );
    const short = await expectError(
      await changePassword(client, passwords(credentials.password, 'abc')),
      400,
    );
    expect(short.message).toBe('Passwort muss mindestens 6 Zeichen lang sein');
  });

  test('the reset link: a common password is refused and the link still works for a good one', async () => {
    const { credentials } = await signedInAccount(t.app);
    const anonymous = new TestClient(t.app, '198.51.100.203');
    await anonymous.post('/api/auth/password-reset', { email: credentials.email });
    const token = tokenOf(await onlyMail(t.app, credentials.email, 'Passwort zurücksetzen'));
    const refused = await expectError(
      await anonymous.post('/api/auth/password-reset/confirm', { token, newPassword: 'sunshine' }),
      400,
    );
    expect(refused.issues).toEqual([{ path: 'newPassword', message: TOO_COMMON_DE }]);
    const done = await anonymous.post('/api/auth/password-reset/confirm', {
      token,
      newPassword: 'ganz-neu-2026',
    });
    expect(done.status).toBe(200);
  });
});
