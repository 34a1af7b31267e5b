/**
 * The mail outbox (issue 17, docs/decisions/0024): a mail is a row written in the same transaction as the
 * event that causes it; the worker (server/src/mail/sender.ts) sends it. No foreign key to users: the
 * account deletion's confirmation is written in the transaction that deletes the user, and must outlive it.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const mailStatuses = ['pending', 'sent', 'failed'] as const;

/** An outbox row's id (mails here, pushes in push.ts). */
export const outboxId = () => uuid('id').primaryKey().defaultRandom();

/**
 * An outbox row's delivery (mails here, pushes in push.ts): its status, attempts and when the next is due,
 * the last failure, when it was written and sent, and the claim of the worker sending it.
 */
export const outboxDelivery = () => ({
  status: text('status', { enum: mailStatuses }).notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  /** Why the last attempt failed: the transport's message, never a secret. */
  lastError: text('last_error'),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  /** Until when a worker holds the row; another one may take it only after that. */
  claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  /** Set by the claim before the transport is called: a row with a send id and no outcome was interrupted. */
  sendId: uuid('send_id'),
});

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: outboxId(),
    to: text('to').notNull(),
    /** The template's name (server/src/mail/templates). */
    template: text('template').notNull(),
    language: text('language', { enum: ['de', 'en'] }).notNull(),
    /** What the template needs; a link's token is removed once the mail is sent or has failed. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    ...outboxDelivery(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`)],
);
