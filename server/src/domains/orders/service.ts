/**
 * Orders: the user's list, checkout from the shop's catalogue, forward-only status steps with their
 * history, and shipment tracking.
 */
import { TRPCError } from '@trpc/server';
import {
  type CreateOrderInput,
  cartTotals,
  formatCents,
  messageText,
  nextOrderStatus,
  type Order,
  type OrderStatus,
  parseCents,
  type Tracking,
  type UpdateOrderStatusInput,
} from '@wurzelwerk/shared';
import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { activities, orderItems, orderStatusHistory, orders, products } from '../../db/schema';
import { uniqueViolation } from '../../errors';
import { type Locale, pick } from '../../i18n';
import { enqueueMail, mailFor } from '../../mail/outbox';
import type { AuthedContext } from '../../trpc/init';
import { notify, recipientOf } from '../notifications/service';

export const CARRIER = 'DHL GoGreen';
/** Days from hand-over to the carrier until the expected delivery. */
const DELIVERY_DAYS = 2;

export type OrderRow = typeof orders.$inferSelect;

/** An order line's name as it was at order time, in the reader's language. */
export function itemName(locale: Locale, item: { name: string; nameEn: string | null }): string {
  return pick(locale, item.name, item.nameEn ?? item.name);
}

export async function withItems(db: Executor, locale: Locale, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderItems.id));
  return rows.map((row) => ({
    id: row.id,
    orderNumber: row.orderNumber,
    status: row.status,
    createdAt: row.createdAt,
    paymentMethod: row.paymentMethod,
    trackingNumber: row.trackingNumber,
    totalAmount: row.totalAmount,
    shippingCost: row.shippingCost,
    shippingAddress: row.shippingAddress,
    items: items
      .filter((item) => item.orderId === row.id)
      .map((item) => ({ name: itemName(locale, item), quantity: item.quantity, total: item.total })),
  }));
}

export async function listOrders(ctx: AuthedContext): Promise<Order[]> {
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(eq(orders.userId, ctx.user.id))
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber));
  return withItems(ctx.db, ctx.locale, rows);
}

/**
 * An order number like the seeded ones' `WW-<year>-…`, with eight random digits instead of a running
 * count: no counter to contend for, and the unique constraint catches the rare repeat (see createOrder).
 */
export function generateOrderNumber(now = new Date()): string {
  const random = crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
  return `WW-${now.getUTCFullYear()}-${String(random % 100_000_000).padStart(8, '0')}`;
}

/** How often a freshly drawn order number may collide before giving up (practically never needed). */
const ORDER_NUMBER_ATTEMPTS = 5;

/**
 * Places an order from the shop: every price comes from the catalogue (the input carries none), shipping
 * follows the shared rule, and stock is taken in the same transaction by conditional updates, so that
 * concurrent orders for the last units cannot oversell. The order starts `pending` with its first
 * status-history entry and an activity, like the seeded ones.
 */
