/**
 * Payouts (issue 34, decision 0067): a released project's due dates — per release, the sum of its
 * investments' schedules on each date — each with the RF reference the issuer pays it under, and each
 * investment's instalment of it. Made in the release's transaction (or, for older releases, on first
 * read); `(release, number)` and the instalments' primary key make that once. A due date is `paid` when its
 * instalments went into the investors' wallets (ledger transfers keyed per investment, number and part).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cents, createdAt, integerReference, textReference } from './columns';
import { assetTypes, investments } from './domain';
import { issuers } from './issuers';
import { releases } from './releases';

export const DUE_DATE_STATES = ['open', 'late', 'paid'] as const;

export const payoutDueDates = pgTable(
  'payout_due_dates',
  {
    id: text('id').primaryKey(),
    releaseId: textReference('release_id', () => releases.id),
    assetTypeId: integerReference('asset_type_id', () => assetTypes.id),
    issuerId: integerReference('issuer_id', () => issuers.id),
    /** The schedule's period number, from 1. */
    number: integer('number').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    interestCents: cents('interest_cents'),
    principalCents: cents('principal_cents'),
    /** The issuer's payout reference (RF, payload `P…`; investments' are `W…`). */
    reference: text('reference').notNull().unique(),
    state: text('state', { enum: DUE_DATE_STATES }).notNull().default('open'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the late job told the investors (once). */
    lateNotifiedAt: timestamp('late_notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payout_due_dates_release_number').on(t.releaseId, t.number),
    index('payout_due_dates_issuer_state').on(t.issuerId, t.state, t.dueDate),
    check('payout_due_dates_interest', sql`${t.interestCents} >= 0`),
    check('payout_due_dates_principal', sql`${t.principalCents} >= 0`),
  ],
);

/** One investment's share of a due date: what goes into its investor's wallet. */
export const payoutInstalments = pgTable(
  'payout_instalments',
  {
    dueDateId: textReference('due_date_id', () => payoutDueDates.id),
    investmentId: textReference('investment_id', () => investments.id),
    /**
     * The investor (no foreign key, like the investment's: null once the account is deleted — then the
     * instalment stays in the issuer's repayments for the operator, decision 0067).
     */
    userId: text('user_id'),
    interestCents: cents('interest_cents'),
    principalCents: cents('principal_cents'),
  },
  (t) => [
    primaryKey({ columns: [t.dueDateId, t.investmentId] }),
    index('payout_instalments_investment').on(t.investmentId),
  ],
);

/**
 * A project in default (decision 0067): declared by an operator with a reason, at most once per project.
 * Interest stops: its open due dates' interest is set to 0 in the same transaction.
 */
export const projectDefaults = pgTable('project_defaults', {
  assetTypeId: integer('asset_type_id')
    .primaryKey()
    .references(() => assetTypes.id),
  reason: text('reason').notNull(),
  declaredById: text('declared_by_id'),
  declaredByEmail: text('declared_by_email').notNull(),
  declaredAt: createdAt(),
});
