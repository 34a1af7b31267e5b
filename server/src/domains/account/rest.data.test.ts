/** Contract tests of the export download and the account deletion over /api, without secrets. */
import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { expectError, investOnce, signedInAccount } from '../../../test/domains';
import { insertOrder } from '../../../test/fixtures/account';
import { TestClient, testApp } from '../../../test/harness';
import { orderItems, users } from '../../db/schema';

const t = testApp({ seed: true });

describe('GET /api/account/export', () => {
  test("a JSON download with the user's investments and orders, without secrets", async () => {
    const { client, credentials, userId } = await signedInAccount(t.app);
    const investment = await investOnce(client);
    const { id: orderId } = await insertOrder(t, userId);
    await t.database.db
      .insert(orderItems)
      .values({ orderId, name: 'Buch', quantity: 1, unitPrice: '50.00', total: '50.00' });

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
        'apiTokens',
        'capRefusals',
        'complaints',
        'exportedAt',
        'farm',
        'investments',
        'notifications',
        'orders',
        'passkeys',
        'profile',
        'protection',
        'schedules',
        'selfDisclosure',
        'settings',
        'streamReminders',
        'wallet',
      ].sort(),
    );
    expect(document.investments).toEqual([
      expect.objectContaining({ id: investment.id, totalInvestment: '750.00' }),
    ]);
    expect(document.orders).toEqual([
      expect.objectContaining({
        id: orderId,
        totalAmount: '54.99',
        items: [expect.objectContaining({ name: 'Buch', total: '50.00' })],
        statusHistory: [],
      }),
    ]);
    expect(document.profile.id).toBe(userId);
    expect(document.farm).toBeNull();
  });
});

describe('DELETE /api/account', () => {
  test('a wrong or missing password is refused and the account stays', async () => {
    const { client, credentials } = await signedInAccount(t.app);
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
    const { client, credentials, userId } = await signedInAccount(t.app);
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
