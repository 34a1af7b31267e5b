/**
 * A sample order's status steps as they would have happened (issue 36): placed by the customer, prepared
 * a few hours later, handed to the carrier the next day and delivered two days after that by the operator's
 * steps, a return asked for by the customer a week on — each step in the history with who took it, and in
 * the audit log as the console would have written it. No step lies in the future.
 */
import { DEMO_OPERATOR, ORDER_STATUSES, type OrderActorKind, type OrderStatus } from '@wurzelwerk/shared';
import { recordAudit } from '../audit';
import type { Executor } from '../client';
import { orderStatusHistory } from '../schema';
import { DEMO_OPERATOR_USER, DEMO_USER } from './accounts';

const HOUR_MS = 3_600_000;

/** Hours after the order each step was taken, and by whom. */
const STEP: Record<OrderStatus, { hours: number; by: OrderActorKind }> = {
  pending: { hours: 0, by: 'customer' },
  processing: { hours: 3, by: 'operator' },
  shipped: { hours: 26, by: 'operator' },
  delivered: { hours: 74, by: 'operator' },
  return_requested: { hours: 10 * 24, by: 'customer' },
};

export async function seedOrderSteps(
  tx: Executor,
  order: { id: string; createdAt: Date; trackingNumber: string | null },
  reached: readonly OrderStatus[],
  now: number,
): Promise<void> {
  let previous: OrderStatus | null = null;
  for (const [index, status] of reached.entries()) {
    const { hours, by } = STEP[status];
    // A step that would lie ahead is put just before now, in its order.
    const at = new Date(
      Math.min(order.createdAt.getTime() + hours * HOUR_MS, now - (reached.length - index) * 60_000),
    );
    const actor =
      by === 'customer'
        ? { id: DEMO_USER.id, email: DEMO_USER.email, kind: by }
        : { id: DEMO_OPERATOR_USER.id, email: DEMO_OPERATOR.email, kind: by };
    await tx.insert(orderStatusHistory).values({
      orderId: order.id,
      fromStatus: previous,
      status,
      changedAt: at,
      actorId: actor.id,
      actorKind: by,
    });
    if (previous) {
      // The tracking number exists from the shipped step on.
      const tracking = (s: OrderStatus) =>
        ORDER_STATUSES.indexOf(s) >= ORDER_STATUSES.indexOf('shipped') ? order.trackingNumber : null;
      await recordAudit(
        tx,
        actor,
        {
          action: by === 'operator' ? 'order.advance' : 'order.status',
          entity: 'orders',
          entityId: order.id,
          before: { status: previous, trackingNumber: tracking(previous) },
          after: { status, trackingNumber: tracking(status) },
        },
        at,
      );
    }
    previous = status;
  }
}
