/**
 * Passkeys over /api (issue 37): added in the settings after a recent sign-in, listed, signing in without
 * the e-mail address as both factors, serving as the second factor after the password, removed — each
 * change told by the security mail. The answers come from a software authenticator (test/fixtures).
 */
import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { json, nextAddress } from '../../../test/domains';
import { SoftAuthenticator } from '../../../test/fixtures/authenticator';
import { TestClient, testApp } from '../../../test/harness';
import { mailsTo } from '../../../test/mail';
import { optionsOf, passkeySignIn, withPasskey } from '../../../test/passkeys';
import { totpCode } from '../../auth/totp';
import { sessions } from '../../db/schema';

const t = testApp({ loginMaxFailures: 5, loginMaxFailuresPerAddress: 100, registerMaxPerWindow: 100 });

async function turnOnTwoFactor(client: TestClient) {
  const { secret } = (await (await client.post('/api/auth/2fa/setup')).json()) as { secret: string };
  expect((await client.post('/api/auth/2fa/enable', { code: totpCode(secret) })).status).toBe(200);
}

describe('passkeys (issue 37)', () => {
  test('add one, list it, sign in with it without the e-mail address; the mail tells of it', async () => {
    const { client, credentials, userId, authenticator, passkey } = await withPasskey(t.app, 'Mein Laptop');
    expect(passkey.name).toBe('Mein Laptop');
    const list = (await json(await client.get('/api/auth/passkeys'))) as {
      passkeys: { id: number; name: string; createdAt: string; lastUsedAt: string | null }[];
    };
    expect(list.passkeys).toEqual([
      { id: passkey.id, name: 'Mein Laptop', createdAt: expect.any(String), lastUsedAt: null },
    ]);
    const options = await optionsOf(await new TestClient(t.app).post('/api/auth/passkeys/sign-in-options'));
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required', allowCredentials: [] });

    const { client: other, response } = await passkeySignIn(t.app, authenticator);
    expect(response.status).toBe(200);
    expect(((await json(response)) as { user: { id: string } }).user.id).toBe(userId);
    expect((await other.get('/api/auth/me')).status).toBe(200);
    const after = (await json(await other.get('/api/auth/passkeys'))) as {
      passkeys: { lastUsedAt: string }[];
    };
    expect(after.passkeys[0]?.lastUsedAt).toEqual(expect.any(String));
    const subjects = (await mailsTo(t.app, credentials.email)).map((m) => m.subject);
    expect(subjects.filter((s) => s.startsWith('Passkey hinzugefügt'))).toHaveLength(1);
  });

  test('registration options: a discoverable credential, user verification, the own passkeys excluded', async () => {
    const { client, authenticator } = await withPasskey(t.app);
    const options = await optionsOf(await client.post('/api/auth/passkeys/registration-options', {}));
    expect(options).toMatchObject({
      rp: { id: 'localhost', name: 'Wurzelwerk' },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      excludeCredentials: [{ id: authenticator.credentialId, type: 'public-key', transports: ['internal'] }],
    });
    // The same authenticator again: the credential id is taken → 409.
    const again = await client.post('/api/auth/passkeys', {
      name: 'Noch einmal',
      response: await authenticator.register(options),
    });
    expect(again.status).toBe(409);
  });

  test('with two-factor on: a passkey sign-in is both factors; after the password it serves as the second', async () => {
    const { client, credentials, userId, authenticator } = await withPasskey(t.app);
    await turnOnTwoFactor(client);
    // Both factors at once: no code asked.
    const { response } = await passkeySignIn(t.app, authenticator);
    expect(response.status).toBe(200);

    const browser = new TestClient(t.app, nextAddress());
    const password = await browser.post('/api/auth/login', credentials);
    expect(await json(password)).toEqual({ twoFactorRequired: true });
    const options = await optionsOf(await browser.post('/api/auth/2fa/passkey-options'));
    expect(options.allowCredentials).toEqual([
      { id: authenticator.credentialId, type: 'public-key', transports: ['internal'] },
    ]);
    const second = await browser.post('/api/auth/2fa/passkey', {
      response: await authenticator.answer(options),
    });
    expect(second.status).toBe(200);
    expect(((await json(second)) as { user: { id: string } }).user.id).toBe(userId);
    expect(browser.twoFactorCookie).toBeUndefined();
    expect((await browser.get('/api/auth/me')).status).toBe(200);
  });

  test('as second factor: only the pending user’s passkey, only with a pending sign-in', async () => {
    const { client, credentials } = await withPasskey(t.app);
    await turnOnTwoFactor(client);
    const stranger = await withPasskey(t.app);
    expect((await new TestClient(t.app, nextAddress()).post('/api/auth/2fa/passkey-options')).status).toBe(
      401,
    );

    const browser = new TestClient(t.app, nextAddress());
    await browser.post('/api/auth/login', credentials);
    const options = await optionsOf(await browser.post('/api/auth/2fa/passkey-options'));
    // Another account's passkey answering this challenge: refused, no session.
    const foreign = await browser.post('/api/auth/2fa/passkey', {
      response: await stranger.authenticator.answer(options),
    });
    expect(foreign.status).toBe(401);
    expect((await browser.get('/api/auth/me')).status).toBe(401);
    // A sign-in challenge does not answer the second factor's, nor the other way round.
    const signInOptions = await optionsOf(await browser.post('/api/auth/passkeys/sign-in-options'));
    const crossed = await browser.post('/api/auth/2fa/passkey', {
      response: await stranger.authenticator.answer(signInOptions),
    });
    expect(crossed.status).toBe(400);
  });

  test('adding and removing need a recent sign-in (or the password); removing sends the mail', async () => {
    const { client, credentials, userId, passkey, authenticator } = await withPasskey(t.app);
    await t.database.db
      .update(sessions)
      .set({ authenticatedAt: new Date(Date.now() - 60 * 60 * 1000) })
      .where(eq(sessions.userId, userId));
    const stale = await client.post('/api/auth/passkeys/registration-options', {});
    expect(stale.status).toBe(403);
    expect(((await json(stale)) as { code: string }).code).toBe('REAUTH_REQUIRED');
    expect((await client.request('DELETE', `/api/auth/passkeys/${passkey.id}`)).status).toBe(403);
    const wrong = await client.request('DELETE', `/api/auth/passkeys/${passkey.id}`, {
      json: { password: 'falsch-123' },
    });
    expect(wrong.status).toBe(400);
    const removed = await client.request('DELETE', `/api/auth/passkeys/${passkey.id}`, {
      json: { password: credentials.password },
    });
    expect(removed.status).toBe(200);
    expect(await json(await client.get('/api/auth/passkeys'))).toEqual({ passkeys: [] });
    expect((await client.request('DELETE', `/api/auth/passkeys/${passkey.id}`)).status).toBe(404);
    const subjects = (await mailsTo(t.app, credentials.email)).map((m) => m.subject);
    expect(subjects.filter((s) => s.startsWith('Passkey entfernt'))).toHaveLength(1);
    // A removed passkey signs in no more.
    expect((await passkeySignIn(t.app, authenticator)).response.status).toBe(401);
  });

  test('another user’s passkey cannot be removed; bad input is a clear 400', async () => {
    const { passkey } = await withPasskey(t.app);
    const { client } = await withPasskey(t.app);
    expect((await client.request('DELETE', `/api/auth/passkeys/${passkey.id}`)).status).toBe(404);
    expect((await client.request('DELETE', '/api/auth/passkeys/abc')).status).toBe(400);
    const authenticator = await SoftAuthenticator.create();
    const options = await optionsOf(await client.post('/api/auth/passkeys/registration-options', {}));
    const response = await authenticator.register(options);
    for (const body of [
      { name: '', response },
      { name: 'x'.repeat(61), response },
      { name: 'Laptop' },
      { name: 'Laptop', response: { ...response, response: { clientDataJSON: 'n/a' } } },
    ]) {
      const refused = await client.post('/api/auth/passkeys', body);
      expect(refused.status).toBe(400);
      const text = await refused.text();
      expect(text).not.toMatch(/zod|regex|Invalid input|expected/i);
    }
    expect(
      ((await json(await client.post('/api/auth/passkeys', { name: '', response }))) as { message: string })
        .message,
    ).toContain('Namen');
  });
});