export async function createOrder(ctx: AuthedContext, input: CreateOrderInput): Promise<Order> {
  // Locking rows in one order (by product id) keeps concurrent checkouts from deadlocking each other.
  const lines = [...input.items].sort((a, b) => a.productId - b.productId);
  const row = await ctx.db.transaction(async (tx) => {
    const catalogue = await tx
      .select({ id: products.id, nameDe: products.nameDe, nameEn: products.nameEn, price: products.price })
      .from(products)
      .where(
        inArray(
          products.id,
          lines.map((line) => line.productId),
        ),
      );
    const byId = new Map(catalogue.map((product) => [product.id, product]));
    const priced = lines.map((line) => {
      const product = byId.get(line.productId);
      if (!product)
        throw new TRPCError({ code: 'NOT_FOUND', message: messageText(ctx.locale, 'shop.unknownProduct') });
      const priceCents = parseCents(product.price);
      if (priceCents === null) throw new Error(`product ${product.id} has no valid price`);
      return { ...line, name: product.nameDe, nameEn: product.nameEn, priceCents };
    });

    for (const line of priced) {
      const taken = await tx
        .update(products)
        .set({ stock: sql`${products.stock} - ${line.quantity}` })
        .where(and(eq(products.id, line.productId), gte(products.stock, line.quantity)))
        .returning({ id: products.id });
      if (taken.length === 0) {
        throw new TRPCError({
          code: 'CONFLICT',
          message: messageText(ctx.locale, 'shop.outOfStock', { name: itemName(ctx.locale, line) }),
        });
      }
    }

    const totals = cartTotals(priced);
    const id = crypto.randomUUID();
    let inserted: OrderRow | undefined;
    for (let attempt = 0; !inserted && attempt < ORDER_NUMBER_ATTEMPTS; attempt++) {
      // ON CONFLICT DO NOTHING rather than catching the violation: an error would abort the transaction.
      [inserted] = await tx
        .insert(orders)
        .values({
          id,
          userId: ctx.user.id,
          orderNumber: generateOrderNumber(),
          status: 'pending',
          paymentMethod: input.paymentMethod,
          totalAmount: totals.total,
          shippingCost: totals.shipping,
          shippingAddress: input.shippingAddress,
        })
        .onConflictDoNothing({ target: orders.orderNumber })
        .returning();
    }
    if (!inserted) throw new Error('no free order number');

    // Items keep the order in which they were sent, not the locking order.
    const position = new Map(input.items.map((item, index) => [item.productId, index]));
    const sent = priced.toSorted(
      (a, b) => (position.get(a.productId) ?? 0) - (position.get(b.productId) ?? 0),
    );
    await tx.insert(orderItems).values(
      sent.map((line) => ({
        orderId: id,
        productId: line.productId,
        name: line.name,
        nameEn: line.nameEn,
        quantity: line.quantity,
        unitPrice: formatCents(line.priceCents),
        total: formatCents(line.priceCents * line.quantity),
      })),
    );
    await tx
      .insert(orderStatusHistory)
      .values({ orderId: id, status: 'pending', changedAt: inserted.createdAt });
    await tx.insert(activities).values({
      userId: ctx.user.id,
      kind: 'order',
      amount: totals.total,
      reference: inserted.orderNumber,
      createdAt: inserted.createdAt,
    });
    const recipient = await recipientOf(tx, ctx.user.id, ctx.locale);
    if (recipient) {
      await notify(tx, recipient, 'orderPlaced', {
        orderId: id,
        orderNumber: inserted.orderNumber,
        totalAmount: inserted.totalAmount,
      });
      await enqueueMail(
        tx,
        mailFor(recipient, 'order', {
          orderNumber: inserted.orderNumber,
          items: sent.map((line) => ({
            name: itemName(recipient.language, line),
            quantity: line.quantity,
            total: formatCents(line.priceCents * line.quantity),
          })),
          shippingCost: inserted.shippingCost,
          totalAmount: inserted.totalAmount,
          paymentMethod: input.paymentMethod,
          address: inserted.shippingAddress,
        }),
      );
    }
    return inserted;
  });
  const [order] = await withItems(ctx.db, ctx.locale, [row]);
  if (!order) throw new Error('order vanished');
  return order;
}

/** A tracking number from the current time, as the spec says, with random digits against collisions. */
export function generateTrackingNumber(now = Date.now()): string {
  const random = crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
  return `TRK${now}${String(random % 1000).padStart(3, '0')}`;
}

/**
 * A forward step of an order. An investor steps their own orders; an operator (domains/admin) any order,
 * with `operator` writing its audit entry in the same transaction. A cancelled order moves no further.
 */
