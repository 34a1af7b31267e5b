/** A user's saved settings (issue 7): one JSON document validated by the shared settings schema. */
import { boolean, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { money } from './columns';
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
