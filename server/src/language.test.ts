/**
 * Server messages in the reader's language (issue 15): German by default, English with Accept-Language: en,
 * and the signed-in user's saved language when the request names neither — over /api and /trpc, for every
 * shape a message comes in: a shared schema's text, zod's own text, a service's refusal, an HTTP refusal,
 * tRPC's own refusal, the 503 of a lost database.
 */
import { describe, expect, test } from 'bun:test';
import { germanText, messageText, SHOP_LIMITS } from '@wurzelwerk/shared';
import superjson from 'superjson';
import { ANY_ACKNOWLEDGEMENT } from '../test/acknowledge';
import { shippingAddress } from '../test/fixtures/shop';
import { appOptions, newUser, ORIGIN, TestClient, testApp } from '../test/harness';
import { createApp } from './app';
import { openDatabase } from './db/client';

const t = testApp({ seed: true });
const EN = { 'accept-language': 'en-GB,en;q=0.9' };
const DE = { 'accept-language': 'de-DE' };

async function signedIn(): Promise<TestClient> {
  const client = new TestClient(t.app, `198.51.100.${Math.floor(Math.random() * 200) + 20}`);
  expect((await client.post('/api/auth/register', newUser())).status).toBe(201);
  return client;
}

const minimumInvestment = { assetTypeId: 1, quantity: 1, totalInvestment: '100.00' };

/** One tRPC mutation over HTTP, as the web's batch link sends it; the first reply's error. */
async function trpcError(
  client: TestClient,
  path: string,
  input: unknown,
  headers: Record<string, string> = {},
) {
  const response = await client.request('POST', `/trpc/${path}?batch=1`, {
    json: { 0: superjson.serialize(input) },
    headers,
  });
  const [reply] = (await response.json()) as [
    { error: { json: { message: string; data: Record<string, unknown> } } },
  ];
  return { status: response.status, error: reply.error.json, headers: response.headers };
}

