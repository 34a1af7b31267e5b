/**
 * Every status step of an order (issue 36, decision 0079): from which status to which, when, and who took
 * it — the customer on their own order or an operator in the console. Written in the same transaction as
 * the step; the tracking and the console's order list read it, nothing invents a step.
 */
import { ORDER_ACTOR_KINDS } from '@wurzelwerk/shared';
import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orderId, orderStatuses } from './domain';
import { users } from './users';

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: orderId(),
    /** The status before the step; null for the order's first entry (its placing). */
    fromStatus: text('from_status', { enum: orderStatuses }),
    status: text('status', { enum: orderStatuses }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who took the step; null once the account is gone, or for steps recorded before issue 36. */
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Whether the step was the customer's own or an operator's; null for steps recorded before issue 36. */
    actorKind: text('actor_kind', { enum: ORDER_ACTOR_KINDS }),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.changedAt)],
);
