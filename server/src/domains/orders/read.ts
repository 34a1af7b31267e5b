/** Orders as the user reads them: the list with items and delivery dates, and shipment tracking. */
import { TRPCError } from '@trpc/server';
import {
  messageText,
  type Order,
  type OrderStatus,
  returnableUntil,
  type Tracking,
} from '@wurzelwerk/shared';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderItems, orderStatusHistory, orders, products } from '../../db/schema';
import { type Locale, pick } from '../../i18n';
import type { AuthedContext } from '../../trpc/init';

export const CARRIER = 'DHL GoGreen';
/** Days from hand-over to the carrier until the expected delivery. */
const DELIVERY_DAYS = 2;

export type OrderRow = typeof orders.$inferSelect;

/** The shop product whose order comes with a certificate (certificate.ts). */
export const GIFT_VOUCHER_SLUG = 'gutschein-baumpflanzung';

/** An order line's name as it was at order time, in the reader's language. */
export function itemName(locale: Locale, item: { name: string; nameEn: string | null }): string {
  return pick(locale, item.name, item.nameEn ?? item.name);
}

/** When each of the orders was delivered (its last `delivered` step), by order id. */
async function deliveryDates(db: Database, ids: string[]): Promise<Map<string, Date>> {
  const rows = await db
    .select({ orderId: orderStatusHistory.orderId, changedAt: orderStatusHistory.changedAt })
    .from(orderStatusHistory)
    .where(and(inArray(orderStatusHistory.orderId, ids), eq(orderStatusHistory.status, 'delivered')))
    .orderBy(asc(orderStatusHistory.changedAt), asc(orderStatusHistory.id));
  return new Map(rows.map((row) => [row.orderId, row.changedAt]));
}

export async function withItems(db: Database, locale: Locale, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [items, delivered] = await Promise.all([
    db
      .select({ item: orderItems, slug: products.slug })
      .from(orderItems)
      .leftJoin(products, eq(products.id, orderItems.productId))
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.id)),
    deliveryDates(db, ids),
  ]);
  return rows.map((row) => {
    const deliveredAt = delivered.get(row.id) ?? null;
    const lines = items.filter(({ item }) => item.orderId === row.id);
    return {
      id: row.id,
      orderNumber: row.orderNumber,
      status: row.status,
      createdAt: row.createdAt,
      paymentMethod: row.paymentMethod,
      trackingNumber: row.trackingNumber,
      totalAmount: row.totalAmount,
      shippingCost: row.shippingCost,
      shippingAddress: row.shippingAddress,
      items: lines.map(({ item }) => ({
        name: itemName(locale, item),
        quantity: item.quantity,
        total: item.total,
      })),
      deliveredAt,
      hasCertificate: lines.some(({ slug }) => slug === GIFT_VOUCHER_SLUG),
      returnableUntil: deliveredAt && returnableUntil(deliveredAt),
    };
  });
}

/** One order in the reader's form (after a change). */
export async function readOrder(db: Database, locale: Locale, row: OrderRow): Promise<Order> {
  const [order] = await withItems(db, locale, [row]);
  if (!order) throw new Error('order vanished');
  return order;
}

export async function listOrders(ctx: AuthedContext): Promise<Order[]> {
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(eq(orders.userId, ctx.user.id))
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber));
  return withItems(ctx.db, ctx.locale, rows);
}

const EVENT_TEXT: Record<OrderStatus, Record<Locale, string>> = {
  pending: { de: 'Bestellung eingegangen', en: 'Order received' },
  processing: { de: 'Bestellung wird im Lager bearbeitet', en: 'Order being prepared in the warehouse' },
  shipped: { de: 'Sendung an DHL GoGreen übergeben', en: 'Parcel handed over to DHL GoGreen' },
  delivered: { de: 'Sendung zugestellt', en: 'Parcel delivered' },
  return_requested: { de: 'Rücksendung angefragt', en: 'Return requested' },
};

/**
 * A step the customer took on their own order (the spec's buttons on /orders are everyone's): it says so,
 * and claims no warehouse or carrier (issue 36).
 */
const BY_CUSTOMER_TEXT: Record<OrderStatus, Record<Locale, string>> = {
  pending: EVENT_TEXT.pending,
  processing: { de: 'Von Ihnen selbst als „in Bearbeitung“ markiert', en: 'Marked as processing by you' },
  shipped: {
    de: `Von Ihnen selbst als versandt markiert – keine Übergabe an ${CARRIER} bestätigt`,
    en: `Marked as shipped by you – no hand-over to ${CARRIER} confirmed`,
  },
  delivered: { de: 'Von Ihnen selbst als zugestellt markiert', en: 'Marked as delivered by you' },
  return_requested: EVENT_TEXT.return_requested,
};

const WAREHOUSE = 'Wurzelwerk Versandlager, Hamburg';

/**
 * Where a step happened: online when ordered or when the customer marked it, at the destination when
 * delivered or returned, else the warehouse.
 */
function eventLocation(status: OrderStatus, destination: string, byCustomer: boolean): string {
  if (status === 'pending' || (byCustomer && status !== 'return_requested')) return 'Online';
  return status === 'delivered' || status === 'return_requested' ? destination : WAREHOUSE;
}

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
  const destination = order.shippingAddress
    ? `${order.shippingAddress.zipCode} ${order.shippingAddress.city}`
    : 'Online';
  // The stored steps with their times (issue 36): nothing is added or moved.
  const events = history.map((entry) => {
    const byCustomer = entry.actorKind === 'customer';
    return {
      date: entry.changedAt,
      location: eventLocation(entry.status, destination, byCustomer),
      description: (byCustomer ? BY_CUSTOMER_TEXT : EVENT_TEXT)[entry.status][ctx.locale],
    };
  });
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