describe('REST answers in the request language', () => {
  test("a shared schema's message (the minimum amount): German by default, English on request", async () => {
    const client = await signedIn();
    const german = await client.post('/api/investments', minimumInvestment);
    expect(german.status).toBe(400);
    expect((await german.json()).message).toBe('Der Mindestbetrag für ein Investment beträgt 500 €.');
    const english = await client.post('/api/investments', minimumInvestment, EN);
    expect(await english.json()).toEqual({
      message: 'The minimum amount for an investment is €500.',
      code: 'BAD_REQUEST',
      issues: [{ path: 'totalInvestment', message: 'The minimum amount for an investment is €500.' }],
    });
  });

  test("the shop's address messages and a service's refusal", async () => {
    const client = await signedIn();
    const order = {
      items: [{ productId: 1, quantity: 1 }],
      shippingAddress: { ...shippingAddress, name: '', zipCode: '' },
      paymentMethod: 'creditcard',
    };
    const german = await (await client.post('/api/orders', order)).json();
    expect(german.issues).toContainEqual({
      path: 'shippingAddress.zipCode',
      message: germanText('shop.zipCode'),
    });
    const english = await (await client.post('/api/orders', order, EN)).json();
    expect(english.issues).toEqual([
      { path: 'shippingAddress.name', message: "Please enter the recipient's name." },
      { path: 'shippingAddress.zipCode', message: 'Please enter the postcode.' },
    ]);
    const missing = await client.post(
      '/api/investments/00000000-0000-0000-0000-000000000000/withdraw',
      {},
      EN,
    );
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe('Investment not found.');
  });

  test("zod's own messages and the HTTP layer's refusals", async () => {
    const client = await signedIn();
    // The settings schema has no texts of its own: zod's issue becomes the catalogue's message (decision 0061).
    const { savedAt: _, ...document } = await (await client.get('/api/settings')).json();
    const badTheme = { json: { ...document, theme: 'neon' } };
    const german = await (await client.request('PUT', '/api/settings', badTheme)).json();
    expect(german.issues).toEqual([
      { path: 'theme', message: 'Unbekannter Wert: erlaubt sind light, dark, system.' },
    ]);
    const english = await (await client.request('PUT', '/api/settings', { ...badTheme, headers: EN })).json();
    expect(english.issues).toEqual([
      { path: 'theme', message: 'Unknown value: the allowed values are light, dark, system.' },
    ]);
    // A missing field: the catalogue's words, not zod's ("expected string, received undefined").
    const { theme: __, ...withoutTheme } = document;
    const missing = await client.request('PUT', '/api/settings', { json: withoutTheme, headers: EN });
    expect((await missing.json()).issues).toEqual([{ path: 'theme', message: 'This value is missing.' }]);
    const malformed = await client.request('POST', '/api/investments', {
      headers: { ...EN, 'content-type': 'application/json' },
    });
    expect(await malformed.json()).toEqual({
      message: 'The request body is not valid JSON.',
      code: 'BAD_REQUEST',
    });
    const notFound = await client.get('/api/nothing-here', EN);
    expect(await notFound.json()).toEqual({ message: 'Not found.', code: 'NOT_FOUND' });
    const foreign = await client.request('POST', '/api/auth/logout', {
      headers: { ...EN, origin: 'http://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).message).toBe('Request from a foreign origin refused.');
    expect((await (await client.get('/api/nothing-here', DE)).json()).message).toBe('Nicht gefunden.');
  });

  test('the saved language applies without the header; the header wins over it', async () => {
    const client = await signedIn();
    const settings = await (await client.get('/api/settings')).json();
    const { savedAt: _, ...document } = settings;
    const saved = await client.request('PUT', '/api/settings', { json: { ...document, language: 'en' } });
    expect(saved.status).toBe(200);
    const english = await client.post('/api/investments', minimumInvestment);
    expect((await english.json()).message).toBe('The minimum amount for an investment is €500.');
    // Content follows it too, the hot catalogue read included.
    for (const path of ['/api/asset-types/1', '/api/asset-types']) {
      const saved = JSON.stringify(await (await client.get(path)).json());
      expect(saved).toBe(JSON.stringify(await (await client.get(path, EN)).json()));
      expect(saved).not.toBe(JSON.stringify(await (await client.get(path, DE)).json()));
    }
    const german = await client.post('/api/investments', minimumInvestment, DE);
    expect((await german.json()).message).toBe('Der Mindestbetrag für ein Investment beträgt 500 €.');
    // Signed out, there is no saved language: German.
    const anonymous = new TestClient(t.app);
    expect((await (await anonymous.get('/api/auth/me')).json()).message).toBe('Nicht angemeldet');
    expect((await (await anonymous.get('/api/auth/me', EN)).json()).message).toBe('Not signed in');
  });
});

describe("a shared schema's message with a parameter (a maximum length), by id in either language", () => {
  const order = (street: string) => ({
    items: [{ productId: 1, quantity: 1 }],
    shippingAddress: { ...shippingAddress, street },
    paymentMethod: 'creditcard',
  });
  const tooLong = order('S'.repeat(SHOP_LIMITS.maxFieldLength + 1));
  const issue = (locale: 'de' | 'en') => ({
    path: 'shippingAddress.street',
    message: messageText(locale, 'shop.fieldTooLong', { max: SHOP_LIMITS.maxFieldLength }),
  });

  test('over /api', async () => {
    const client = await signedIn();
    const german = await client.post('/api/orders', tooLong, DE);
    expect(german.status).toBe(400);
    expect((await german.json()).issues).toEqual([issue('de')]);
    expect(issue('de').message).toBe('Die Angabe darf höchstens 200 Zeichen lang sein.');
    const english = await client.post('/api/orders', tooLong, EN);
    expect(await english.json()).toEqual({
      message: issue('en').message,
      code: 'BAD_REQUEST',
      issues: [issue('en')],
    });
    expect(issue('en').message).toBe('This entry can be at most 200 characters long.');
  });

  test('over /trpc', async () => {
    const client = await signedIn();
    const german = await trpcError(client, 'orders.create', tooLong);
    expect(german.status).toBe(400);
    expect(german.error.message).toBe(issue('de').message);
    expect(german.error.data.issues).toEqual([issue('de')]);
    const english = await trpcError(client, 'orders.create', tooLong, EN);
    expect(english.error.message).toBe(issue('en').message);
    expect(english.error.data.issues).toEqual([issue('en')]);
  });
});

describe('tRPC answers in the request language', () => {
  test('a schema message, a service refusal and tRPC refusals', async () => {
    const client = await signedIn();
    const acknowledged = { ...minimumInvestment, acknowledgement: ANY_ACKNOWLEDGEMENT };
    const german = await trpcError(client, 'investments.create', acknowledged);
    expect(german.error.message).toBe('Der Mindestbetrag für ein Investment beträgt 500 €.');
    const english = await trpcError(client, 'investments.create', acknowledged, EN);
    expect(english.status).toBe(400);
    expect(english.error.message).toBe('The minimum amount for an investment is €500.');
    expect(english.error.data.issues).toEqual([
      { path: 'totalInvestment', message: 'The minimum amount for an investment is €500.' },
    ]);
    const anonymous = new TestClient(t.app);
    const notSignedIn = await trpcError(anonymous, 'investments.create', minimumInvestment, EN);
    expect(notSignedIn.error.message).toBe(messageText('en', 'auth.notSignedIn'));
    const unknown = await trpcError(anonymous, 'nothing.here', {}, EN);
    expect(unknown.error.message).toBe('Not found.');
    const malformed = await anonymous.request('POST', '/trpc/auth.login', {
      headers: { ...EN, 'content-type': 'application/json' },
    });
    const body = (await malformed.json()) as { error: { json: { message: string } } };
    expect(body.error.json.message).toBe('The request body is not valid JSON.');
  });

  test('the saved language applies without the header', async () => {
    const client = await signedIn();
    const { savedAt: _, ...document } = await (await client.get('/api/settings')).json();
    await client.request('PUT', '/api/settings', { json: { ...document, language: 'en' } });
    const english = await trpcError(client, 'investments.create', minimumInvestment);
    expect(english.error.message).toBe('The minimum amount for an investment is €500.');
    const german = await trpcError(client, 'investments.create', minimumInvestment, DE);
    expect(german.error.message).toBe('Der Mindestbetrag für ein Investment beträgt 500 €.');
  });
});

describe('a lost database: one 503 with Retry-After, in the language asked for', () => {
  test('/api and /trpc alike', async () => {
    // A PostgreSQL URL on a port where nothing listens: every connection attempt is refused.
    const unreachable = await openDatabase({ url: 'postgres://postgres@127.0.0.1:1/none' });
    const down = createApp(appOptions(unreachable));
    const cookie = { cookie: 'ww_session=abc', origin: ORIGIN };
    for (const path of ['/api/health', '/api/auth/me']) {
      const german = await down.handle(new Request(`${ORIGIN}${path}`, { headers: cookie }));
      expect(german.status).toBe(503);
      expect(german.headers.get('retry-after')).toMatch(/^\d+$/);
      expect((await german.json()).message).toBe(germanText('error.databaseUnavailable'));
      const english = await down.handle(new Request(`${ORIGIN}${path}`, { headers: { ...cookie, ...EN } }));
      expect(english.status).toBe(503);
      expect((await english.json()).message).toBe(messageText('en', 'error.databaseUnavailable'));
    }
    const trpc = await down.handle(new Request(`${ORIGIN}/trpc/auth.me`, { headers: { ...cookie, ...EN } }));
    expect(trpc.status).toBe(503);
    expect(trpc.headers.get('retry-after')).toMatch(/^\d+$/);
    const body = (await trpc.json()) as { error: { json: { message: string } } };
    expect(body.error.json.message).toBe(messageText('en', 'error.databaseUnavailable'));
    await unreachable.close();
  });
});
