/**
 * The pure rules of the orders page (spec §2 Orders, §4 order status, §9): which items show, the subtotal
 * in exact cents, the forward-only next status and the tracking number for the shipped step.
 */
import { formatCents, NEXT_ORDER_STATUS, type OrderStatus, parseCents } from '@wurzelwerk/shared';

/** Items listed on an order card; the rest are summed up as "+N weitere Artikel". */
export const VISIBLE_ITEMS = 2;

export function splitItems<T>(items: readonly T[]): { visible: T[]; hiddenCount: number } {
  return {
    visible: items.slice(0, VISIBLE_ITEMS),
    hiddenCount: Math.max(0, items.length - VISIBLE_ITEMS),
  };
}

/**
 * Total minus shipping as a decimal string ("55.61"), computed in integer cents. Null when either amount
 * is not a plain decimal, so the page can leave the line out instead of showing a wrong figure.
 */
export function subtotal(totalAmount: string, shippingCost: string): string | null {
  const total = parseCents(totalAmount);
  const shipping = parseCents(shippingCost);
  if (total === null || shipping === null) return null;
  return formatCents(total - shipping);
}

function isOrderStatus(status: string): status is OrderStatus {
  return Object.hasOwn(NEXT_ORDER_STATUS, status);
}

/** The one step forward from `status`, or null for delivered and for unknown values. */
export function nextStatus(status: string): OrderStatus | null {
  return isOrderStatus(status) ? NEXT_ORDER_STATUS[status] : null;
}

/** Spec §7: the client generates the number for the shipped step from the current time, TRK prefix. */
export function generateTrackingNumber(now: number = Date.now()): string {
  return `TRK${now}`;
}
