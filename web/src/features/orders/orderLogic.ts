/** How an order card lists its items (product §2 Orders): the first two, the rest summed up as "+N weitere Artikel". */
import { nextOrderStatus, type Order, type OrderStatus } from '@wurzelwerk/shared';

export const VISIBLE_ITEMS = 2;

export function splitItems<T>(items: readonly T[]): { visible: T[]; hiddenCount: number } {
  return {
    visible: items.slice(0, VISIBLE_ITEMS),
    hiddenCount: Math.max(0, items.length - VISIBLE_ITEMS),
  };
}

/**
 * The step an order's card offers: the next forward status, except a return request after the 30 days
 * following the delivery ("30 Tage Rückgaberecht"; the server refuses it then as well).
 */
export function stepAvailable(
  order: Pick<Order, 'status' | 'returnableUntil'>,
  now: Date,
): OrderStatus | null {
  const next = nextOrderStatus(order.status);
  if (next !== 'return_requested') return next;
  return order.returnableUntil && now <= order.returnableUntil ? next : null;
}
