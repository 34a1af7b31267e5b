/**
 * POST /api/orders with an Idempotency-Key (issue 31, point 8): retries of one checkout — in parallel, over
 * tRPC, in a second process on the same PostgreSQL — place one order and take its stock once; the same key
 * with another order → 409.
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { and, eq, sql } from 'drizzle-orm';
import { json, signedInClient } from '../../../test/domains';
import { bySlug, shippingAddress, shopTestApp } from '../../../test/fixtures/shop';
import { appOptions, TestClient, testDatabaseUrl } from '../../../test/harness';
import { createApp } from '../../app';
import { type DbHandle, openDatabase } from '../../db/client';
import { mailOutbox, notifications, orders, products } from '../../db/schema';

const t = shopTestApp();

const stockOf = async (id: number) =>
  (await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]?.stock;

const ordersOf = async (userId: string) =>
  t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));

async function userIdOf(client: TestClient): Promise<string> {
  return ((await json(await client.get('/api/auth/me'))) as { user: { id: string } }).user.id;
}

const cart = (productId: number, quantity = 2) => ({
  items: [{ productId, quantity }],
  shippingAddress,
  paymentMethod: 'creditcard' as const,
});

describe('POST /api/orders with an Idempotency-Key', () => {
  test('12 parallel retries: one order, stock taken once, one mail and notification, equal replies', async () => {
    const client = await signedInClient(t.app);
    const product = bySlug('rest-test-25-00');
    const before = await stockOf(product.id);
    const key = crypto.randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        client.post('/api/orders', cart(product.id), { 'idempotency-key': key }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(12).fill(201));
    const bodies = await Promise.all(responses.map((r) => r.text()));
    expect(new Set(bodies).size).toBe(1);
    const userId = await userIdOf(client);
    expect(await ordersOf(userId)).toHaveLength(1);
    expect(await stockOf(product.id)).toBe((before ?? 0) - 2);
    const orderNumber = JSON.parse(bodies[0] ?? '{}').orderNumber as string;
    const mails = await t.database.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.template, 'order'), sql`${mailOutbox.payload}->>'orderNumber' = ${orderNumber}`),
      );
    expect(mails).toHaveLength(1);
    const notified = await t.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'orderPlaced')));
    expect(notified).toHaveLength(1);

    // A later retry, after the first answer: the same order again.
    const later = await client.post('/api/orders', cart(product.id), { 'idempotency-key': key });
    expect(later.status).toBe(201);
    expect(await later.text()).toBe(bodies[0] ?? '');
    expect(await stockOf(product.id)).toBe((before ?? 0) - 2);
  });

  test('the same key with another order → 409, nothing taken; another user may use the key', async () => {
    const client = await signedInClient(t.app);
    const product = bySlug('rest-test-25-01');
    const key = crypto.randomUUID();
    expect((await client.post('/api/orders', cart(product.id, 1), { 'idempotency-key': key })).status).toBe(
      201,
    );
    const before = await stockOf(product.id);
    const other = await client.post('/api/orders', cart(product.id, 3), { 'idempotency-key': key });
    expect(other.status).toBe(409);
    expect((await json(other)).message).toContain('Idempotency-Key');
    const english = await client.post(
      '/api/orders',
      { ...cart(product.id, 1), paymentMethod: 'banktransfer' },
      { 'idempotency-key': key, 'accept-language': 'en' },
    );
    expect(english.status).toBe(409);
    expect((await json(english)).message).toBe(
      'This Idempotency-Key has already been used for a different order.',
    );
    expect(await stockOf(product.id)).toBe(before);

    const stranger = await signedInClient(t.app);
    expect((await stranger.post('/api/orders', cart(product.id, 1), { 'idempotency-key': key })).status).toBe(
      201,
    );
    const tooLong = await client.post('/api/orders', cart(product.id, 1), {
      'idempotency-key': 'k'.repeat(300),
    });
    expect(tooLong.status).toBe(400);
  });

  test('a refused checkout leaves its key unused: the retry after a refill places the order', async () => {
    const client = await signedInClient(t.app);
    const product = bySlug('rest-test-25-01');
    const key = crypto.randomUUID();
    await t.database.db.update(products).set({ stock: 0 }).where(eq(products.id, product.id));
    expect((await client.post('/api/orders', cart(product.id, 1), { 'idempotency-key': key })).status).toBe(
      409,
    );
    await t.database.db.update(products).set({ stock: 10 }).where(eq(products.id, product.id));
    expect((await client.post('/api/orders', cart(product.id, 1), { 'idempotency-key': key })).status).toBe(
      201,
    );
    expect(await stockOf(product.id)).toBe(9);
  });

  test('tRPC: orders.create with the same idempotencyKey gives the same order', async () => {
    const client = await signedInClient(t.app);
    const product = bySlug('rest-test-25-00');
    const before = await stockOf(product.id);
    const input = { ...cart(product.id, 1), idempotencyKey: crypto.randomUUID() };
    const call = () =>
      client.request('POST', '/trpc/orders.create', {
        json: { json: input },
        headers: { 'content-type': 'application/json' },
      });
    const [first, second] = await Promise.all([call(), call()]);
    expect(first?.status).toBe(200);
    expect(second?.status).toBe(200);
    const idOf = async (r: Response) =>
      ((await r.json()) as { result: { data: { json: { id: string } } } }).result.data.json.id;
    expect(await idOf(first as Response)).toBe(await idOf(second as Response));
    expect(await stockOf(product.id)).toBe((before ?? 0) - 1);
  });
});

describe.skipIf(!testDatabaseUrl)('two processes on one PostgreSQL', () => {
  let second: DbHandle | undefined;
  afterAll(async () => {
    await second?.close();
  });

  test('parallel retries of one checkout, spread over both: one order, stock taken once', async () => {
    second = await openDatabase({ url: t.database.url ?? '' });
    const other = createApp(appOptions(second));
    const client = await signedInClient(t.app);
    const product = bySlug('rest-test-25-00');
    const before = await stockOf(product.id);
    const key = crypto.randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => {
        const via = new TestClient(i % 2 === 0 ? t.app : other);
        via.cookie = client.cookie;
        return via.post('/api/orders', cart(product.id, 3), { 'idempotency-key': key });
      }),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(new Set(await Promise.all(responses.map(async (r) => (await json(r)).id))).size).toBe(1);
    expect(await ordersOf(await userIdOf(client))).toHaveLength(1);
    expect(await stockOf(product.id)).toBe((before ?? 0) - 3);
  });
});
