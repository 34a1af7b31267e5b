/**
 * In-app notifications per user (issue 17): what happened (kind) and its details (payload), read or not.
 * `dedupeKey` makes an event that several processes may create (a stream about to start) one row per user.
 */
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { ownerId } from './users';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id),
    // NULLs are distinct: only rows with a key are kept unique (INSERT … ON CONFLICT DO NOTHING).
    uniqueIndex('notifications_user_dedupe_key').on(t.userId, t.dedupeKey),
  ],
);
