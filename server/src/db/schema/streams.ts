/**
 * Who is watching a livestream now (issue 36, decision 0081): one row per viewer and stream, its last
 * heartbeat. The player sends one every 20 s while the video plays; a viewer counts for 60 s after it. A
 * viewer is a random id the player makes for the page's visit — no account, no address, nothing the privacy
 * page does not name. Rows in the database, so every process counts the same viewers.
 */
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { livestreams } from './domain';

export const streamViewers = pgTable(
  'stream_viewers',
  {
    livestreamId: integer('livestream_id')
      .notNull()
      .references(() => livestreams.id, { onDelete: 'cascade' }),
    /** The player's random id for this visit (a UUID), not tied to an account. */
    viewer: text('viewer').notNull(),
    /** The last heartbeat; the viewer counts until 60 s after it. */
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.livestreamId, t.viewer] }),
    index('stream_viewers_stream_seen_idx').on(t.livestreamId, t.seenAt),
  ],
);
