/** Contract tests of the domain's /api adapters: shapes, status codes, ownership, money, idempotency. */
import { describe, expect, test } from 'bun:test';
import { ORDER_STATUSES } from '@wurzelwerk/shared';
import { newUser, TestClient, testApp } from '../../../test/harness';
import { DEMO_SHIPPING_ADDRESS } from '../../db/seed/sample/demo-account';

const t = testApp({ seed: true });

let address = 0;
async function signedIn(): Promise<TestClient> {
  const client = new TestClient(t.app, `198.51.100.${++address % 250}`);
  expect((await client.post('/api/auth/register', newUser())).status).toBe(201);
  return client;
}
async function demo(): Promise<TestClient> {
  const client = new TestClient(t.app, '192.0.2.10');
  const response = await client.post('/api/auth/login', {
    email: 'demo@wurzelwerk.example',
    password: 'wurzelwerk',
  });
  expect(response.status).toBe(200);
  return client;
}
const json = async (response: Response) => response.json();

type AssetType = { id: number; category: string; basePrice: string; expectedReturn: string };
let assets: AssetType[] = [];
const asset = (category = 'trees') => {
  const found = assets.find((a) => a.category === category);
  if (!found) throw new Error(`no ${category} asset`);
  return found;
};

describe('GET /api/asset-types', () => {
  test('all 16+ asset types with the documented fields, in German by default', async () => {
    const response = await new TestClient(t.app).get('/api/asset-types');
    expect(response.status).toBe(200);
    assets = await json(response);
    expect(assets.length).toBeGreaterThanOrEqual(16);
    for (const a of assets) {
      expect(Object.keys(a).sort()).toEqual(
        [
          'basePrice',
          'category',
          'co2Impact',
          'description',
          'expectedReturn',
          'id',
          'imageUrl',
          'location',
          'name',
          'productionInfo',
        ].sort(),
      );
      expect(a.basePrice).toMatch(/^\d+ €$/);
      expect(a.expectedReturn).toMatch(/^\d+(\.\d+)?$/);
    }
    const prices = assets.map((a) => Number.parseInt(a.basePrice, 10));
    expect(Math.min(...prices)).toBeGreaterThanOrEqual(50);
    expect(Math.max(...prices)).toBeLessThanOrEqual(1000);
    for (const category of ['trees', 'animals', 'fields', 'energy']) {
      expect(assets.filter((a) => a.category === category).length).toBeGreaterThanOrEqual(4);
    }
  });

  test('filters by ?category= and by /asset-types/{category}; unknown category → 400', async () => {
    const client = new TestClient(t.app);
    const byQuery: AssetType[] = await json(await client.get('/api/asset-types?category=energy'));
    const byPath: AssetType[] = await json(await client.get('/api/asset-types/energy'));
    expect(byQuery.length).toBeGreaterThanOrEqual(4);
    expect(byQuery.every((a) => a.category === 'energy')).toBe(true);
    expect(byPath).toEqual(byQuery);
    for (const path of ['/api/asset-types?category=rocks', '/api/asset-types/rocks']) {
      const response = await client.get(path);
      expect(response.status).toBe(400);
      expect((await json(response)).message).toContain('Kategorie');
    }
  });

  test('content follows Accept-Language', async () => {
    const [de] = await json(await new TestClient(t.app).get('/api/asset-types/trees'));
    const [en] = await json(
      await new TestClient(t.app).get('/api/asset-types/trees', { 'accept-language': 'en-GB,en' }),
    );
    expect(de.id).toBe(en.id);
    expect(de.name).not.toBe(en.name);
  });

  test('a single asset by id; an unknown id → 404', async () => {
    const one = await json(await new TestClient(t.app).get(`/api/asset-types/${asset().id}`));
    expect(one.id).toBe(asset().id);
    expect((await new TestClient(t.app).get('/api/asset-types/999999')).status).toBe(404);
    // Beyond the integer range of the keys: refused with the field's message.
    const huge = await new TestClient(t.app).get('/api/asset-types/99999999999');
    expect(huge.status).toBe(400);
    expect((await json(huge)).message).toBe('Ungültige Asset-ID.');
  });

  test('every image is served by the t.app itself', async () => {
    for (const a of assets as unknown as { imageUrl: string }[]) {
      expect(a.imageUrl).toStartWith('/media/');
      const response = await new TestClient(t.app).get(a.imageUrl);
      expect(response.status).toBe(200);
    }
  });
});