export async function updateOrderStatus(
  ctx: AuthedContext,
  input: UpdateOrderStatusInput,
  operator?: { audit(tx: Executor, before: OrderRow, after: OrderRow): Promise<void> },
): Promise<Order> {
  if (input.trackingNumber && input.status !== 'shipped') {
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: messageText(ctx.locale, 'order.trackingOnlyWhenShipped'),
    });
  }
  const row = await ctx.db
    .transaction(async (tx) => {
      // Lock the order so two concurrent steps cannot both pass the forward check.
      const [current] = await tx
        .select()
        .from(orders)
        .where(
          operator ? eq(orders.id, input.id) : and(eq(orders.id, input.id), eq(orders.userId, ctx.user.id)),
        )
        .for('update');
      if (!current)
        throw new TRPCError({ code: 'NOT_FOUND', message: messageText(ctx.locale, 'order.notFound') });
      if (current.cancelledAt)
        throw new TRPCError({ code: 'CONFLICT', message: messageText(ctx.locale, 'admin.orderCancelled') });
      if (nextOrderStatus(current.status) !== input.status) {
        throw new TRPCError({
          code: 'CONFLICT',
          message: messageText(ctx.locale, 'order.forwardOnly', { from: current.status, to: input.status }),
        });
      }
      const trackingNumber =
        input.status === 'shipped'
          ? (input.trackingNumber ?? generateTrackingNumber())
          : current.trackingNumber;
      const [updated] = await tx
        .update(orders)
        .set({ status: input.status, trackingNumber })
        .where(eq(orders.id, current.id))
        .returning();
      await tx.insert(orderStatusHistory).values({ orderId: current.id, status: input.status });
      if (updated) await operator?.audit(tx, current, updated);
      // An anonymised order (its account deleted) has nobody to tell.
      const recipient = current.userId ? await recipientOf(tx, current.userId, ctx.locale) : null;
      if (recipient) {
        await notify(tx, recipient, 'orderStatus', {
          orderId: current.id,
          orderNumber: current.orderNumber,
          status: input.status,
          trackingNumber,
        });
        if (input.status === 'shipped' && trackingNumber) {
          await enqueueMail(
            tx,
            mailFor(recipient, 'orderShipped', {
              orderNumber: current.orderNumber,
              trackingNumber,
              carrier: CARRIER,
            }),
          );
        }
      }
      return updated ?? current;
    })
    .catch((error: unknown) => {
      if (uniqueViolation(error)) {
        throw new TRPCError({ code: 'CONFLICT', message: messageText(ctx.locale, 'order.trackingTaken') });
      }
      throw error;
    });
  const [order] = await withItems(ctx.db, ctx.locale, [row]);
  if (!order) throw new Error('order vanished');
  return order;
}

const EVENT_TEXT: Record<OrderStatus, Record<Locale, string>> = {
  pending: { de: 'Bestellung eingegangen', en: 'Order received' },
  processing: { de: 'Bestellung wird im Lager bearbeitet', en: 'Order being prepared in the warehouse' },
  shipped: { de: 'Sendung an DHL GoGreen übergeben', en: 'Parcel handed over to DHL GoGreen' },
  delivered: { de: 'Sendung zugestellt', en: 'Parcel delivered' },
};

const WAREHOUSE = 'Wurzelwerk Versandlager, Hamburg';

export async function trackShipment(ctx: AuthedContext, trackingNumber: string): Promise<Tracking> {
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.trackingNumber, trackingNumber), eq(orders.userId, ctx.user.id)));
  if (!order)
    throw new TRPCError({ code: 'NOT_FOUND', message: messageText(ctx.locale, 'order.trackingNotFound') });
  const history = await ctx.db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, order.id))
    .orderBy(asc(orderStatusHistory.changedAt), asc(orderStatusHistory.id));
  const destination = `${order.shippingAddress.zipCode} ${order.shippingAddress.city}`;
  const events = history.map((entry) => ({
    date: entry.changedAt,
    location: entry.status === 'delivered' ? destination : entry.status === 'pending' ? 'Online' : WAREHOUSE,
    description: EVENT_TEXT[entry.status][ctx.locale],
  }));
  const delivered = history.findLast((e) => e.status === 'delivered');
  const shipped = history.findLast((e) => e.status === 'shipped');
  const handedOver = shipped?.changedAt ?? order.createdAt;
  return {
    trackingNumber,
    carrier: CARRIER,
    estimatedDelivery: delivered?.changedAt ?? new Date(handedOver.getTime() + DELIVERY_DAYS * 86_400_000),
    events: events.reverse(),
  };
}
