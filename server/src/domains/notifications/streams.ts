/**
 * The stream warning (issue 17): 15 minutes before a stream starts, everyone who set a reminder for it gets
 * a notification — made here on the server by a job that one server process at a time runs
 * (cluster/background.ts, claimed per interval), not by an open tab.
 * The unique (user, dedupe key) index with ON CONFLICT DO NOTHING makes it one per stream and user, however
 * many processes or runs create it at once. Its pushes are queued in the same transaction (push.ts), so the
 * warning reaches a phone with the browser closed.
 */
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { livestreams, notifications, streamReminders, userSettings } from '../../db/schema';
import { queuePushes } from './push';
import { notificationWantedSql } from './service';

/** How long before its start a stream is announced. */
export const STREAM_WARNING_MINUTES = 15;
/** How often the job runs in the cluster: a warning comes at most this late (a quarter more when the process
 * that ran it last is gone, cluster/jobs.ts). */
export const STREAM_JOB_INTERVAL_MS = 30_000;

/** Creates the warnings that are due; answers how many were new. */
export async function notifyStartingStreams(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const created = await insertWarnings(tx);
    // Pushed in the same transaction, so that a warning and its pushes are written together.
    await queuePushes(
      tx,
      created.map((row) => row.id),
    );
    return created.length;
  });
}

const insertWarnings = (db: Executor) =>
  db
    .insert(notifications)
    .select(
      sql`select gen_random_uuid(), r.user_id, 'streamStarting',
                 jsonb_build_object('livestreamId', l.id,
                                    'title', jsonb_build_object('de', l.title_de, 'en', l.title_en),
                                    'startTime', l.start_time),
                 'stream:' || l.id, now(), null
            from ${streamReminders} r
            join ${livestreams} l on l.id = r.livestream_id
            left join ${userSettings} s on s.user_id = r.user_id
           where l.start_time > now()
             and l.start_time <= now() + ${STREAM_WARNING_MINUTES} * interval '1 minute'
             and ${notificationWantedSql('s', 'streamStarting')}`,
    )
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
    .returning({ id: notifications.id });
