/**
 * Issue 19 in the shop: digital products need no address and cost no shipping (decided by the server from
 * its catalogue), and "30 Tage Rückgaberecht": a delivered order can be moved to `return_requested` until 30
 * days after its delivery — over /api and tRPC, only one's own order, once even under parallel requests.
 * The clock is moved by moving the delivery back in the status history.
 */
import { describe, expect, test } from 'bun:test';
import { germanText, ORDER_MESSAGES, RETURN_WINDOW_DAYS } from '@wurzelwerk/shared';
import { and, eq } from 'drizzle-orm';
import { json, signedInClient, signedUpCaller, trpcError } from '../../../test/domains';
import { bySlug, firstInStock, shippingAddress, shopTestApp } from '../../../test/fixtures/shop';

import { orderStatusHistory } from '../../db/schema';

const t = shopTestApp();

const DAY_MS = 86_400_000;
const ebook = () => bySlug('e-book-co2-fussabdruck-halbieren');
const voucher = () => bySlug('gutschein-baumpflanzung');

type Client = Awaited<ReturnType<typeof signedInClient>>;

async function order(client: Client, body: object) {
  return client.post('/api/orders', { paymentMethod: 'creditcard', ...body });
}

/** A new physical order of `client`, stepped forward to delivered; its id. */
async function deliveredOrder(client: Client): Promise<string> {
  const created = await order(client, {
    items: [{ productId: firstInStock().id, quantity: 1 }],
    shippingAddress,
  });
  expect(created.status).toBe(201);
  const { id } = await json(created);
  for (const status of ['processing', 'shipped', 'delivered']) {
    const stepped = await client.request('PATCH', `/api/orders/${id}/status`, { json: { status } });
    expect(stepped.status).toBe(200);
  }
  return id;
}

/** Moves the order's delivery `days` into the past. */
async function deliveredDaysAgo(id: string, days: number) {
  await t.database.db
    .update(orderStatusHistory)
    .set({ changedAt: new Date(Date.now() - days * DAY_MS) })
    .where(and(eq(orderStatusHistory.orderId, id), eq(orderStatusHistory.status, 'delivered')));
}

const requestReturn = (client: Client, id: string) =>
  client.request('PATCH', `/api/orders/${id}/status`, { json: { status: 'return_requested' } });

describe('digital products', () => {
  test('the catalogue marks the e-book and the voucher as digital, the seeds not', () => {
    expect(ebook()).toMatchObject({ digital: true });
    expect(voucher()).toMatchObject({ digital: true });
    expect(bySlug('bio-tomatensamen-alte-sorten')).toMatchObject({ digital: false });
  });

  test('digital only: no address needed, none stored (even when sent), no shipping', async () => {
    const client = await signedInClient(t.app);
    const without = await order(client, { items: [{ productId: ebook().id, quantity: 1 }] });
    expect(without.status).toBe(201);
    expect(await json(without)).toMatchObject({
      shippingCost: '0.00',
      totalAmount: '9.99',
      shippingAddress: null,
    });
    const withAddress = await order(client, {
      items: [
        { productId: ebook().id, quantity: 1 },
        { productId: voucher().id, quantity: 2 },
      ],
      shippingAddress,
    });
    expect(withAddress.status).toBe(201);
    expect(await json(withAddress)).toMatchObject({
      shippingCost: '0.00',
      totalAmount: '39.99',
      shippingAddress: null,
    });
  });

  test('with a shipped product the address is required (400) and shipping follows the usual rule', async () => {
    const client = await signedInClient(t.app);
    const items = [
      { productId: ebook().id, quantity: 1 },
      { productId: bySlug('bio-tomatensamen-alte-sorten').id, quantity: 1 },
    ];
    const missing = await order(client, { items });
    expect(missing.status).toBe(400);
    expect((await json(missing)).message).toBe('Bitte geben Sie eine vollständige Lieferadresse an.');
    const placed = await order(client, { items, shippingAddress });
    expect(placed.status).toBe(201);
    const body = await json(placed);
    expect(body).toMatchObject({ shippingCost: '4.99', totalAmount: '19.93' });
    expect(JSON.parse(body.shippingAddress)).toEqual(shippingAddress);
  });

  test('over tRPC alike', async () => {
    const { caller } = await signedUpCaller(t.app);
    const digital = await caller.orders.create({
      items: [{ productId: voucher().id, quantity: 1 }],
      paymentMethod: 'banktransfer',
    });
    expect(digital).toMatchObject({ shippingAddress: null, shippingCost: '0.00' });
    const error = await trpcError(
      caller.orders.create({
        items: [{ productId: firstInStock().id, quantity: 1 }],
        paymentMethod: 'creditcard',
      }),
    );
    expect(error.code).toBe('BAD_REQUEST');
  });
});

