/** Contract tests of the orders' /api operations: the REST form, status steps, tracking, ownership. */
import { describe, expect, test } from 'bun:test';
import { ORDER_STATUSES } from '@wurzelwerk/shared';
import { demoClient, json, signedInClient } from '../../../test/domains';
import { testApp } from '../../../test/harness';
import { DEMO_SHIPPING_ADDRESS } from '../../db/seed/sample/demoAccount';

const t = testApp({ seed: true });

describe('orders and shipment tracking', () => {
  test('the demo account has orders in every status, newest first, in the REST form', async () => {
    const orders = await json(await (await demoClient(t.app)).get('/api/orders'));
    expect(new Set(orders.map((o: { status: string }) => o.status))).toEqual(new Set(ORDER_STATUSES));
    const order = orders[0];
    expect(Object.keys(order).sort()).toEqual(
      [
        'createdAt',
        'deliveredAt',
        'hasCertificate',
        'id',
        'items',
        'orderNumber',
        'paymentMethod',
        'returnableUntil',
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
    const client = await demoClient(t.app);
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
    // The customer's own steps say so and claim no carrier (issue 36).
    expect(tracking.events[0]).toEqual({
      date: expect.any(String),
      location: 'Online',
      description: 'Von Ihnen selbst als zugestellt markiert',
    });
    expect(tracking.events[1].description).toBe(
      'Von Ihnen selbst als versandt markiert – keine Übergabe an DHL GoGreen bestätigt',
    );
  });

  test("someone else's order and tracking number are 404; lists stay empty", async () => {
    const demoOrders = await json(await (await demoClient(t.app)).get('/api/orders'));
    const shipped = demoOrders.find((o: { trackingNumber: string | null }) => o.trackingNumber);
    const stranger = await signedInClient(t.app);
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
    const demo = await demoClient(t.app);
    const demoOrders = await json(await demo.get('/api/orders'));
    const taken: string = demoOrders.find(
      (o: { trackingNumber: string | null }) => o.trackingNumber,
    ).trackingNumber;
    const stranger = await signedInClient(t.app);
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
    const demos = await json(await demo.get(`/api/shipping/track/${taken}`));
    expect(demos.trackingNumber).toBe(taken);
    expect(demos.events).not.toEqual(theirs.events);
  });
});
