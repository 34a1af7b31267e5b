/** Contract tests of POST /api/orders: prices from the catalogue, shipping, stock, addresses, bad bodies. */
import { describe, expect, test } from 'bun:test';
import { germanText, SHOP_MESSAGES } from '@wurzelwerk/shared';
import { eq } from 'drizzle-orm';
import { signedInClient } from '../../../test/domains';
import {
  bySlug,
  catalogue,
  fetchProducts,
  firstInStock,
  shippingAddress,
  shopTestApp,
  soldOut,
} from '../../../test/fixtures/shop';
import { ORIGIN, TestClient } from '../../../test/harness';
import { products } from '../../db/schema';

const t = shopTestApp();

describe('POST /api/orders', () => {
  test('signed out: 401', async () => {
    const response = await new TestClient(t.app).post('/api/orders', {
      items: [{ productId: firstInStock().id, quantity: 1 }],
      shippingAddress,
      paymentMethod: 'creditcard',
    });
    expect(response.status).toBe(401);
  });

  test('201 with the order as GET /api/orders lists it; prices sent by the client are ignored', async () => {
    const client = await signedInClient(t.app);
    const product = firstInStock();
    const response = await client.post('/api/orders', {
      items: [{ productId: product.id, quantity: 2, price: '0.01', unitPrice: '0.01', total: '0.02' }],
      shippingAddress,
      paymentMethod: 'creditcard',
      totalAmount: '0.01',
      shippingCost: '0.00',
    });
    expect(response.status).toBe(201);
    const order = await response.json();
    const subtotalCents = Math.round(Number(product.price) * 100) * 2;
    const shippingCents = subtotalCents > 5000 ? 0 : 499;
    expect(order.status).toBe('pending');
    expect(order.shippingCost).toBe((shippingCents / 100).toFixed(2));
    expect(order.totalAmount).toBe(((subtotalCents + shippingCents) / 100).toFixed(2));
    expect(JSON.parse(order.items)).toEqual([
      { name: product.name, quantity: 2, total: (subtotalCents / 100).toFixed(2) },
    ]);
    expect(JSON.parse(order.shippingAddress)).toEqual(shippingAddress);

    const listed = await (await client.get('/api/orders')).json();
    expect(listed).toEqual([order]);
    const after = await fetchProducts(t.app);
    expect(after.find((p) => p.id === product.id)?.stock).toBe(product.stock - 2);
  });

  test("order lines keep both names of order time and list in the reader's language", async () => {
    const client = await signedInClient(t.app);
    const [first, second] = [bySlug('rest-test-25-00'), bySlug('rest-test-25-01')];
    const response = await client.post(
      '/api/orders',
      {
        items: [
          { productId: first.id, quantity: 1 },
          { productId: second.id, quantity: 2 },
        ],
        shippingAddress,
        paymentMethod: 'banktransfer',
      },
      { 'accept-language': 'en' },
    );
    expect(response.status).toBe(201);
    const namesOf = (order: { items: string }) =>
      JSON.parse(order.items).map((item: { name: string }) => item.name);
    expect(namesOf(await response.json())).toEqual(['Test book 25.00', 'Test book 25.01']);

    // A later rename in the catalogue does not change the receipt.
    await t.database.db.update(products).set({ nameEn: 'Renamed' }).where(eq(products.id, first.id));
    const [german] = await (await client.get('/api/orders')).json();
    expect(namesOf(german)).toEqual(['Testbuch 25.00', 'Testbuch 25.01']);
    const [english] = await (await client.get('/api/orders', { 'accept-language': 'en-GB,en;q=0.9' })).json();
    expect(namesOf(english)).toEqual(['Test book 25.00', 'Test book 25.01']);
    await t.database.db.update(products).set({ nameEn: 'Test book 25.00' }).where(eq(products.id, first.id));
  });

  test('shipping: 4.99 € at a subtotal of 50.00 €, free at 50.01 €', async () => {
    const client = await signedInClient(t.app);
    const at50 = await client.post('/api/orders', {
      items: [{ productId: bySlug('rest-test-25-00').id, quantity: 2 }],
      shippingAddress,
      paymentMethod: 'banktransfer',
    });
    expect(at50.status).toBe(201);
    expect(await at50.json()).toMatchObject({
      shippingCost: '4.99',
      totalAmount: '54.99',
      paymentMethod: 'banktransfer',
    });
    const above = await client.post('/api/orders', {
      items: [
        { productId: bySlug('rest-test-25-00').id, quantity: 1 },
        { productId: bySlug('rest-test-25-01').id, quantity: 1 },
      ],
      shippingAddress,
      paymentMethod: 'creditcard',
    });
    expect(above.status).toBe(201);
    expect(await above.json()).toMatchObject({ shippingCost: '0.00', totalAmount: '50.01' });
  });

  test('out of stock: 409 naming the product, stock unchanged', async () => {
    const client = await signedInClient(t.app);
    const product = soldOut();
    const inStock = firstInStock();
    const before = (await fetchProducts(t.app)).find((p) => p.id === inStock.id)?.stock;
    const response = await client.post('/api/orders', {
      items: [
        { productId: inStock.id, quantity: 1 },
        { productId: product.id, quantity: 1 },
      ],
      shippingAddress,
      paymentMethod: 'creditcard',
    });
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe(germanText('shop.outOfStock', { name: product.name }));
    const after = await fetchProducts(t.app);
    expect(after.find((p) => p.id === product.id)?.stock).toBe(0);
    expect(after.find((p) => p.id === inStock.id)?.stock).toBe(before ?? Number.NaN);
    expect(await (await client.get('/api/orders')).json()).toEqual([]);
  });

  test('more than the stock: 409', async () => {
    const client = await signedInClient(t.app);
    const scarce = catalogue.filter((p) => p.stock > 0 && p.stock < 99).sort((a, b) => a.stock - b.stock)[0];
    if (!scarce) throw new Error('no scarce product in the sample');
    const response = await client.post('/api/orders', {
      items: [{ productId: scarce.id, quantity: scarce.stock + 1 }],
      shippingAddress,
      paymentMethod: 'creditcard',
    });
    expect(response.status).toBe(409);
  });

  test('unknown product: 404 with a clear message', async () => {
    const client = await signedInClient(t.app);
    const response = await client.post('/api/orders', {
      items: [{ productId: 987_654, quantity: 1 }],
      shippingAddress,
      paymentMethod: 'creditcard',
    });
    expect(response.status).toBe(404);
    expect((await response.json()).message).toBe(germanText(SHOP_MESSAGES.unknownProduct));
  });

  test('incomplete address: 400 with an issue per missing field, no submitted value echoed', async () => {
    const client = await signedInClient(t.app);
    const response = await client.post('/api/orders', {
      items: [{ productId: firstInStock().id, quantity: 1 }],
      shippingAddress: { name: 'Geheimer Name', street: '  ', city: 'Berlin' },
      paymentMethod: 'creditcard',
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).not.toContain('Geheimer Name');
    expect(JSON.parse(text).issues).toEqual([
      { path: 'shippingAddress.street', message: germanText(SHOP_MESSAGES.street) },
      { path: 'shippingAddress.zipCode', message: germanText(SHOP_MESSAGES.zipCode) },
      { path: 'shippingAddress.country', message: germanText(SHOP_MESSAGES.country) },
    ]);
  });

  test('bad bodies are 400 (or 415 when not JSON), never 500', async () => {
    const client = await signedInClient(t.app);
    const valid = {
      items: [{ productId: firstInStock().id, quantity: 1 }],
      shippingAddress,
      paymentMethod: 'creditcard',
    };
    const bodies: unknown[] = [
      null,
      [],
      'order',
      42,
      {},
      { ...valid, items: [] },
      { ...valid, items: 'all' },
      { ...valid, items: [null] },
      { ...valid, items: [{ productId: '1', quantity: 1 }] },
      { ...valid, items: [{ productId: firstInStock().id, quantity: 0 }] },
      { ...valid, items: [{ productId: firstInStock().id, quantity: 100 }] },
      { ...valid, items: [{ productId: firstInStock().id, quantity: 1.5 }] },
      { ...valid, items: [{ productId: 2 ** 40, quantity: 1 }] },
      { ...valid, items: [valid.items[0], valid.items[0]] },
      { ...valid, shippingAddress: 'Berlin' },
      { ...valid, shippingAddress: { ...shippingAddress, city: 7 } },
      { ...valid, shippingAddress: { ...shippingAddress, city: 'x'.repeat(201) } },
      { ...valid, paymentMethod: 'paypal' },
      { ...valid, paymentMethod: undefined },
    ];
    for (const body of bodies) {
      const response = await client.post('/api/orders', body);
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
      expect((await response.json()).message).toBeString();
    }
    const malformed = await client.request('POST', '/api/orders', {
      headers: { 'content-type': 'application/json' },
      json: undefined,
    });
    expect(malformed.status).toBe(400);
    const broken = await t.app.handle(
      new Request(`${ORIGIN}/api/orders`, {
        method: 'POST',
        headers: { origin: ORIGIN, cookie: client.cookie ?? '', 'content-type': 'application/json' },
        body: '{"items": [',
      }),
    );
    expect(broken.status).toBe(400);
    const text = await client.request('POST', '/api/orders', {
      headers: { 'content-type': 'text/plain' },
      json: valid,
    });
    expect(text.status).toBe(415);
    expect(await (await client.get('/api/orders')).json()).toEqual([]);
  });

  test("another user's order is unreachable", async () => {
    const owner = await signedInClient(t.app);
    const created = await owner.post('/api/orders', {
      items: [{ productId: firstInStock().id, quantity: 1 }],
      shippingAddress,
      paymentMethod: 'creditcard',
    });
    const order = await created.json();
    const stranger = await signedInClient(t.app);
    expect(await (await stranger.get('/api/orders')).json()).toEqual([]);
    const step = await stranger.request('PATCH', `/api/orders/${order.id}/status`, {
      json: { status: 'processing' },
    });
    expect(step.status).toBe(404);
  });

  test('without an Origin header: 403', async () => {
    const client = await signedInClient(t.app);
    const response = await t.app.handle(
      new Request(`${ORIGIN}/api/orders`, {
        method: 'POST',
        headers: { cookie: client.cookie ?? '', 'content-type': 'application/json' },
        body: JSON.stringify({
          items: [{ productId: firstInStock().id, quantity: 1 }],
          shippingAddress,
          paymentMethod: 'creditcard',
        }),
      }),
    );
    expect(response.status).toBe(403);
  });
});
