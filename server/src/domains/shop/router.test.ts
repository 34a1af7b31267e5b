/** The shop's procedures through createCaller: the catalogue and checkout (orders.create). */
import { beforeAll, describe, expect, test } from 'bun:test';
import { TRPCError } from '@trpc/server';
import {
  type CreateOrderInput,
  germanText,
  PRODUCT_CATEGORIES,
  SAMPLE_SHOP_PRODUCTS,
  SHOP_MESSAGES,
} from '@wurzelwerk/shared';
import { eq, inArray } from 'drizzle-orm';
import { signedUpCaller } from '../../../test/domains';
import { shippingAddress } from '../../../test/fixtures/shop';
import { callerFor, testApp } from '../../../test/harness';
import { activities, orderItems, orderStatusHistory, products } from '../../db/schema';

const t = testApp({ seed: true });

async function codeOf(promise: Promise<unknown>) {
  return promise.then(
    () => 'OK',
    (error: unknown) => (error instanceof TRPCError ? `${error.code}: ${error.message}` : String(error)),
  );
}

/** Test products with prices that hit the shipping threshold exactly. */
const TEST_PRODUCTS = {
  quarter: { slug: 'test-viertel', price: '25.00', stock: 1000 },
  quarterPlus: { slug: 'test-viertel-plus', price: '25.01', stock: 1000 },
  lastUnits: { slug: 'test-letzte-stuecke', price: '3.00', stock: 3 },
  soldOut: { slug: 'test-ausverkauft', price: '9.99', stock: 0 },
} as const;
const ids = {} as Record<keyof typeof TEST_PRODUCTS, number>;

beforeAll(async () => {
  for (const [key, p] of Object.entries(TEST_PRODUCTS)) {
    const [row] = await t.database.db
      .insert(products)
      .values({
        ...p,
        category: 'tools',
        nameDe: `Testprodukt ${p.slug}`,
        nameEn: `Test product ${p.slug}`,
        descriptionDe: 'Nur für Tests',
        descriptionEn: 'For tests only',
        rating: '4.0',
        sustainabilityScore: 50,
        image: `${p.slug}.svg`,
      })
      .returning({ id: products.id });
    ids[key as keyof typeof TEST_PRODUCTS] = row?.id ?? 0;
  }
});

const orderOf = (items: CreateOrderInput['items']): CreateOrderInput => ({
  items,
  shippingAddress,
  paymentMethod: 'creditcard',
});

async function stockOf(id: number): Promise<number> {
  const [row] = await t.database.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, id));
  return row?.stock ?? Number.NaN;
}

describe('shop.products', () => {
  test('the seeded catalogue for everyone, in German by default, with stock flags', async () => {
    const { caller } = await callerFor(t.app);
    const list = await caller.shop.products();
    for (const sample of SAMPLE_SHOP_PRODUCTS) {
      const product = list.find((p) => p.slug === sample.slug);
      expect(product).toMatchObject({
        name: sample.nameDe,
        description: sample.descriptionDe,
        category: sample.category,
        price: sample.price,
        rating: sample.rating,
        stock: sample.stock,
        inStock: sample.stock > 0,
        co2Impact: sample.co2De,
        imageUrl: `/media/products/${sample.slug}.svg`,
      });
    }
    expect(new Set(list.map((p) => p.category))).toEqual(new Set(PRODUCT_CATEGORIES));
  });
});

