/**
 * The viewers of the livestreams (issue 36, decision 0081): counted, not claimed. The player sends a
 * heartbeat while the video plays (`STREAM_HEARTBEAT_MS`); a viewer counts for `STREAM_VIEWER_TTL_SECONDS`
 * after the last one, once per stream however often it beats. The rows live in the database and the clock
 * is the database's, so every process of the app counts the same viewers.
 */
import { TRPCError } from '@trpc/server';
import { messageId, STREAM_VIEWER_TTL_SECONDS } from '@wurzelwerk/shared';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { livestreams, streamViewers } from '../../db/schema';

const counted = sql`now() - make_interval(secs => ${STREAM_VIEWER_TTL_SECONDS})`;

/** Who counts now, per stream: the live streams' viewers by id (a stream nobody watches is absent). */
export async function viewersByStream(db: Database): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: streamViewers.livestreamId, viewers: sql<number>`count(*)::int` })
    .from(streamViewers)
    .where(gt(streamViewers.seenAt, counted))
    .groupBy(streamViewers.livestreamId);
  return new Map(rows.map((row) => [row.id, Number(row.viewers)]));
}

async function viewersOf(db: Database, id: number) {
  return { id, viewers: (await viewersByStream(db)).get(id) ?? 0 };
}

/** A stream that can be watched now: started, not ended, with something to play. */
async function requirePlaying(db: Database, id: number) {
  const [row] = await db
    .select({
      playing: sql<boolean>`${livestreams.startTime} <= now() and ${livestreams.streamUrl} is not null`,
    })
    .from(livestreams)
    .where(and(eq(livestreams.id, id), gt(livestreams.endTime, sql`now()`)));
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: messageId('stream.notFound') });
  if (!row.playing) throw new TRPCError({ code: 'CONFLICT', message: messageId('stream.notPlaying') });
}

/** The player plays: the viewer counts (again) from now on. Answers the stream's viewers. */
export async function heartbeat(db: Database, input: { id: number; viewer: string }) {
  await requirePlaying(db, input.id);
  // The stream's expired rows go with the next heartbeat: the table holds about the current viewers.
  await db
    .delete(streamViewers)
    .where(and(eq(streamViewers.livestreamId, input.id), lte(streamViewers.seenAt, counted)));
  await db
    .insert(streamViewers)
    .values({ livestreamId: input.id, viewer: input.viewer })
    .onConflictDoUpdate({
      target: [streamViewers.livestreamId, streamViewers.viewer],
      set: { seenAt: sql`now()` },
    });
  return viewersOf(db, input.id);
}

/** The player stopped (paused, closed, left the page): the viewer no longer counts. */
export async function leave(db: Database, input: { id: number; viewer: string }) {
  await db
    .delete(streamViewers)
    .where(and(eq(streamViewers.livestreamId, input.id), eq(streamViewers.viewer, input.viewer)));
  return viewersOf(db, input.id);
}
