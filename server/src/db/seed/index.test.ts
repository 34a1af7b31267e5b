/** The demo account's sample orders: one per status, every item a catalogue product with its price. */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { investmentCapCents, ORDER_STATUSES, parseCents, shippingCostCents } from '@wurzelwerk/shared';
import { eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../../test/harness';
import { assetTypes, investments, orderItems, orders, products, selfDisclosures, users } from '../schema';
import { DEMO_USER, seed } from './index';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seed(database.db);
});
afterAll(() => database.close());

const cents = (value: string) => parseCents(value) ?? Number.NaN;

test('the demo orders cover every status, their items are catalogue products, the amounts follow the shop rules', async () => {
  const { db } = database;
  const demoOrders = await db.select().from(orders).where(eq(orders.userId, DEMO_USER.id));
  expect(demoOrders.map((order) => order.status).sort()).toEqual([...ORDER_STATUSES].sort());

  const catalogue = new Map((await db.select().from(products)).map((product) => [product.id, product]));
  for (const order of demoOrders) {
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const product = catalogue.get(item.productId ?? -1);
      expect(product, item.name).toBeDefined();
      expect(item.name).toBe(product?.nameDe ?? '');
      expect(item.unitPrice).toBe(product?.price ?? '');
      expect(cents(item.total)).toBe(cents(item.unitPrice) * item.quantity);
    }
    const subtotal = items.reduce((sum, item) => sum + cents(item.total), 0);
    expect(cents(order.shippingCost)).toBe(shippingCostCents(subtotal));
    expect(cents(order.totalAmount)).toBe(subtotal + shippingCostCents(subtotal));
  }
});

test('seeding again adds no second set of demo orders', async () => {
  await seed(database.db);
  const demoOrders = await database.db.select().from(orders).where(eq(orders.userId, DEMO_USER.id));
  expect(demoOrders).toHaveLength(ORDER_STATUSES.length);
});

test('the demo account starts with a confirmed address, also when an older seed left it unconfirmed', async () => {
  const { db } = database;
  const verifiedAt = async () =>
    (await db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, DEMO_USER.id)))[0]?.at;
  expect(await verifiedAt()).toBeInstanceOf(Date);
  await db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, DEMO_USER.id));
  await seed(db);
  expect(await verifiedAt()).toBeInstanceOf(Date);
});

test('the demo investments keep within the caps of the demo self-disclosure, per issuer (decision 0072)', async () => {
  const { db } = database;
  const [disclosure] = await db
    .select()
    .from(selfDisclosures)
    .where(eq(selfDisclosures.userId, DEMO_USER.id));
  expect(disclosure).toBeDefined();
  const cap = investmentCapCents(disclosure ?? null);
  const issuerOf = new Map(
    (await db.select({ id: assetTypes.id, issuerId: assetTypes.issuerId }).from(assetTypes)).map((a) => [
      a.id,
      a.issuerId,
    ]),
  );
  const totals = new Map<number, number>();
  for (const row of await db.select().from(investments).where(eq(investments.userId, DEMO_USER.id)))
    if (row.status === 'paid' || row.status === 'awaiting_payment') {
      const issuer = issuerOf.get(row.assetTypeId) ?? 0;
      totals.set(issuer, (totals.get(issuer) ?? 0) + cents(row.totalInvestment));
    }
  expect(totals.size).toBeGreaterThan(1);
  for (const total of totals.values()) expect(total).toBeLessThanOrEqual(cap);
});