describe('return request ("30 Tage Rückgaberecht")', () => {
  test('only after delivery; then offered until 30 days after it, once', async () => {
    const client = await signedInClient(t.app);
    const created = await json(
      await order(client, { items: [{ productId: firstInStock().id, quantity: 1 }], shippingAddress }),
    );
    expect(created).toMatchObject({ deliveredAt: null, returnableUntil: null });
    expect((await requestReturn(client, created.id)).status).toBe(409);

    const id = await deliveredOrder(client);
    const [listed] = (await json(await client.get('/api/orders'))).filter((o: { id: string }) => o.id === id);
    const deliveredAt = Date.parse(listed.deliveredAt);
    expect(Date.parse(listed.returnableUntil) - deliveredAt).toBe(RETURN_WINDOW_DAYS * DAY_MS);

    const requested = await requestReturn(client, id);
    expect(requested.status).toBe(200);
    expect((await json(requested)).status).toBe('return_requested');
    const again = await requestReturn(client, id);
    expect(again.status).toBe(409);
    expect((await json(again)).message).toBe(
      germanText(ORDER_MESSAGES.forwardOnly, { from: 'return_requested', to: 'return_requested' }),
    );
  });

  test('29 days after delivery still possible, 31 days after it 409 naming the period', async () => {
    const client = await signedInClient(t.app);
    const inTime = await deliveredOrder(client);
    await deliveredDaysAgo(inTime, 29);
    expect((await requestReturn(client, inTime)).status).toBe(200);

    const late = await deliveredOrder(client);
    await deliveredDaysAgo(late, 31);
    const refused = await requestReturn(client, late);
    expect(refused.status).toBe(409);
    expect((await json(refused)).message).toMatch(
      /^Eine Rücksendung kann nur innerhalb von 30 Tagen nach der Zustellung angefragt werden \(bis \d+\. \S+ \d{4}\)\.$/,
    );
    const [listed] = (await json(await client.get('/api/orders'))).filter(
      (o: { id: string }) => o.id === late,
    );
    expect(listed.status).toBe('delivered');
    expect(Date.parse(listed.returnableUntil)).toBeLessThan(Date.now());
  });

  test("another user's order: 404, unchanged", async () => {
    const owner = await signedInClient(t.app);
    const id = await deliveredOrder(owner);
    const stranger = await signedInClient(t.app);
    expect((await requestReturn(stranger, id)).status).toBe(404);
    const { caller } = await signedUpCaller(t.app);
    expect((await trpcError(caller.orders.updateStatus({ id, status: 'return_requested' }))).code).toBe(
      'NOT_FOUND',
    );
    expect((await requestReturn(owner, id)).status).toBe(200);
  });

  test('20 parallel requests: exactly one succeeds, one history entry', async () => {
    const client = await signedInClient(t.app);
    const id = await deliveredOrder(client);
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () => requestReturn(client, id).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const history = await t.database.db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, id), eq(orderStatusHistory.status, 'return_requested')));
    expect(history).toHaveLength(1);
  });

  test('over tRPC: the return request and the 30-day limit', async () => {
    const { caller } = await signedUpCaller(t.app);
    const placed = await caller.orders.create({
      items: [{ productId: firstInStock().id, quantity: 1 }],
      shippingAddress,
      paymentMethod: 'creditcard',
    });
    for (const status of ['processing', 'shipped', 'delivered'] as const) {
      await caller.orders.updateStatus({ id: placed.id, status });
    }
    await deliveredDaysAgo(placed.id, 31);
    expect(
      (await trpcError(caller.orders.updateStatus({ id: placed.id, status: 'return_requested' }))).code,
    ).toBe('CONFLICT');
    await deliveredDaysAgo(placed.id, 1);
    const returned = await caller.orders.updateStatus({ id: placed.id, status: 'return_requested' });
    expect(returned.status).toBe('return_requested');
    expect(returned.returnableUntil).toBeInstanceOf(Date);
  });

  test('the OpenAPI document knows the new status and the digital flag', async () => {
    const client = await signedInClient(t.app);
    const document = JSON.stringify(await json(await client.get('/api/openapi.json')));
    expect(document).toContain('return_requested');
    expect(document).toContain('returnableUntil');
    expect(document).toContain('"digital"');
  });
});
