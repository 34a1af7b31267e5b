/** Contract tests of the account's /api adapters: shapes, status codes, cookies, the download, no secrets. */
import { describe, expect, test } from 'bun:test';
import { DEFAULT_SETTINGS } from '@wurzelwerk/shared';
import { eq } from 'drizzle-orm';
import { newUser, ORIGIN, TestClient, testApp } from '../../../test/harness';
import { farmStates, orderItems, orders, users } from '../../db/schema';

const t = testApp({ seed: true });

let address = 0;
async function signedIn() {
  const credentials = newUser();
  const client = new TestClient(t.app, `198.51.100.${++address}`);
  const response = await client.post('/api/auth/register', credentials);
  expect(response.status).toBe(201);
  const { user } = (await response.json()) as { user: { id: string } };
  return { client, credentials, userId: user.id };
}

const patch = (client: TestClient, path: string, json: unknown) => client.request('PATCH', path, { json });
const put = (client: TestClient, path: string, json: unknown) => client.request('PUT', path, { json });
const changePassword = (client: TestClient, body: unknown) => client.post('/api/auth/password', body);

/** An error reply: JSON with a message, and none of the given secrets anywhere in it. */
async function expectError(response: Response, status: number, secrets: string[] = []) {
  expect(response.status).toBe(status);
  const text = await response.text();
  for (const secret of secrets) expect(text).not.toContain(secret);
  const body = JSON.parse(text) as { message: string; issues?: { path: string; message: string }[] };
  expect(body.message).toBeString();
  return body;
}

