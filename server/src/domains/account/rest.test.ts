/** Contract tests of the account's /api operations: the profile, a new e-mail address, signed out. */
import { describe, expect, test } from 'bun:test';
import { DEFAULT_SETTINGS } from '@wurzelwerk/shared';
import { expectError, patch, signedInAccount } from '../../../test/domains';
import { newUser, ORIGIN, TestClient, testApp } from '../../../test/harness';
import { mailsTo, onlyMail, tokenOf } from '../../../test/mail';

const t = testApp({ seed: true });

describe('/api/profile', () => {
  test('GET shows the profile without secrets; PATCH saves and /api/auth/me shows it at once', async () => {
    const { client, credentials, userId } = await signedInAccount(t.app);
    const response = await client.get('/api/profile');
    expect(response.status).toBe(200);
    const profile = await response.json();
    expect(Object.keys(profile).sort()).toEqual(
      [
        'bio',
        'birthDate',
        'birthPlace',
        'company',
        'createdAt',
        'email',
        'emailVerified',
        'firstName',
        'id',
        'lastName',
        'location',
        'pendingEmail',
        'pendingEmailUntil',
        'role',
        'username',
        'website',
      ].sort(),
    );
    expect(profile).toMatchObject({ id: userId, email: credentials.email, bio: null, website: null });
    expect(new Date(profile.createdAt).toISOString()).toBe(profile.createdAt);

    const saved = await patch(client, '/api/profile', {
      firstName: 'Clara',
      lastName: 'Wald',
      email: credentials.email,
      bio: 'Bienen und Bäume',
      location: 'Kassel',
      company: 'Gartenbau GmbH',
      website: 'http://clara.example.org',
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ firstName: 'Clara', company: 'Gartenbau GmbH' });
    expect(await (await client.get('/api/profile')).json()).toMatchObject({
      firstName: 'Clara',
      lastName: 'Wald',
      bio: 'Bienen und Bäume',
      location: 'Kassel',
      website: 'http://clara.example.org',
    });
    expect((await (await client.get('/api/auth/me')).json()).user.firstName).toBe('Clara');
  });

  test('a taken e-mail is 409; bad fields and bodies are 400 with issues, never echoed, never 500', async () => {
    const first = await signedInAccount(t.app);
    const { client, credentials } = await signedInAccount(t.app);
    const taken = await expectError(
      await patch(client, '/api/profile', {
        email: first.credentials.email.toUpperCase(),
        currentPassword: credentials.password,
      }),
      409,
    );
    expect(taken.message).toBe('Diese E-Mail-Adresse ist bereits registriert.');
    // Nothing goes to either address but the registration's confirmation.
    expect(await mailsTo(t.app, credentials.email)).toHaveLength(1);
    expect(await mailsTo(t.app, first.credentials.email)).toHaveLength(1);

    const invalid = await expectError(
      await patch(client, '/api/profile', {
        website: 'ftp://geheim.example',
        email: 'nope-secret',
        bio: 'x'.repeat(501),
      }),
      400,
      ['ftp://geheim', 'nope-secret'],
    );
    expect(invalid.issues?.map((issue) => issue.path).sort()).toEqual(['bio', 'email', 'website']);

    for (const body of [[], 'text', null, 42, { firstName: 7 }]) {
      await expectError(await patch(client, '/api/profile', body), 400);
    }
    const malformed = await client.request('PATCH', '/api/profile', {
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    const notJson = await client.request('PATCH', '/api/profile', {
      headers: { 'content-type': 'text/plain' },
    });
    expect(notJson.status).toBe(415);
  });
});

describe('PATCH /api/profile with a new e-mail address', () => {
  /** A signed-in account and the new address it asks for. */
  const accountAndNewAddress = async () => {
    const account = await signedInAccount(t.app);
    return { ...account, address: `neu.${account.credentials.email}` };
  };

  test('without the current password → 400 at that field, in the reader’s language; nothing changes', async () => {
    const { client, credentials, address } = await accountAndNewAddress();
    const german = await expectError(
      await patch(client, '/api/profile', { email: address, bio: 'Neu' }),
      400,
    );
    const message = 'Bitte geben Sie Ihr aktuelles Passwort ein, um Ihre E-Mail-Adresse zu ändern.';
    expect(german as object).toEqual({
      message,
      code: 'BAD_REQUEST',
      issues: [{ path: 'currentPassword', message }],
    });
    const english = await expectError(
      await client.request('PATCH', '/api/profile', {
        json: { email: address, currentPassword: '' },
        headers: { 'accept-language': 'en' },
      }),
      400,
    );
    expect(english.message).toBe('Please enter your current password to change your e-mail address.');
    expect(await (await client.get('/api/profile')).json()).toMatchObject({
      email: credentials.email,
      bio: null,
    });
  });

  test('with a wrong one → 400 without echo; with the right one → 200 and the new address signs in', async () => {
    const { client, credentials, address } = await accountAndNewAddress();
    const wrong = await expectError(
      await patch(client, '/api/profile', { email: address, currentPassword: 'falsch-geheim' }),
      400,
      ['falsch-geheim', address],
    );
    expect(wrong.issues).toEqual([{ path: 'currentPassword', message: 'Das aktuelle Passwort ist falsch.' }]);
    expect((await client.get('/api/auth/me')).status).toBe(200);

    const saved = await patch(client, '/api/profile', {
      email: address,
      currentPassword: credentials.password,
    });
    expect(saved.status).toBe(200);
    const text = await saved.text();
    expect(text).not.toContain(credentials.password);
    expect(JSON.parse(text)).toMatchObject({ email: credentials.email, pendingEmail: address });
    expect((await (await client.get('/api/auth/me')).json()).user.email).toBe(credentials.email);

    const link = await onlyMail(t.app, address, 'Bitte bestätigen Sie Ihre neue E-Mail-Adresse');
    expect(link.text).toContain(`http://localhost/verify-email?token=${tokenOf(link)}`);
    await onlyMail(t.app, credentials.email, 'Ihre E-Mail-Adresse soll geändert werden');
    const confirmed = await new TestClient(t.app, '192.0.2.61').post('/api/auth/verify-email', {
      token: tokenOf(link),
    });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ success: true });
    expect((await (await client.get('/api/auth/me')).json()).user).toMatchObject({
      email: address,
      emailVerified: true,
    });
    const again = new TestClient(t.app, '192.0.2.60');
    expect((await again.post('/api/auth/login', credentials)).status).toBe(401);
    expect((await again.post('/api/auth/login', { ...credentials, email: address })).status).toBe(200);
  });

  test('an address taken after it was asked for is 409 at the confirmation; the address stays', async () => {
    const { client, credentials } = await signedInAccount(t.app);
    const address = `spaeter.${credentials.email}`;
    expect(
      (await patch(client, '/api/profile', { email: address, currentPassword: credentials.password })).status,
    ).toBe(200);
    const link = await onlyMail(t.app, address, 'Bitte bestätigen Sie Ihre neue E-Mail-Adresse');
    expect(
      (await new TestClient(t.app, '192.0.2.62').post('/api/auth/register', newUser({ email: address })))
        .status,
    ).toBe(201);
    const late = await expectError(
      await new TestClient(t.app, '192.0.2.63').post('/api/auth/verify-email', { token: tokenOf(link) }),
      409,
    );
    expect(late.message).toBe('Diese E-Mail-Adresse ist bereits registriert.');
    expect((await (await client.get('/api/profile')).json()).email).toBe(credentials.email);
  });
});

