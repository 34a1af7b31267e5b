/** A user's saved settings (issue 7): one JSON document validated by the shared settings schema. */
import { boolean, index, jsonb, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { integerReference, money } from './columns';
import { assetTypes } from './domain';
import { ownerId } from './users';

export const userSettings = pgTable('user_settings', {
  userId: ownerId().primaryKey(),
  settings: jsonb('settings').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The self-disclosure of § 2a VermAnlG (issue 19): what the investor declared about their assets and income,
 * and when. It sets their investment cap per issuer (shared investmentCapCents, decision 0072).
 */
export const selfDisclosures = pgTable('self_disclosures', {
  userId: ownerId().primaryKey(),
  freeAssetsAtLeast100k: boolean('free_assets_at_least_100k').notNull(),
  monthlyNetIncome: money('monthly_net_income').notNull(),
  declaredAt: timestamp('declared_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each investment the caps of § 2a VermAnlG refused the user (issue 35, decision 0076): when, and for which
 * offer. The profile's "Im Rahmen geblieben" counts investments between refusals; the data export lists them.
 */
export const capRefusals = pgTable(
  'cap_refusals',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    assetTypeId: integerReference('asset_type_id', () => assetTypes.id),
    refusedAt: timestamp('refused_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cap_refusals_user_idx').on(t.userId, t.refusedAt)],
);
