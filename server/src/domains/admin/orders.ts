/**
 * The console's orders: every customer's, filtered by status and date; advance a step; cancel with a reason.
 * A cancelled order's goods go back in stock while it has not left the warehouse (orders/checkout.ts).
 */
import { TRPCError } from '@trpc/server';
import {
  adminOrderSchema,
  advanceOrderInput,
  cancelOrderInput,
  messageText,
  nextOrderStatus,
  orderFilterInput,
} from '@wurzelwerk/shared';
import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { orderStatusHistory, orders, users } from '../../db/schema';
import { type AuthedContext, router } from '../../trpc/init';
import { returnToStock } from '../orders/checkout';
import { type OrderRow, withItems } from '../orders/read';
import { statusAudit, updateOrderStatus } from '../orders/status';
import { actorOf, notFound, operatorProcedure, recordAudit, rowById } from './procedure';

const DAY_MS = 86_400_000;

/** Each order's latest status step and who took it (issue 36), by order id. */
async function lastSteps(ctx: AuthedContext, ids: string[]) {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .selectDistinctOn([orderStatusHistory.orderId], {
      orderId: orderStatusHistory.orderId,
      status: orderStatusHistory.status,
      at: orderStatusHistory.changedAt,
      actorKind: orderStatusHistory.actorKind,
      actorEmail: users.email,
    })
    .from(orderStatusHistory)
    .leftJoin(users, eq(users.id, orderStatusHistory.actorId))
    .where(inArray(orderStatusHistory.orderId, ids))
    .orderBy(orderStatusHistory.orderId, desc(orderStatusHistory.changedAt), desc(orderStatusHistory.id));
  return new Map(rows.map(({ orderId, ...step }) => [orderId, step]));
}

async function adminOrders(ctx: AuthedContext, where: SQL | undefined, limit = 1, offset = 0) {
  const rows = await ctx.db
    .select({ order: orders, email: users.email })
    .from(orders)
    // Orders of deleted accounts stay, anonymised: without a user.
    .leftJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
    .limit(limit)
    .offset(offset);
  const [typed, steps] = await Promise.all([
    withItems(
      ctx.db,
      ctx.locale,
      rows.map((r) => r.order),
    ),
    lastSteps(
      ctx,
      rows.map((r) => r.order.id),
    ),
  ]);
  return typed.map((order, index) => {
    const row = rows[index] as { order: OrderRow; email: string | null };
    return {
      ...order,
      lastStep: steps.get(order.id) ?? null,
      userId: row.order.userId,
      customerEmail: row.email,
      cancelledAt: row.order.cancelledAt,
      cancelReason: row.order.cancelReason,
    };
  });
}

async function oneOrder(ctx: AuthedContext, id: string) {
  const [order] = await adminOrders(ctx, eq(orders.id, id));
  if (!order) throw notFound(ctx);
  return order;
}

export const adminOrdersRouter = router({
  /** Newest first; `status: 'cancelled'` lists the cancelled ones, another status only open ones. */
  list: operatorProcedure
    .input(orderFilterInput)
    .output(z.array(adminOrderSchema))
    .query(({ ctx, input }) => {
      if (input.from && input.to && input.from > input.to)
        throw new TRPCError({ code: 'BAD_REQUEST', message: messageText(ctx.locale, 'admin.dateRange') });
      const filters: (SQL | undefined)[] = [
        input.status === 'cancelled'
          ? isNotNull(orders.cancelledAt)
          : input.status
            ? and(eq(orders.status, input.status), isNull(orders.cancelledAt))
            : undefined,
        input.from ? gte(orders.createdAt, new Date(input.from)) : undefined,
        // `to` is a whole day: up to the start of the next one.
        input.to ? lt(orders.createdAt, new Date(new Date(input.to).getTime() + DAY_MS)) : undefined,
      ];
      return adminOrders(ctx, and(...filters), input.limit, input.offset);
    }),

  /** The next status (pending → processing → shipped → delivered); for shipped a tracking number. */
  advance: operatorProcedure
    .input(advanceOrderInput)
    .output(adminOrderSchema)
    .mutation(async ({ ctx, input }) => {
      const current = await rowById(ctx, orders, input.id);
      // Moved on since the operator saw it (by the customer, say): they decide again (issue 36).
      if (input.from && input.from !== current.status)
        throw new TRPCError({
          code: 'CONFLICT',
          message: messageText(ctx.locale, 'admin.orderMovedOn', { status: current.status }),
        });
      const status = nextOrderStatus(current.status);
      // Up to delivered: a return is the customer's own request (issue 19).
      if (!status || status === 'return_requested')
        throw new TRPCError({
          code: 'CONFLICT',
          message: messageText(ctx.locale, 'order.forwardOnly', { from: current.status, to: current.status }),
        });
      await updateOrderStatus(
        ctx,
        { id: input.id, status, trackingNumber: status === 'shipped' ? input.trackingNumber : undefined },
        {
          audit: (tx, before, after) =>
            recordAudit(tx, actorOf(ctx), statusAudit('order.advance', before, after)),
        },
      );
      return oneOrder(ctx, input.id);
    }),

  cancel: operatorProcedure
    .input(cancelOrderInput)
    .output(adminOrderSchema)
    .mutation(async ({ ctx, input }) => {
      await ctx.db.transaction(async (tx) => {
        const [before] = await tx.select().from(orders).where(eq(orders.id, input.id)).for('update');
        if (!before) throw notFound(ctx);
        if (before.cancelledAt || before.status === 'delivered' || before.status === 'return_requested')
          throw new TRPCError({
            code: 'CONFLICT',
            message: messageText(ctx.locale, 'admin.orderNotCancellable'),
          });
        const [after] = await tx
          .update(orders)
          .set({ cancelledAt: sql`now()`, cancelReason: input.reason })
          .where(eq(orders.id, input.id))
          .returning();
        const restocked = await returnToStock(tx, before);
        await recordAudit(tx, actorOf(ctx), {
          action: 'order.cancel',
          entity: 'orders',
          entityId: input.id,
          before: { status: before.status, cancelledAt: null, cancelReason: null },
          after: {
            status: after?.status,
            cancelledAt: after?.cancelledAt,
            cancelReason: after?.cancelReason,
            restocked,
          },
        });
      });
      return oneOrder(ctx, input.id);
    }),
});
