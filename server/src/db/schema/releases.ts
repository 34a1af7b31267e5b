/**
 * Releases to issuers (issue 33, decision 0059): the paid investments of a project whose funding is closed
 * are released to its issuer — one `release` ledger transfer (issuer payable → outgoing) and one SEPA
 * credit transfer (pain.001) per release, booked when the bank's statement shows the debit with its
 * EndToEndId. `release_investments` marks each investment released; its primary key makes that once.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { cents, createdAt, integerReference, textReference } from './columns';
import { assetTypes, investments } from './domain';
import { issuers } from './issuers';

export const RELEASE_STATES = ['ordered', 'booked'] as const;

export const releases = pgTable(
  'releases',
  {
    id: text('id').primaryKey(),
    assetTypeId: integerReference('asset_type_id', () => assetTypes.id),
    issuerId: integerReference('issuer_id', () => issuers.id),
    amountCents: cents('amount_cents'),
    investmentCount: integer('investment_count').notNull(),
    /** The pain.001 transfer's EndToEndId: the bank's debit names it, which books the release. */
    endToEndId: text('end_to_end_id').notNull().unique(),
    /** `ordered` when made (the file may be uploaded), `booked` when a statement shows the debit. */
    state: text('state', { enum: RELEASE_STATES }).notNull().default('ordered'),
    /** The operator (no foreign key: the record outlives the account), and their address at the time. */
    createdById: text('created_by_id'),
    createdByEmail: text('created_by_email').notNull(),
    createdAt: createdAt(),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
    /** The statement item that booked it. */
    bookedImportKey: text('booked_import_key'),
  },
  (t) => [
    index('releases_asset_type_idx').on(t.assetTypeId),
    check('releases_amount_positive', sql`${t.amountCents} > 0`),
    check('releases_count_positive', sql`${t.investmentCount} > 0`),
  ],
);

/** Which investments a release took: each investment at most once (its primary key). */
export const releaseInvestments = pgTable(
  'release_investments',
  {
    investmentId: text('investment_id')
      .primaryKey()
      .references(() => investments.id),
    releaseId: textReference('release_id', () => releases.id),
  },
  (t) => [index('release_investments_release_idx').on(t.releaseId)],
);