describe('/api/profile', () => {
  test('GET shows the profile without secrets; PATCH saves and /api/auth/me shows it at once', async () => {
    const { client, credentials, userId } = await signedIn();
    const response = await client.get('/api/profile');
    expect(response.status).toBe(200);
    const profile = await response.json();
    expect(Object.keys(profile).sort()).toEqual(
      [
        'bio',
        'company',
        'createdAt',
        'email',
        'firstName',
        'id',
        'lastName',
        'location',
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
    const first = await signedIn();
    const { client, credentials } = await signedIn();
    const taken = await expectError(
      await patch(client, '/api/profile', {
        email: first.credentials.email.toUpperCase(),
        currentPassword: credentials.password,
      }),
      409,
    );
    expect(taken.message).toBe('Diese E-Mail-Adresse ist bereits registriert.');

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
  test('without the current password → 400 at that field, in the reader’s language; nothing changes', async () => {
    const { client, credentials } = await signedIn();
    const address = `neu.${credentials.email}`;
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
    const { client, credentials } = await signedIn();
    const address = `neu.${credentials.email}`;
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
    expect(JSON.parse(text)).toMatchObject({ email: address });
    expect((await (await client.get('/api/auth/me')).json()).user.email).toBe(address);
    const again = new TestClient(t.app, '192.0.2.60');
    expect((await again.post('/api/auth/login', credentials)).status).toBe(401);
    expect((await again.post('/api/auth/login', { ...credentials, email: address })).status).toBe(200);
  });
});

describe('GET /api/achievements', () => {
  test('every achievement in order with ISO dates; an investment unlocks the first one; no farm is created', async () => {
    const { client, userId } = await signedIn();
    const profile = (await (await client.get('/api/profile')).json()) as { createdAt: string };
    const invested = await client.post('/api/investments', {
      assetTypeId: 2,
      quantity: 1,
      totalInvestment: '750.00',
    });
    expect(invested.status).toBe(201);
    const investment = (await invested.json()) as { createdAt: string };

    const response = await client.get('/api/achievements');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const achievements = (await response.json()) as Record<string, unknown>[];
    expect(achievements.map((a) => a.id)).toEqual([
      'welcome',
      'firstInvestment',
      'firstOrder',
      'fourAssets',
      'allCategories',
      'farmer',
      'bigInvestor',
    ]);
    for (const achievement of achievements) {
      expect(Object.keys(achievement).sort()).toEqual(['date', 'id', 'rarity', 'unlocked']);
    }
    expect(achievements[0]).toEqual({
      id: 'welcome',
      rarity: 'common',
      unlocked: true,
      date: profile.createdAt,
    });
    expect(achievements[1]).toEqual({
      id: 'firstInvestment',
      rarity: 'common',
      unlocked: true,
      date: investment.createdAt,
    });
    expect(new Date(investment.createdAt).toISOString()).toBe(investment.createdAt);
    expect(achievements.slice(2).map((a) => [a.unlocked, a.date])).toEqual(Array(5).fill([false, null]));
    expect(await t.database.db.select().from(farmStates).where(eq(farmStates.userId, userId))).toEqual([]);
  });
});

describe('POST /api/auth/password', () => {
  test('mismatch, short and wrong current password are 400 with clear messages and no echo', async () => {
    const { client, credentials } = await signedIn();
    const mismatch = await expectError(
      await changePassword(client, {
        currentPassword: credentials.password,
        newPassword: 'geheim-neu-1',
        confirmPassword: 'geheim-neu-2',
      }),
      400,
      [credentials.password, 'geheim-neu'],
    );
    expect(mismatch.message).toBe('Passwörter stimmen nicht überein');
    expect(mismatch.issues).toEqual([
      { path: 'confirmPassword', message: 'Passwörter stimmen nicht überein' },
    ]);

    const short = await expectError(
      await changePassword(client, {
        currentPassword: credentials.password,
        newPassword: 'abc',
        confirmPassword: 'abc',
      }),
      400,
    );
    expect(short.message).toBe('Passwort muss mindestens 6 Zeichen lang sein');

    const wrong = await expectError(
      await changePassword(client, {
        currentPassword: 'falsch-geheim',
        newPassword: 'geheim-neu-1',
        confirmPassword: 'geheim-neu-1',
      }),
      400,
      ['falsch-geheim', 'geheim-neu-1'],
    );
    expect(wrong.message).toBe('Das aktuelle Passwort ist falsch.');
    // Still signed in: a wrong password is not a lost session.
    expect((await client.get('/api/auth/me')).status).toBe(200);
    await expectError(await changePassword(client, { currentPassword: credentials.password }), 400);
  });

  test('changes the password, gives this client a new session and ends every other one', async () => {
    const { client, credentials } = await signedIn();
    const laptop = new TestClient(t.app, '192.0.2.50');
    expect((await laptop.post('/api/auth/login', credentials)).status).toBe(200);
    expect((await laptop.get('/api/auth/me')).status).toBe(200);
    const before = client.cookie;
    expect((await client.get('/api/auth/me')).status).toBe(200);

    const response = await changePassword(client, {
      currentPassword: credentials.password,
      newPassword: 'ganz-neu-123',
      confirmPassword: 'ganz-neu-123',
    });
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

describe('/api/settings', () => {
  test('defaults, a full PUT round-trips, incomplete or wrong documents are 400', async () => {
    const { client } = await signedIn();
    expect(await (await client.get('/api/settings')).json()).toEqual({ ...DEFAULT_SETTINGS, savedAt: null });
    const settings = {
      ...DEFAULT_SETTINGS,
      notifications: { ...DEFAULT_SETTINGS.notifications, marketing: true },
      language: 'en',
      theme: 'dark',
      timezone: 'Europe/London',
    };
    const saved = await put(client, '/api/settings', settings);
    expect(saved.status).toBe(200);
    const savedDocument = await saved.json();
    expect(savedDocument).toEqual({ ...settings, savedAt: expect.any(String) });
    expect(Number.isNaN(Date.parse(savedDocument.savedAt))).toBe(false);
    expect(await (await client.get('/api/settings')).json()).toEqual(savedDocument);

    await expectError(await put(client, '/api/settings', { theme: 'dark' }), 400);
    await expectError(await put(client, '/api/settings', { ...settings, language: 'fr' }), 400);
    await expectError(
      await put(client, '/api/settings', { ...settings, privacy: { ...settings.privacy, twoFactor: 'yes' } }),
      400,
    );
    expect(await (await client.get('/api/settings')).json()).toEqual(savedDocument);
  });
});

describe('GET /api/account/export', () => {
  test("a JSON download with the user's investments and orders, without secrets", async () => {
    const { client, credentials, userId } = await signedIn();
    const invested = await client.post('/api/investments', {
      assetTypeId: 2,
      quantity: 1,
      totalInvestment: '750.00',
    });
    expect(invested.status).toBe(201);
    const investment = (await invested.json()) as { id: string };
    const orderId = crypto.randomUUID();
    await t.database.db.insert(orders).values({
      id: orderId,
      userId,
      orderNumber: `WW-${orderId.slice(0, 8)}`,
      paymentMethod: 'banktransfer',
      totalAmount: '19.90',
      shippingCost: '4.99',
      shippingAddress: {
        name: 'C W',
        street: 'Weg 2',
        zipCode: '34117',
        city: 'Kassel',
        country: 'Deutschland',
      },
    });
    await t.database.db
      .insert(orderItems)
      .values({ orderId, name: 'Buch', quantity: 1, unitPrice: '14.91', total: '14.91' });

    const response = await client.get('/api/account/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toStartWith('application/json');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="wurzelwerk-export-${today}.json"`,
    );
    const text = await response.text();
    const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(text).not.toContain(row?.passwordHash ?? 'no hash');
    expect(text).not.toContain(credentials.password);
    const document = JSON.parse(text);
    expect(Object.keys(document).sort()).toEqual(
      [
        'activities',
        'exportedAt',
        'farm',
        'investments',
        'orders',
        'profile',
        'settings',
        'streamReminders',
      ].sort(),
    );
    expect(document.investments).toEqual([
      expect.objectContaining({ id: investment.id, totalInvestment: '750.00' }),
    ]);
    expect(document.orders).toEqual([
      expect.objectContaining({
        id: orderId,
        totalAmount: '19.90',
        items: [expect.objectContaining({ name: 'Buch', total: '14.91' })],
        statusHistory: [],
      }),
    ]);
    expect(document.profile.id).toBe(userId);
    expect(document.farm).toBeNull();
  });
});

describe('DELETE /api/account', () => {
  test('a wrong or missing password is refused and the account stays', async () => {
    const { client, credentials } = await signedIn();
    const wrong = await expectError(
      await client.request('DELETE', '/api/account', { json: { password: 'falsch-geheim' } }),
      400,
      ['falsch-geheim'],
    );
    expect(wrong.message).toBe('Das Passwort ist falsch.');
    await expectError(await client.request('DELETE', '/api/account', { json: {} }), 400);
    expect((await client.request('DELETE', '/api/account')).status).toBe(415);
    expect((await client.get('/api/profile')).status).toBe(200);
    expect((await new TestClient(t.app, '192.0.2.60').post('/api/auth/login', credentials)).status).toBe(200);
  });

  test('deletes the account, clears the cookie and ends every session; sign-in then fails', async () => {
    const { client, credentials, userId } = await signedIn();
    const phone = new TestClient(t.app, '192.0.2.61');
    expect((await phone.post('/api/auth/login', credentials)).status).toBe(200);
    const cookie = client.cookie;

    const response = await client.request('DELETE', '/api/account', {
      json: { password: credentials.password },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(response.headers.get('set-cookie')).toMatch(/^ww_session=;.*Max-Age=0/i);

    expect(client.cookie).toBeUndefined();
    client.cookie = cookie;
    expect((await client.get('/api/auth/me')).status).toBe(401);
    expect((await phone.get('/api/profile')).status).toBe(401);
    expect((await new TestClient(t.app, '192.0.2.62').post('/api/auth/login', credentials)).status).toBe(401);
    expect(await t.database.db.select().from(users).where(eq(users.id, userId))).toEqual([]);
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