describe('POST /api/investments', () => {
  test('201 with the stored investment; the expected return is computed on the server', async () => {
    const client = await signedIn();
    const target = asset('energy');
    const response = await client.post('/api/investments', {
      assetTypeId: target.id,
      quantity: 1,
      totalInvestment: '1234.56',
    });
    expect(response.status).toBe(201);
    const body = await json(response);
    expect(body).toMatchObject({ quantity: 1, totalInvestment: '1234.56', status: 'active' });
    const percent = Number(target.expectedReturn);
    expect(body.expectedAnnualReturn).toBe((Math.round(123456 * percent) / 10000).toFixed(2));
    expect(body.assetType).toMatchObject({ id: target.id, category: 'energy' });
  });

  test('the rules: signed in, asset exists, 500 to 100,000 with at most two places', async () => {
    const anonymous = await new TestClient(t.app).post('/api/investments', {
      assetTypeId: asset().id,
      quantity: 1,
      totalInvestment: '500',
    });
    expect(anonymous.status).toBe(401);

    const client = await signedIn();
    const post = (body: unknown) => client.post('/api/investments', body);
    expect((await post({ assetTypeId: 999999, quantity: 1, totalInvestment: '500' })).status).toBe(404);
    const cases: [unknown, string][] = [
      [{ assetTypeId: asset().id, quantity: 1, totalInvestment: '499.99' }, 'Mindestbetrag'],
      [{ assetTypeId: asset().id, quantity: 1, totalInvestment: '100000.01' }, 'Höchstbetrag'],
      [{ assetTypeId: asset().id, quantity: 1, totalInvestment: '500.001' }, 'Nachkommastellen'],
      [{ assetTypeId: asset().id, quantity: 1, totalInvestment: 500 }, 'Dezimalzahl'],
      [{ assetTypeId: asset().id, quantity: 0, totalInvestment: '500' }, 'Stückzahl'],
      [{ assetTypeId: asset().id, quantity: 101, totalInvestment: '500' }, 'Stückzahl'],
      [{ assetTypeId: 'x', quantity: 1, totalInvestment: '500' }, 'Asset-ID'],
    ];
    for (const [body, message] of cases) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect((await json(response)).message).toContain(message);
    }
    expect((await post({ assetTypeId: asset().id, quantity: 1, totalInvestment: '100000' })).status).toBe(
      201,
    );
  });

  test('amounts with cents add up exactly on the dashboard', async () => {
    const client = await signedIn();
    const amounts = ['500.10', '500.20', '700.33', '999.99', '1000.01', '12345.67'];
    for (const amount of amounts) {
      await client.post('/api/investments', {
        assetTypeId: asset('fields').id,
        quantity: 1,
        totalInvestment: amount,
      });
    }
    const dashboard = await json(await client.get('/api/dashboard'));
    expect(dashboard.totalInvestment).toBe('16046.30');
    expect(dashboard.totalAssets).toBe(6);
    const investments = await json(await client.get('/api/investments'));
    const returns = investments.reduce(
      (sum: number, i: { expectedAnnualReturn: string }) =>
        sum + Math.round(Number(i.expectedAnnualReturn) * 100),
      0,
    );
    expect(dashboard.expectedReturns).toBe((returns / 100).toFixed(2));
  });

  test('Idempotency-Key: 10 parallel requests → one row, equal replies; another body → 409', async () => {
    const client = await signedIn();
    const body = { assetTypeId: asset('animals').id, quantity: 1, totalInvestment: '750.00' };
    const key = crypto.randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => client.post('/api/investments', body, { 'idempotency-key': key })),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(201));
    const bodies = await Promise.all(responses.map((r) => r.text()));
    expect(new Set(bodies).size).toBe(1);
    expect(await json(await client.get('/api/investments'))).toHaveLength(1);

    const other = await client.post(
      '/api/investments',
      { ...body, totalInvestment: '751.00' },
      { 'idempotency-key': key },
    );
    expect(other.status).toBe(409);
    // The key belongs to its user: another user may use the same key.
    const stranger = await signedIn();
    expect((await stranger.post('/api/investments', body, { 'idempotency-key': key })).status).toBe(201);
    // A key over 200 characters: zod's own message, in German like every message of the API.
    const tooLong = await client.post('/api/investments', body, { 'idempotency-key': 'k'.repeat(300) });
    expect(tooLong.status).toBe(400);
    expect((await json(tooLong)).message).toStartWith('Zu groß');
  });

  test('200 parallel investments by one user → exact totals', async () => {
    const client = await signedIn();
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        client.post('/api/investments', {
          assetTypeId: asset('trees').id,
          quantity: 1,
          totalInvestment: `${500 + i}.${String(i % 100).padStart(2, '0')}`,
        }),
      ),
    );
    expect(responses.filter((r) => r.status !== 201)).toHaveLength(0);
    // Σ (500 + i) + Σ (i mod 100)/100 for i < 200 = 119900 + 99.00
    const dashboard = await json(await client.get('/api/dashboard'));
    expect(dashboard.totalInvestment).toBe('119999.00');
    expect(dashboard.totalAssets).toBe(200);
    expect(await json(await client.get('/api/investments'))).toHaveLength(200);
  }, 60_000);
});