test('signed out: every account route is 401; without Origin every change is 403', async () => {
  const anonymous = new TestClient(t.app);
  const routes: [string, string, unknown][] = [
    ['GET', '/api/profile', undefined],
    ['GET', '/api/achievements', undefined],
    ['PATCH', '/api/profile', { bio: 'x' }],
    [
      'POST',
      '/api/auth/password',
      { currentPassword: 'a', newPassword: 'abcdef', confirmPassword: 'abcdef' },
    ],
    ['GET', '/api/settings', undefined],
    ['PUT', '/api/settings', DEFAULT_SETTINGS],
    ['GET', '/api/account/export', undefined],
    ['POST', '/api/account/export', undefined],
    ['POST', '/api/auth/verify-email/resend', undefined],
    ['DELETE', '/api/account', { password: 'sicher123' }],
  ];
  for (const [method, path, json] of routes) {
    const response = await anonymous.request(method, path, { json });
    expect({ method, path, status: response.status }).toEqual({ method, path, status: 401 });
    if (method === 'GET') continue;
    const foreign = await t.app.handle(
      new Request(`${ORIGIN}${path}`, {
        method,
        headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
        body: JSON.stringify(json),
      }),
    );
    expect({ method, path, status: foreign.status }).toEqual({ method, path, status: 403 });
  }
});
