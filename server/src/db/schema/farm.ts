/**
 * The farm game's saved progress: one row per user, the engine's plain state as JSON and the moment it
 * describes. The server only ever writes what packages/farm-engine computed (issue 6).
 */
import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { ownerId } from './users';

export const farmStates = pgTable('farm_states', {
  userId: ownerId().primaryKey(),
  /** The engine's state, exactly as the engine produced it. */
  state: jsonb('state').$type<unknown>().notNull(),
  /** The engine's state format, for migrating saved farms when the rules change. */
  engineVersion: integer('engine_version').notNull(),
  /** The game time the state describes; time since then is applied on the next load or batch. */
  savedAt: timestamp('saved_at', { withTimezone: true, mode: 'date' }).notNull(),
});
