/** Orders: the user's list, forward-only status steps with their history, and shipment tracking. */
import { TRPCError } from '@trpc/server';
import {
  NEXT_ORDER_STATUS,
  type Order,
  type OrderStatus,
  type Tracking,
  type UpdateOrderStatusInput,
} from '@wurzelwerk/shared';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orderItems, orderStatusHistory, orders } from '../db/schema';
import { uniqueViolation } from '../errors';
import type { Locale } from '../i18n';
import type { AuthedContext } from '../trpc/init';

export const ORDER_ERRORS = {
  notFound: 'Bestellung nicht gefunden.',
  trackingNotFound: 'Sendung nicht gefunden.',
  forwardOnly: (from: OrderStatus, to: OrderStatus) =>
    `Der Status kann nicht von „${from}“ auf „${to}“ wechseln: nur pending → processing → shipped → delivered.`,
  trackingOnlyWhenShipped: 'Eine Sendungsnummer gibt es nur beim Wechsel auf „shipped“.',
  trackingTaken: 'Diese Sendungsnummer ist bereits vergeben.',
} as const;

export const CARRIER = 'DHL GoGreen';
/** Days from hand-over to the carrier until the expected delivery. */
const DELIVERY_DAYS = 2;

type OrderRow = typeof orders.$inferSelect;

async function withItems(db: Database, rows: OrderRow[]): Promise<Order[]> {
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
      .map((item) => ({ name: item.name, quantity: item.quantity, total: item.total })),
  }));
}

export async function listOrders(ctx: AuthedContext): Promise<Order[]> {
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(eq(orders.userId, ctx.user.id))
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber));
  return withItems(ctx.db, rows);
}

/** A tracking number from the current time, as the spec says, with random digits against collisions. */
export function generateTrackingNumber(now = Date.now()): string {
  const random = crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
  return `TRK${now}${String(random % 1000).padStart(3, '0')}`;
}

export async function updateOrderStatus(ctx: AuthedContext, input: UpdateOrderStatusInput): Promise<Order> {
  if (input.trackingNumber && input.status !== 'shipped') {
    throw new TRPCError({ code: 'BAD_REQUEST', message: ORDER_ERRORS.trackingOnlyWhenShipped });
  }
  const row = await ctx.db
    .transaction(async (tx) => {
      // Lock the order so two concurrent steps cannot both pass the forward check.
      const [current] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, input.id), eq(orders.userId, ctx.user.id)))
        .for('update');
      if (!current) throw new TRPCError({ code: 'NOT_FOUND', message: ORDER_ERRORS.notFound });
      if (NEXT_ORDER_STATUS[current.status] !== input.status) {
        throw new TRPCError({
          code: 'CONFLICT',
          message: ORDER_ERRORS.forwardOnly(current.status, input.status),
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
      return updated ?? current;
    })
    .catch((error: unknown) => {
      if (uniqueViolation(error)) {
        throw new TRPCError({ code: 'CONFLICT', message: ORDER_ERRORS.trackingTaken });
      }
      throw error;
    });
  const [order] = await withItems(ctx.db, [row]);
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
  if (!order) throw new TRPCError({ code: 'NOT_FOUND', message: ORDER_ERRORS.trackingNotFound });
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
