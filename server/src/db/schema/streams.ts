/**
 * Who is watching a livestream now (issue 36, decisions 0081 and 0091): one row per viewer and stream, its
 * last heartbeat. The player sends one every 20 s while the video plays; a viewer counts for 60 s after it,
 * and the next heartbeat deletes the rows that no longer count. Rows in the database, so every process counts
 * the same viewers.
 */
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { livestreams } from './domain';

export const streamViewers = pgTable(
  'stream_viewers',
  {
    livestreamId: integer('livestream_id')
      .notNull()
      .references(() => livestreams.id, { onDelete: 'cascade' }),
    /**
     * `user:<pseudonym>` for a signed-in user (an HMAC of the account's id under the secrets key), else
     * `anon:<uuid>`, an id the server issued for the page's visit; never an address.
     */
    viewer: text('viewer').notNull(),
    /** The last heartbeat; the viewer counts until 60 s after it. */
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.livestreamId, t.viewer] }),
    index('stream_viewers_stream_seen_idx').on(t.livestreamId, t.seenAt),
  ],
);
