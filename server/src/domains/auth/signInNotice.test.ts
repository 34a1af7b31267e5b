/**
 * The notice of a new sign-in (issue 37, decision 0092) over /api, with the test as browser and push
 * service (test/pushService.ts: VAPID checked, payload decrypted): not for the registration nor the first
 * sign-in after it; every later sign-in — password, code, passkey — writes a notification with the device
 * in words in its own transaction, and its push waits in the outbox until the worker sends it, to the
 * devices subscribed and only with the `push` switch on. On PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { DEFAULT_SETTINGS } from '@wurzelwerk/shared';
import { eq } from 'drizzle-orm';
import { json, nextAddress, put, signedInClient } from '../../../test/domains';
import { TestClient, testApp } from '../../../test/harness';
import { passkeySignIn, withPasskey } from '../../../test/passkeys';
import { type PushService, startPushService } from '../../../test/pushService';
import { totpCode } from '../../auth/totp';
import { pushOutbox, users } from '../../db/schema';
import { generatedVapid } from '../../push/vapid';

const vapid = generatedVapid('mailto:ops@wurzelwerk.example');
const t = testApp({
  push: { vapid, retryDelayMs: () => 0, timeoutMs: 500 },
  loginMaxFailuresPerAddress: 100,
  registerMaxPerWindow: 100,
});
let service: PushService;
beforeAll(() => {
  service = startPushService(vapid.publicKey);
});
afterAll(() => service.stop());

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const drain = () => t.app.decorator.services.push.drain();

type Credentials = { email: string; password: string };

/** A password sign-in from a new client (its own address, and the User-Agent when given). */
async function signIn(credentials: Credentials, userAgent?: string, address = nextAddress()) {
  const client = new TestClient(t.app, address);
  const response = await client.post(
    '/api/auth/login',
    { email: credentials.email, password: credentials.password },
    userAgent ? { 'user-agent': userAgent } : {},
  );
  expect(response.status).toBe(200);
  return client;
}

type Listed = { kind: string; data: Record<string, unknown>; readAt: string | null };
const noticesOf = async (client: TestClient) =>
  ((await json(await client.get('/api/notifications'))).items as Listed[]).filter(
    (n) => n.kind === 'newSignIn',
  );

/** A registered, signed-in client whose device is subscribed to pushes. */
async function subscribed(settings = DEFAULT_SETTINGS) {
  const client = await signedInClient(t.app, {}, { knowledgeTest: false });
  expect((await put(client, '/api/settings', settings)).status).toBe(200);
  const subscription = service.browser();
  expect((await client.post('/api/push/subscription', subscription)).status).toBe(200);
  return Object.assign(client, { endpoint: subscription.endpoint });
}

const outboxRows = (endpoint: string) =>
  t.database.db.select().from(pushOutbox).where(eq(pushOutbox.endpoint, endpoint));

describe('a new sign-in is told (decision 0092)', () => {
  test('not the registration nor the first sign-in after it; a later one: the device in words, pushed by the worker', async () => {
    const phone = await subscribed({ ...DEFAULT_SETTINGS, language: 'en' });
    await signIn(phone.credentials);
    expect(await noticesOf(phone)).toEqual([]);

    const address = nextAddress('203.0.113');
    await signIn(phone.credentials, FIREFOX, address);
    // Written with the sign-in: listed at once, its push waiting in the outbox — nothing sent in the request.
    const [notice, ...more] = await noticesOf(phone);
    expect(more).toEqual([]);
    expect(notice).toEqual(
      expect.objectContaining({ data: { browser: 'Firefox 133', os: 'Windows 10' }, readAt: null }),
    );
    expect(service.to(phone.endpoint)).toEqual([]);
    expect((await outboxRows(phone.endpoint)).map((row) => row.status)).toEqual(['pending']);

    await drain();
    const [push, ...others] = service.to(phone.endpoint);
    expect(others).toEqual([]);
    expect(push?.payload).toEqual({
      title: 'New sign-in to your account',
      body: "Signed in with Firefox 133 on Windows 10. Wasn't it you? Sign the device out in the settings and change your password.",
      url: '/settings',
    });
    // The device in words, never the address it signed in from.
    expect(JSON.stringify([push?.payload, notice])).not.toContain(address);
    expect(service.rejected).toEqual([]);
  });

  test('in German without a User-Agent: an unknown device; with `push` off: the notice, no push', async () => {
    const german = await subscribed();
    const quiet = await subscribed({
      ...DEFAULT_SETTINGS,
      notifications: { ...DEFAULT_SETTINGS.notifications, push: false },
    });
    for (const client of [german, quiet]) {
      await signIn(client.credentials);
      await signIn(client.credentials);
      expect(await noticesOf(client)).toEqual([
        expect.objectContaining({ data: { browser: null, os: null } }),
      ]);
    }
    await drain();
    expect(service.to(german.endpoint).map((push) => push.payload)).toEqual([
      {
        title: 'Neue Anmeldung bei Ihrem Konto',
        body: 'Angemeldet mit einem unbekannten Gerät. Waren Sie das nicht? Melden Sie das Gerät in den Einstellungen ab und ändern Sie Ihr Passwort.',
        url: '/settings',
      },
    ]);
    expect(service.to(quiet.endpoint)).toEqual([]);
    expect(await outboxRows(quiet.endpoint)).toEqual([]);
  });

  test('a sign-in completed by a code, and one with a passkey, are told too; the time is kept', async () => {
    const client = await signedInClient(t.app, {}, { knowledgeTest: false });
    const first = await signIn(client.credentials);
    const { secret } = (await (await first.post('/api/auth/2fa/setup')).json()) as { secret: string };
    expect((await first.post('/api/auth/2fa/enable', { code: totpCode(secret) })).status).toBe(200);
    const coded = new TestClient(t.app, nextAddress());
    const password = { email: client.credentials.email, password: client.credentials.password };
    expect(await json(await coded.post('/api/auth/login', password))).toEqual({ twoFactorRequired: true });
    // The password step alone is no sign-in.
    expect(await noticesOf(first)).toEqual([]);
    const verified = await coded.post('/api/auth/2fa/verify', {
      code: totpCode(secret, Date.now() + 30_000),
    });
    expect(verified.status).toBe(200);
    expect(await noticesOf(first)).toHaveLength(1);

    const owner = await withPasskey(t.app);
    expect((await passkeySignIn(t.app, owner.authenticator)).response.status).toBe(200);
    expect(await noticesOf(owner.client)).toEqual([]);
    const { response, client: signedIn } = await passkeySignIn(t.app, owner.authenticator);
    expect(response.status).toBe(200);
    expect(await noticesOf(signedIn)).toHaveLength(1);
    const [row] = await t.database.db
      .select({ signedInAt: users.signedInAt })
      .from(users)
      .where(eq(users.id, owner.userId));
    expect(row?.signedInAt).toBeInstanceOf(Date);
  });
});
