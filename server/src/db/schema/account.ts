/** A user's saved settings (issue 7): one JSON document validated by the shared settings schema. */
import { jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { ownerId } from './users';

export const userSettings = pgTable('user_settings', {
  userId: ownerId().primaryKey(),
  settings: jsonb('settings').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
