/**
 * The wallet's outside side (issue 34, decision 0065): the investor's payout account (where withdrawals
 * go) and the withdrawal requests with their life cycle requested → ordered (in a pain.001 batch) → booked
 * (the statement's debit with its EndToEndId), or cancelled while requested. The money itself moves in the
 * ledger (wallet → withdrawals_pending → outgoing → escrow); these rows say what was asked and ordered.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { belongsTo, cents, createdAt } from './columns';
import { users } from './users';

/** One per user: set or changed with the password (and the second factor), then held for 24 hours. */
export const payoutAccounts = pgTable('payout_accounts', {
  userId: belongsTo('user_id', () => users.id).primaryKey(),
  /** Electronic form (no spaces), a SEPA country's IBAN with a valid checksum (banking/iban.ts). */
  iban: text('iban').notNull(),
  /** The account holder in the SEPA character set, at most 70 characters. */
  holder: text('holder').notNull(),
  /** The account's bank, electronic form; null inside the EEA when none was given (outside it: required). */
  bic: text('bic'),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  /** Withdrawals may be requested from then on (changed_at + 24 h): a stolen session cannot empty a wallet. */
  holdUntil: timestamp('hold_until', { withTimezone: true }).notNull(),
});

export const WITHDRAWAL_STATES = ['requested', 'ordered', 'booked', 'cancelled'] as const;

/**
 * Booking records of transfers made (§ 147 AO): kept when the user account goes, like investments — the
 * user set to null; the ledger's wallet keeps the bare id as its owner (decision 0052).
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    amountCents: cents('amount_cents'),
    /** The payout account at the time of the request: what the transfer is made to. */
    iban: text('iban').notNull(),
    holder: text('holder').notNull(),
    bic: text('bic'),
    state: text('state', { enum: WITHDRAWAL_STATES }).notNull().default('requested'),
    /** The pain.001 EndToEndId; the statement's debit names it (camt reconciliation). */
    endToEndId: text('end_to_end_id').notNull(),
    batchId: bigint('batch_id', { mode: 'number' }),
    requestedAt: createdAt(),
    orderedAt: timestamp('ordered_at', { withTimezone: true }),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
    /** The statement item (import key) that booked it. */
    bookedItem: text('booked_item'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    check('withdrawals_amount_positive', sql`${t.amountCents} > 0`),
    uniqueIndex('withdrawals_end_to_end_id').on(t.endToEndId),
    index('withdrawals_user_idx').on(t.userId, t.requestedAt),
    index('withdrawals_state_idx').on(t.state, t.requestedAt),
  ],
);

/** A pain.001 file of approved withdrawals, as built (the bank refuses a repeated MsgId). */
export const withdrawalBatches = pgTable('withdrawal_batches', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  messageId: text('message_id').notNull().unique(),
  count: bigint('count', { mode: 'number' }).notNull(),
  sumCents: cents('sum_cents'),
  xml: text('xml').notNull(),
  createdBy: text('created_by').notNull(),
  createdAt: createdAt(),
});

/**
 * The yearly statements announced (issue 34, decision 0070): one row per user and calendar year, claimed by
 * the job before it notifies and mails, so two processes or a second run never tell twice.
 */
export const statementNotices = pgTable(
  'statement_notices',
  {
    userId: belongsTo('user_id', () => users.id),
    year: integer('year').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.year] })],
);