describe('orders.create', () => {
  test('signed out: UNAUTHORIZED', async () => {
    const { caller } = await callerFor(t.app);
    expect(
      await codeOf(caller.orders.create(orderOf([{ productId: ids.quarter, quantity: 1 }]))),
    ).toStartWith('UNAUTHORIZED');
  });

  test('a subtotal of exactly 50.00 € pays 4.99 € shipping', async () => {
    const caller = (await signedUpCaller(t.app)).caller;
    const order = await caller.orders.create(orderOf([{ productId: ids.quarter, quantity: 2 }]));
    expect(order.shippingCost).toBe('4.99');
    expect(order.totalAmount).toBe('54.99');
    expect(order.items).toEqual([{ name: 'Testprodukt test-viertel', quantity: 2, total: '50.00' }]);
  });

  test('a subtotal of 50.01 € ships free', async () => {
    const caller = (await signedUpCaller(t.app)).caller;
    const order = await caller.orders.create(
      orderOf([
        { productId: ids.quarterPlus, quantity: 1 },
        { productId: ids.quarter, quantity: 1 },
      ]),
    );
    expect(order.shippingCost).toBe('0.00');
    expect(order.totalAmount).toBe('50.01');
    // Items in the order they were sent.
    expect(order.items.map((i) => i.total)).toEqual(['25.01', '25.00']);
  });

  test('stores a pending order with number, items, first history entry and an activity; stock goes down', async () => {
    const caller = (await signedUpCaller(t.app)).caller;
    const sample = SAMPLE_SHOP_PRODUCTS.find((p) => p.stock > 10 && p.category === 'seeds');
    const [product] = await t.database.db
      .select()
      .from(products)
      .where(eq(products.slug, sample?.slug ?? ''));
    if (!product) throw new Error('seeded product missing');
    const before = product.stock;

    const order = await caller.orders.create({
      ...orderOf([{ productId: product.id, quantity: 3 }]),
      paymentMethod: 'banktransfer',
    });
    expect(order).toMatchObject({
      status: 'pending',
      paymentMethod: 'banktransfer',
      trackingNumber: null,
      shippingAddress,
    });
    expect(order.orderNumber).toMatch(/^WW-\d{4}-\d{8}$/);
    expect(order.items).toEqual([
      { name: product.nameDe, quantity: 3, total: ((Number(product.price) * 300) / 100).toFixed(2) },
    ]);
    expect(await stockOf(product.id)).toBe(before - 3);

    const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(item).toMatchObject({ productId: product.id, unitPrice: product.price, quantity: 3 });
    const history = await t.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(history.map((h) => h.status)).toEqual(['pending']);
    const [activity] = await t.database.db
      .select()
      .from(activities)
      .where(eq(activities.reference, order.orderNumber));
    expect(activity).toMatchObject({ kind: 'order', amount: order.totalAmount });

    // It is an ordinary order from here on: listed, advanced, tracked.
    expect((await caller.orders.list()).map((o) => o.id)).toEqual([order.id]);
    await caller.orders.updateStatus({ id: order.id, status: 'processing' });
    const shipped = await caller.orders.updateStatus({ id: order.id, status: 'shipped' });
    const tracking = await caller.orders.track({ trackingNumber: shipped.trackingNumber ?? '' });
    // The customer's own steps say so (issue 36).
    expect(tracking.events.map((e) => e.description)).toEqual([
      'Von Ihnen selbst als versandt markiert – keine Übergabe an DHL GoGreen bestätigt',
      'Von Ihnen selbst als „in Bearbeitung“ markiert',
      'Bestellung eingegangen',
    ]);
  });

  test('out of stock: CONFLICT naming the product, and no line of the order takes stock', async () => {
    const caller = (await signedUpCaller(t.app)).caller;
    const before = await stockOf(ids.quarter);
    const result = await codeOf(
      caller.orders.create(
        orderOf([
          { productId: ids.quarter, quantity: 1 },
          { productId: ids.soldOut, quantity: 1 },
        ]),
      ),
    );
    expect(result).toBe(
      `CONFLICT: ${germanText('shop.outOfStock', { name: 'Testprodukt test-ausverkauft' })}`,
    );
    expect(await stockOf(ids.quarter)).toBe(before);
    expect(await stockOf(ids.soldOut)).toBe(0);
    expect(await caller.orders.list()).toEqual([]);
  });

  test('an unknown product: NOT_FOUND, nothing stored', async () => {
    const caller = (await signedUpCaller(t.app)).caller;
    const before = await stockOf(ids.quarter);
    expect(
      await codeOf(
        caller.orders.create(
          orderOf([
            { productId: ids.quarter, quantity: 1 },
            { productId: 999_999, quantity: 1 },
          ]),
        ),
      ),
    ).toBe(`NOT_FOUND: ${germanText(SHOP_MESSAGES.unknownProduct)}`);
    expect(await stockOf(ids.quarter)).toBe(before);
    expect(await caller.orders.list()).toEqual([]);
  });

  test('an incomplete address: BAD_REQUEST', async () => {
    const caller = (await signedUpCaller(t.app)).caller;
    const input = {
      ...orderOf([{ productId: ids.quarter, quantity: 1 }]),
      shippingAddress: { ...shippingAddress, zipCode: ' ' },
    };
    const result = await codeOf(caller.orders.create(input));
    expect(result).toStartWith('BAD_REQUEST');
    expect(result).toContain(SHOP_MESSAGES.zipCode);
  });

  test("another user's new order is not theirs to see, advance or track", async () => {
    const owner = (await signedUpCaller(t.app)).caller;
    const order = await owner.orders.create(orderOf([{ productId: ids.quarter, quantity: 1 }]));
    await owner.orders.updateStatus({ id: order.id, status: 'processing' });
    const shipped = await owner.orders.updateStatus({ id: order.id, status: 'shipped' });
    const stranger = (await signedUpCaller(t.app)).caller;
    expect(await stranger.orders.list()).toEqual([]);
    expect(await codeOf(stranger.orders.updateStatus({ id: order.id, status: 'delivered' }))).toStartWith(
      'NOT_FOUND',
    );
    expect(await codeOf(stranger.orders.track({ trackingNumber: shipped.trackingNumber ?? '' }))).toStartWith(
      'NOT_FOUND',
    );
  });

  test('parallel orders for the last units do not oversell', async () => {
    const callers = await Promise.all(
      Array.from({ length: 5 }, async () => (await signedUpCaller(t.app)).caller),
    );
    const results = await Promise.all(
      callers.map((caller) =>
        codeOf(caller.orders.create(orderOf([{ productId: ids.lastUnits, quantity: 1 }]))),
      ),
    );
    expect(results.filter((r) => r === 'OK')).toHaveLength(3);
    expect(results.filter((r) => r.startsWith('CONFLICT'))).toHaveLength(2);
    expect(await stockOf(ids.lastUnits)).toBe(0);
    const sold = await t.database.db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.productId, [ids.lastUnits]));
    expect(sold.reduce((sum, item) => sum + item.quantity, 0)).toBe(3);
  });
});
