/**
 * Web Push end to end over the protocol (issue 37, decision 0085): the test is the browser and the push
 * service (test/pushService.ts) — it subscribes through /api with its own P-256 key pair and auth secret,
 * and its receiver checks the VAPID signature and expiry and decrypts each push. On PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { DEFAULT_SETTINGS } from '@wurzelwerk/shared';
import { eq } from 'drizzle-orm';
import { changePassword, expectError, put, signedInClient } from '../../../test/domains';
import { streamStartingIn } from '../../../test/fixtures/streams';
import type { TestClient } from '../../../test/harness';
import { testApp } from '../../../test/harness';
import { type PushService, startPushService } from '../../../test/pushService';
import { pushOutbox, pushSubscriptions } from '../../db/schema';
import { generatedVapid } from '../../push/vapid';
import { notifyStartingStreams } from '../notifications/streams';

const vapid = generatedVapid('mailto:ops@wurzelwerk.example');
// Retries at once, and a short deadline: the test waits for neither.
const t = testApp({ seed: true, push: { vapid, retryDelayMs: () => 0, timeoutMs: 500 } });
let service: PushService;
beforeAll(() => {
  service = startPushService(vapid.publicKey);
});
afterAll(() => service.stop());

const drain = () => t.app.decorator.services.push.drain();

async function subscribed(overrides: Record<string, string> = {}) {
  const client = await signedInClient(t.app, overrides, { knowledgeTest: false });
  const subscription = service.browser();
  const response = await client.post('/api/push/subscription', subscription);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ subscribed: true });
  return Object.assign(client, { subscription });
}

const devicesOf = async (client: TestClient) =>
  (
    (await (await client.get('/api/auth/sessions')).json()) as {
      sessions: { current: boolean; push: boolean }[];
    }
  ).sessions;

const newPassword = (client: Awaited<ReturnType<typeof subscribed>>) =>
  changePassword(client, {
    currentPassword: client.credentials.password,
    newPassword: 'ganz-neu-123',
    confirmPassword: 'ganz-neu-123',
  });

const berlinTime = (locale: string, date: Date) =>
  new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Berlin' }).format(
    date,
  );

describe('the key and the subscription', () => {
  test('the public key is the VAPID key; a subscription is listed with its device', async () => {
    const client = await subscribed();
    expect(await (await client.get('/api/push/public-key')).json()).toEqual({ publicKey: vapid.publicKey });
    expect(await devicesOf(client)).toEqual([expect.objectContaining({ current: true, push: true })]);
    const response = await client.request('DELETE', '/api/push/subscription', { json: {} });
    expect(await response.json()).toEqual({ subscribed: false });
    expect(await devicesOf(client)).toEqual([expect.objectContaining({ current: true, push: false })]);
  });

  test('a malformed subscription is refused in the reader’s language; signed out → 401', async () => {
    const client = await signedInClient(t.app, {}, { knowledgeTest: false });
    const good = service.browser();
    for (const bad of [
      { ...good, endpoint: 'ftp://push.example/x' },
      { ...good, endpoint: 'http://push.example/x' },
      { ...good, keys: { ...good.keys, p256dh: good.keys.auth } },
      { ...good, keys: { p256dh: good.keys.p256dh } },
      { endpoint: good.endpoint },
    ]) {
      const response = await client.post('/api/push/subscription', bad, { 'accept-language': 'en' });
      const body = await expectError(response, 400);
      expect(JSON.stringify(body)).toContain('This device cannot receive push messages');
    }
    const stranger = new (client.constructor as new (app: typeof t.app) => TestClient)(t.app);
    expect((await stranger.post('/api/push/subscription', good)).status).toBe(401);
  });

  test('signing out removes the device’s subscription', async () => {
    const client = await subscribed();
    expect((await client.post('/api/auth/logout')).status).toBe(200);
    const rows = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, client.subscription.endpoint));
    expect(rows).toEqual([]);
  });
});

describe('what is pushed', () => {
  test('a password change: signed VAPID, decrypted payload in the saved language — then the sessions end', async () => {
    const client = await subscribed();
    expect((await put(client, '/api/settings', { ...DEFAULT_SETTINGS, language: 'en' })).status).toBe(200);
    expect((await newPassword(client)).status).toBe(200);
    await drain();
    const [push, ...more] = service.to(client.subscription.endpoint);
    expect(more).toEqual([]);
    expect(push?.payload).toEqual({
      title: 'Password changed',
      body: 'Wasn’t it you? Use “Forgot your password?”.'.replace('’', "'"),
      url: '/settings',
    });
    expect(push?.claims.sub).toBe('mailto:ops@wurzelwerk.example');
    expect(Number(push?.ttl)).toBeGreaterThan(0);
    // The change ended every session, the subscribed one too: nothing more goes to that device.
    expect(await devicesOf(client)).toEqual([expect.objectContaining({ current: true, push: false })]);
    expect(service.rejected).toEqual([]);
  });

  test('the stream warning from the server’s job, once per device, in German; none with `push` off', async () => {
    const stream = await streamStartingIn(t.database.db, 10);
    const [anna, ben, quiet] = await Promise.all([subscribed(), subscribed(), subscribed()]);
    if (!anna || !ben || !quiet) throw new Error('users missing');
    expect(
      (
        await put(quiet, '/api/settings', {
          ...DEFAULT_SETTINGS,
          notifications: { ...DEFAULT_SETTINGS.notifications, push: false },
        })
      ).status,
    ).toBe(200);
    for (const client of [anna, ben, quiet])
      expect((await client.post(`/api/livestreams/${stream.id}/reminder`)).status).toBe(200);
    await notifyStartingStreams(t.database.db);
    await notifyStartingStreams(t.database.db);
    await drain();
    for (const client of [anna, ben]) {
      expect(service.to(client.subscription.endpoint).map((push) => push.payload)).toEqual([
        {
          title: 'Livestream beginnt bald',
          body: `„Bienenstock live“ beginnt um ${berlinTime('de-DE', stream.start)} Uhr`,
          url: '/streams',
          tag: `stream:${stream.id}`,
        },
      ]);
    }
    expect(service.to(quiet.subscription.endpoint)).toEqual([]);
  });
});

describe('the push service’s answers', () => {
  test('404 and 410 remove the subscription; its other waiting pushes are dropped', async () => {
    for (const gone of [404, 410]) {
      const client = await subscribed();
      service.answer(client.subscription.endpoint, gone);
      const stream = await streamStartingIn(t.database.db, 5);
      await client.post(`/api/livestreams/${stream.id}/reminder`);
      await notifyStartingStreams(t.database.db);
      await drain();
      expect(service.to(client.subscription.endpoint)).toEqual([]);
      expect(await devicesOf(client)).toEqual([expect.objectContaining({ push: false })]);
      const [row] = await t.database.db
        .select()
        .from(pushOutbox)
        .where(eq(pushOutbox.endpoint, client.subscription.endpoint));
      expect(row?.status).toBe('failed');
      expect(row?.lastError).toContain(String(gone));
    }
  });

  test('5xx, 429 and a timeout are retried until the push arrives, once', async () => {
    const client = await subscribed();
    service.answer(client.subscription.endpoint, 503, 'hang', 429, 500);
    const stream = await streamStartingIn(t.database.db, 5);
    await client.post(`/api/livestreams/${stream.id}/reminder`);
    await notifyStartingStreams(t.database.db);
    // A round sends what is due; each failure makes it due again (no wait in this test) for the next round.
    for (let round = 0; round < 6; round++) await drain();
    expect(service.to(client.subscription.endpoint)).toHaveLength(1);
    const [row] = await t.database.db
      .select()
      .from(pushOutbox)
      .where(eq(pushOutbox.endpoint, client.subscription.endpoint));
    expect(row).toEqual(expect.objectContaining({ status: 'sent', attempts: 5, lastError: null }));
  });

  test('another refusal (403: a key that does not fit) fails the push without retrying', async () => {
    const client = await subscribed();
    service.answer(client.subscription.endpoint, 403);
    const stream = await streamStartingIn(t.database.db, 5);
    await client.post(`/api/livestreams/${stream.id}/reminder`);
    await notifyStartingStreams(t.database.db);
    await drain();
    const [row] = await t.database.db
      .select()
      .from(pushOutbox)
      .where(eq(pushOutbox.endpoint, client.subscription.endpoint));
    expect(row).toEqual(expect.objectContaining({ status: 'failed', attempts: 1 }));
    expect(await devicesOf(client)).toEqual([expect.objectContaining({ push: true })]);
  });
});