describe('GET /api/investments and withdrawal', () => {
  test('own investments only, newest first, with the documented fields', async () => {
    const client = await signedIn();
    for (const amount of ['500.00', '600.00']) {
      await client.post('/api/investments', {
        assetTypeId: asset().id,
        quantity: 1,
        totalInvestment: amount,
      });
    }
    const list = await json(await client.get('/api/investments'));
    expect(list.map((i: { totalInvestment: string }) => i.totalInvestment)).toEqual(['600.00', '500.00']);
    expect(Object.keys(list[0]).sort()).toEqual(
      [
        'assetType',
        'createdAt',
        'expectedAnnualReturn',
        'id',
        'quantity',
        'status',
        'totalInvestment',
      ].sort(),
    );
    expect(Object.keys(list[0].assetType).sort()).toEqual(
      ['category', 'id', 'imageUrl', 'location', 'name'].sort(),
    );
    expect(await json(await (await signedIn()).get('/api/investments'))).toEqual([]);
  });

  test('withdrawal within 14 days leaves every total; twice or after 14 days → 409; others → 404', async () => {
    const client = await signedIn();
    const created = await json(
      await client.post('/api/investments', {
        assetTypeId: asset().id,
        quantity: 1,
        totalInvestment: '800.00',
      }),
    );
    const stranger = await signedIn();
    expect((await stranger.post(`/api/investments/${created.id}/withdraw`)).status).toBe(404);

    const response = await client.post(`/api/investments/${created.id}/withdraw`);
    expect(response.status).toBe(200);
    expect((await json(response)).status).toBe('withdrawn');
    const dashboard = await json(await client.get('/api/dashboard'));
    expect(dashboard).toMatchObject({ totalInvestment: '0.00', expectedReturns: '0.00', totalAssets: 0 });
    expect(dashboard.recentActivities[0].message).toContain('Widerruf');
    expect((await client.post(`/api/investments/${created.id}/withdraw`)).status).toBe(409);
    expect((await client.post('/api/investments/unknown-id/withdraw')).status).toBe(404);

    // The demo account's oldest investment is months old.
    const demoClient = await demo();
    const old = (await json(await demoClient.get('/api/investments'))).at(-1);
    const late = await demoClient.post(`/api/investments/${old.id}/withdraw`);
    expect(late.status).toBe(409);
    expect((await json(late)).message).toContain('Widerrufsfrist');
  });
});

describe('GET /api/dashboard', () => {
  test('the documented shape; 401 when signed out; recent activities in the request language', async () => {
    expect((await new TestClient(t.app).get('/api/dashboard')).status).toBe(401);
    const client = await demo();
    const dashboard = await json(await client.get('/api/dashboard'));
    expect(Object.keys(dashboard).sort()).toEqual(
      ['environmentalImpact', 'expectedReturns', 'recentActivities', 'totalAssets', 'totalInvestment'].sort(),
    );
    expect(dashboard.totalInvestment).toMatch(/^\d+\.\d{2}$/);
    expect(dashboard.environmentalImpact.co2Saved).toBeGreaterThan(0);
    expect(dashboard.environmentalImpact).toHaveProperty('foodProduced');
    expect(dashboard.environmentalImpact).toHaveProperty('waterSaved');
    expect(dashboard.recentActivities.length).toBeGreaterThan(0);
    expect(dashboard.recentActivities.length).toBeLessThanOrEqual(10);
    const english = await json(await client.get('/api/dashboard', { 'accept-language': 'en' }));
    expect(english.recentActivities[0].id).toBe(dashboard.recentActivities[0].id);
    expect(english.recentActivities[0].message).not.toBe(dashboard.recentActivities[0].message);
  });

  test('a new user starts at zero', async () => {
    const dashboard = await json(await (await signedIn()).get('/api/dashboard'));
    expect(dashboard).toMatchObject({ totalInvestment: '0.00', expectedReturns: '0.00', totalAssets: 0 });
    expect(dashboard.recentActivities).toEqual([]);
  });
});

