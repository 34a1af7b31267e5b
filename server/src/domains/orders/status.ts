/**
 * Forward-only status steps of an order with their history: pending → processing → shipped → delivered,
 * then within RETURN_WINDOW_DAYS of the delivery the return request ("30 Tage Rückgaberecht", issue 19).
 */
import { TRPCError } from '@trpc/server';
import {
  generateTrackingNumber,
  intlLocale,
  languageOf,
  messageText,
  nextOrderStatus,
  type Order,
  RETURN_WINDOW_DAYS,
  returnableUntil,
  type UpdateOrderStatusInput,
} from '@wurzelwerk/shared';
import { and, desc, eq } from 'drizzle-orm';
import { TIME_ZONE } from '../../calendar';
import { recordAudit } from '../../db/audit';
import type { Transaction } from '../../db/client';
import { orderStatusHistory, orders } from '../../db/schema';
import { uniqueViolation } from '../../errors';
import { enqueueMail, mailFor } from '../../mail/outbox';
import type { AuthedContext } from '../../trpc/init';
import { notify, recipientOf } from '../notifications/service';
import { CARRIER, type OrderRow, readOrder } from './read';

const formatDate = (locale: string, date: Date) =>
  new Intl.DateTimeFormat(intlLocale(languageOf(locale)), {
    dateStyle: 'long',
    timeZone: TIME_ZONE,
  }).format(date);

/** A return can be requested until RETURN_WINDOW_DAYS after the delivery; later → 409 naming the end. */
async function checkReturnWindow(ctx: AuthedContext, tx: Transaction, orderId: string, now = new Date()) {
  const [delivered] = await tx
    .select({ changedAt: orderStatusHistory.changedAt })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.status, 'delivered')))
    .orderBy(desc(orderStatusHistory.changedAt))
    .limit(1);
  const until = delivered && returnableUntil(delivered.changedAt);
  if (!until || now > until) {
    throw new TRPCError({
      code: 'CONFLICT',
      message: messageText(ctx.locale, 'order.returnWindowClosed', {
        days: RETURN_WINDOW_DAYS,
        date: until ? formatDate(ctx.locale, until) : '–',
      }),
    });
  }
}

/** A status step's audit entry: the order's status and tracking number before and after. */
export const statusAudit = (action: string, before: OrderRow, after: OrderRow) => ({
  action,
  entity: 'orders',
  entityId: after.id,
  before: { status: before.status, trackingNumber: before.trackingNumber },
  after: { status: after.status, trackingNumber: after.trackingNumber },
});

/**
 * A forward step of an order. An investor steps their own orders; an operator (domains/admin) any order,
 * with `operator` writing its audit entry in the same transaction. A cancelled order moves no further.
 * Every step is on record in that transaction (issue 36): the status history with who took it, and a
 * customer's own step in the audit log as `order.status`. A customer's "shipped" says it was theirs.
 */
export async function updateOrderStatus(
  ctx: AuthedContext,
  input: UpdateOrderStatusInput,
  operator?: { audit(tx: Transaction, before: OrderRow, after: OrderRow): Promise<void> },
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
      if (input.status === 'return_requested') await checkReturnWindow(ctx, tx, current.id);
      const trackingNumber =
        input.status === 'shipped'
          ? (input.trackingNumber ?? generateTrackingNumber())
          : current.trackingNumber;
      const [updated] = await tx
        .update(orders)
        .set({ status: input.status, trackingNumber })
        .where(eq(orders.id, current.id))
        .returning();
      const actorKind = operator ? 'operator' : 'customer';
      await tx.insert(orderStatusHistory).values({
        orderId: current.id,
        fromStatus: current.status,
        status: input.status,
        actorId: ctx.user.id,
        actorKind,
      });
      if (updated) {
        if (operator) await operator.audit(tx, current, updated);
        else
          await recordAudit(
            tx,
            { id: ctx.user.id, email: ctx.user.email, kind: 'customer' },
            statusAudit('order.status', current, updated),
          );
      }
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
              markedBy: actorKind,
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
  return readOrder(ctx.db, ctx.locale, row);
}
