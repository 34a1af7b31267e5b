/**
 * Every order step on record (issue 36): the status history holds from, to, when and who (customer or
 * operator), written with the step; a customer's own step is in the audit log as well as an operator's; the
 * console's order list names who moved an order; tracking shows the stored steps with their stored times;
 * two steps at once leave one step on record.
 */
import { describe, expect, test } from 'bun:test';
import { and, asc, eq } from 'drizzle-orm';
import { json, patch, signedInClient } from '../../../test/domains';
import { adminTestApp, operatorClient, PRODUCT } from '../../../test/fixtures/admin';
import { shippingAddress } from '../../../test/fixtures/shop';
import type { TestClient } from '../../../test/harness';
import { auditLog, mailOutbox, orderStatusHistory } from '../../db/schema';

const t = adminTestApp();

type Entry = { action: string; actorKind: string; actorEmail: string; entityId: string; subject: string };

async function placeOrder(operator: TestClient, customer: TestClient) {
  const products: { id: number; slug: string }[] = await json(await operator.get('/api/admin/products'));
  const product =
    products.find((p) => p.slug === PRODUCT.slug) ??
    (await json(await operator.post('/api/admin/products', { ...PRODUCT, stock: 100 })));
  const created = await customer.post('/api/orders', {
    items: [{ productId: product.id, quantity: 1 }],
    shippingAddress,
    paymentMethod: 'creditcard',
  });
  expect(created.status).toBe(201);
  return (await json(created)) as { id: string; orderNumber: string };
}

const history = (orderId: string) =>
  t.database.db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.changedAt), asc(orderStatusHistory.id));

describe('every order step on record', () => {
  test('history, audit log and the console name who took each step; tracking shows the stored times', async () => {
    const operator = await operatorClient(t);
    const customer = await signedInClient(t.app);
    const order = await placeOrder(operator, customer);

    expect((await operator.post(`/api/admin/orders/${order.id}/advance`, {})).status).toBe(200);
    const shipped = await json(
      await patch(customer, `/api/orders/${order.id}/status`, { status: 'shipped' }),
    );
    expect(shipped.trackingNumber).toMatch(/^TRK\d+$/);

    // The shipping mail of the customer's own step says they marked it.
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, customer.credentials.email), eq(mailOutbox.template, 'orderShipped')));
    expect(mails.map((m) => m.payload.markedBy)).toEqual(['customer']);

    const steps = await history(order.id);
    expect(steps.map((s) => [s.fromStatus, s.status, s.actorKind, s.actorId])).toEqual([
      [null, 'pending', 'customer', customer.userId],
      ['pending', 'processing', 'operator', operator.userId],
      ['processing', 'shipped', 'customer', customer.userId],
    ]);

    // The audit log: the operator's step and the customer's own, each with its kind, the order by number.
    const entries: Entry[] = await json(
      await operator.get(`/api/admin/audit?kind=order&query=${order.orderNumber}`),
    );
    expect(entries.map((e) => [e.action, e.actorKind, e.actorEmail, e.subject])).toEqual([
      ['order.status', 'customer', customer.credentials.email, order.orderNumber],
      ['order.advance', 'operator', operator.credentials.email, order.orderNumber],
    ]);
    const customers: Entry[] = await json(await operator.get('/api/admin/audit?actorKind=customer'));
    expect(customers.every((e) => e.actorKind === 'customer')).toBe(true);
    expect(customers.map((e) => e.entityId)).toContain(order.id);

    // The console's order list: the latest step and who took it.
    const listed: { id: string; lastStep: unknown }[] = await json(await operator.get('/api/admin/orders'));
    expect(listed.find((o) => o.id === order.id)?.lastStep).toEqual({
      status: 'shipped',
      at: expect.any(String),
      actorKind: 'customer',
      actorEmail: customer.credentials.email,
    });

    // Tracking: the stored steps, newest first, at their stored times; the customer's step says so.
    const tracking = await json(await customer.get(`/api/shipping/track/${shipped.trackingNumber}`));
    expect(tracking.events.map((e: { date: string }) => Date.parse(e.date))).toEqual(
      steps.map((s) => s.changedAt.getTime()).reverse(),
    );
    expect(tracking.events.map((e: { description: string }) => e.description)).toEqual([
      'Von Ihnen selbst als versandt markiert – keine Übergabe an DHL GoGreen bestätigt',
      'Bestellung wird im Lager bearbeitet',
      'Bestellung eingegangen',
    ]);
    const english = await json(
      await customer.get(`/api/shipping/track/${shipped.trackingNumber}`, { 'accept-language': 'en' }),
    );
    expect(english.events[0].description).toBe(
      'Marked as shipped by you – no hand-over to DHL GoGreen confirmed',
    );
  });

  test('a customer and an operator stepping at once: one step wins, one is on record', async () => {
    const operator = await operatorClient(t);
    const customer = await signedInClient(t.app);
    const order = await placeOrder(operator, customer);
    const answers = await Promise.all([
      patch(customer, `/api/orders/${order.id}/status`, { status: 'processing' }),
      operator.post(`/api/admin/orders/${order.id}/advance`, { from: 'pending' }),
      patch(customer, `/api/orders/${order.id}/status`, { status: 'processing' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const steps = await history(order.id);
    expect(steps.map((s) => s.status)).toEqual(['pending', 'processing']);
    const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, order.id));
    expect(audited).toHaveLength(1);
    expect(audited[0]?.actorKind).toBe(steps[1]?.actorKind ?? 'operator');
    expect(steps[1]?.actorKind).not.toBeNull();
  });
});