describe('GET /api/news and /api/livestreams', () => {
  test('news newest first with id, title, content, publishedAt', async () => {
    const news = await json(await new TestClient(t.app).get('/api/news'));
    expect(news.length).toBeGreaterThanOrEqual(6);
    expect(Object.keys(news[0]).sort()).toEqual(['content', 'id', 'publishedAt', 'title']);
    const dates = news.map((n: { publishedAt: string }) => Date.parse(n.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  test('live and scheduled streams; reminders persist per user', async () => {
    const client = await signedIn();
    const streams = await json(await client.get('/api/livestreams'));
    expect(streams.some((s: { status: string }) => s.status === 'live')).toBe(true);
    const scheduled = streams.find((s: { status: string }) => s.status === 'scheduled');
    expect(scheduled).toMatchObject({ isLive: false, reminderSet: false });
    expect(Object.keys(scheduled).sort()).toEqual(
      [
        'assetTypeId',
        'category',
        'id',
        'isLive',
        'location',
        'reminderSet',
        'startTime',
        'status',
        'thumbnail',
        'title',
        'viewers',
      ].sort(),
    );

    expect((await client.post(`/api/livestreams/${scheduled.id}/reminder`)).status).toBe(200);
    const after = await json(await client.get('/api/livestreams'));
    expect(after.find((s: { id: number }) => s.id === scheduled.id).reminderSet).toBe(true);
    const other = await json(await (await signedIn()).get('/api/livestreams'));
    expect(other.find((s: { id: number }) => s.id === scheduled.id).reminderSet).toBe(false);

    expect((await client.request('DELETE', `/api/livestreams/${scheduled.id}/reminder`)).status).toBe(200);
    const removed = await json(await client.get('/api/livestreams'));
    expect(removed.find((s: { id: number }) => s.id === scheduled.id).reminderSet).toBe(false);

    expect((await client.post('/api/livestreams/999999/reminder')).status).toBe(404);
    expect((await client.post('/api/livestreams/abc/reminder')).status).toBe(400);
    // Over the key's integer range: 400 with the message, not a database error.
    const huge = await client.post('/api/livestreams/99999999999/reminder');
    expect(huge.status).toBe(400);
    expect((await json(huge)).message).toBe('Ungültige Livestream-ID.');
    expect((await new TestClient(t.app).post(`/api/livestreams/${scheduled.id}/reminder`)).status).toBe(401);
  });
});

describe('orders and shipment tracking', () => {
  test('the demo account has orders in every status, newest first, in the REST form', async () => {
    const orders = await json(await (await demo()).get('/api/orders'));
    expect(new Set(orders.map((o: { status: string }) => o.status))).toEqual(new Set(ORDER_STATUSES));
    const order = orders[0];
    expect(Object.keys(order).sort()).toEqual(
      [
        'createdAt',
        'id',
        'items',
        'orderNumber',
        'paymentMethod',
        'shippingAddress',
        'shippingCost',
        'status',
        'totalAmount',
        'trackingNumber',
      ].sort(),
    );
    expect(typeof order.items).toBe('string');
    expect(JSON.parse(order.items)[0]).toEqual({
      name: expect.any(String),
      quantity: expect.any(Number),
      total: expect.any(String),
    });
    expect(Object.keys(JSON.parse(order.shippingAddress)).sort()).toEqual([
      'city',
      'country',
      'name',
      'street',
      'zipCode',
    ]);
    expect(order.totalAmount).toMatch(/^\d+\.\d{2}$/);
    const dates = orders.map((o: { createdAt: string }) => Date.parse(o.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  test('status steps forward only, with a generated TRK number at shipped, recorded in the tracking', async () => {
    // A fresh database copy keeps this test independent of the demo account's other tests.
    const client = await demo();
    const orders = await json(await client.get('/api/orders'));
    const pending = orders.find((o: { status: string }) => o.status === 'pending');
    const step = (status: string, extra: object = {}) =>
      client.request('PATCH', `/api/orders/${pending.id}/status`, { json: { status, ...extra } });

    expect((await step('shipped')).status).toBe(409);
    expect((await step('delivered')).status).toBe(409);
    expect((await step('lost')).status).toBe(400);
    expect((await step('processing', { trackingNumber: 'TRK123456' })).status).toBe(400);
    expect((await step('processing')).status).toBe(200);
    expect((await step('processing')).status).toBe(409);
    expect((await step('pending')).status).toBe(409);
    expect((await step('shipped', { trackingNumber: 'ABC' })).status).toBe(400);
    const shipped = await json(await step('shipped'));
    expect(shipped.status).toBe('shipped');
    expect(shipped.trackingNumber).toMatch(/^TRK\d+$/);
    expect((await json(await step('delivered'))).status).toBe('delivered');
    expect((await step('delivered')).status).toBe(409);

    const tracking = await json(await client.get(`/api/shipping/track/${shipped.trackingNumber}`));
    expect(tracking).toMatchObject({ trackingNumber: shipped.trackingNumber, carrier: expect.any(String) });
    expect(Date.parse(tracking.estimatedDelivery)).not.toBeNaN();
    expect(tracking.events).toHaveLength(4);
    expect(tracking.events[0]).toEqual({
      date: expect.any(String),
      location: '10969 Berlin',
      description: 'Sendung zugestellt',
    });
  });

  test("someone else's order and tracking number are 404; lists stay empty", async () => {
    const demoOrders = await json(await (await demo()).get('/api/orders'));
    const shipped = demoOrders.find((o: { trackingNumber: string | null }) => o.trackingNumber);
    const stranger = await signedIn();
    expect(await json(await stranger.get('/api/orders'))).toEqual([]);
    expect((await stranger.get(`/api/shipping/track/${shipped.trackingNumber}`)).status).toBe(404);
    const patch = await stranger.request('PATCH', `/api/orders/${demoOrders[0].id}/status`, {
      json: { status: 'processing' },
    });
    expect(patch.status).toBe(404);
    expect((await stranger.get('/api/shipping/track/TRK000000')).status).toBe(404);
    expect((await stranger.get('/api/shipping/track/TRK1')).status).toBe(404);
    expect((await stranger.get('/api/shipping/track/nonsense')).status).toBe(400);
  });

  test("a tracking number is unique per user: another user's number is no conflict and stays theirs", async () => {
    const demoClient = await demo();
    const demoOrders = await json(await demoClient.get('/api/orders'));
    const taken: string = demoOrders.find(
      (o: { trackingNumber: string | null }) => o.trackingNumber,
    ).trackingNumber;
    const stranger = await signedIn();
    const [product] = await json(await stranger.get('/api/products'));
    const order = async () => {
      const created = await stranger.post('/api/orders', {
        items: [{ productId: product.id, quantity: 1 }],
        shippingAddress: DEMO_SHIPPING_ADDRESS,
        paymentMethod: 'creditcard',
      });
      expect(created.status).toBe(201);
      const { id } = await json(created);
      const step = (status: string, extra: object = {}) =>
        stranger.request('PATCH', `/api/orders/${id}/status`, { json: { status, ...extra } });
      expect((await step('processing')).status).toBe(200);
      return (trackingNumber: string) => step('shipped', { trackingNumber });
    };
    // The same number as the demo account's: a 409 here would tell the stranger that someone has it.
    expect((await json(await (await order())(taken))).trackingNumber).toBe(taken);
    // Among the stranger's own orders the number stays unique.
    const again = await (await order())(taken);
    expect(again.status).toBe(409);
    expect((await json(again)).message).toBe('Diese Sendungsnummer ist bereits vergeben.');

    const theirs = await json(await stranger.get(`/api/shipping/track/${taken}`));
    expect(theirs.events).toHaveLength(3);
    const demos = await json(await demoClient.get(`/api/shipping/track/${taken}`));
    expect(demos.trackingNumber).toBe(taken);
    expect(demos.events).not.toEqual(theirs.events);
  });
});
