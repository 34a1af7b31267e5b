/**
 * What several server processes share beyond the app's data (issue 21, docs/decisions/0036, 0037): the
 * throttle's budgets on PostgreSQL, and when each background job last ran anywhere.
 */
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One throttle key's state (auth/throttleStore.ts): the hit times of a sliding window (a JSON array of
 * epoch milliseconds) or a subject's known addresses (an array of [address, time] pairs). Rows past
 * `expires_at` count as absent and are deleted by the hourly cleanup.
 */
export const throttleState = pgTable(
  'throttle_state',
  {
    key: text('key').primaryKey(),
    value: jsonb('value').$type<unknown[]>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('throttle_state_expires_at_idx').on(t.expiresAt)],
);

/**
 * A background job's last start anywhere in the cluster: a process runs the job only when its conditional
 * update of this row succeeds, so one process per interval runs it (cluster/jobs.ts).
 */
export const clusterJobs = pgTable('cluster_jobs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
});
