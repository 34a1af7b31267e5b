/**
 * The viewers of the livestreams (issue 36, decisions 0081 and 0091): counted, not claimed. The player sends a
 * heartbeat while the video plays (`STREAM_HEARTBEAT_MS`); a viewer counts for `STREAM_VIEWER_TTL_SECONDS`
 * after the last one, once per stream however often it beats. The rows live in the database and the clock
 * is the database's, so every process of the app counts the same viewers.
 *
 * A viewer is who the server says: a signed-in user (by a pseudonym of the account, the same in every tab),
 * else an anonymous id the server issued — sealed with the secrets key, so a client cannot make one up — of
 * which one client address gets a limited number; and each viewer's heartbeats are limited. Both budgets
 * are the throttle's (memory, or PostgreSQL across processes); a spent one answers 429 with Retry-After.
 */
import { randomUUID } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { messageId, messageText, STREAM_VIEWER_TTL_SECONDS } from '@wurzelwerk/shared';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { isSealed } from '../../auth/secretBox';
import type { Database } from '../../db/client';
import { livestreams, streamViewers } from '../../db/schema';
import { tooManyRequests } from '../../errors';
import type { Context } from '../../trpc/context';

/** What a viewer id is sealed for: no other sealed value of the app opens as one. */
const SEALED_FOR = 'stream viewer';

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

/** The viewer a sent id names when the server issued it (a signed-in user: always the account's). */
function viewerOf(ctx: Context, sent: string | undefined): string | null {
  const { secrets } = ctx.services;
  if (ctx.user) return `user:${secrets.pseudonym(ctx.user.id, SEALED_FOR)}`;
  if (!sent || !isSealed(sent)) return null;
  try {
    return secrets.open(sent, SEALED_FOR);
  } catch {
    return null; // not ours, changed, or sealed under a key the app no longer has
  }
}

const tooMany = (ctx: Context, seconds: number) =>
  tooManyRequests(messageText(ctx.locale, 'stream.tooManyHeartbeats'), seconds);

/**
 * The player plays: the viewer counts (again) from now on. A request without an id the server issued gets a
 * new anonymous one, within its address's budget. Answers the stream's viewers and the viewer's id.
 */
export async function heartbeat(ctx: Context, input: { id: number; viewer?: string }) {
  const { db } = ctx;
  await requirePlaying(db, input.id);
  const known = viewerOf(ctx, input.viewer);
  let viewer = known;
  if (viewer === null) {
    const wait = await ctx.services.throttle.streamViewerId(ctx.clientIp);
    if (wait > 0) throw tooMany(ctx, wait);
    viewer = `anon:${randomUUID()}`;
  }
  const wait = await ctx.services.throttle.streamHeartbeat(viewer);
  if (wait > 0) throw tooMany(ctx, wait);
  // Expired rows go with the next heartbeat: the table holds about the current viewers.
  await db.delete(streamViewers).where(lte(streamViewers.seenAt, counted));
  await db
    .insert(streamViewers)
    .values({ livestreamId: input.id, viewer })
    .onConflictDoUpdate({
      target: [streamViewers.livestreamId, streamViewers.viewer],
      set: { seenAt: sql`now()` },
    });
  // The id it sent while that is a valid one, else the id it is counted under now.
  const id = !ctx.user && known !== null ? input.viewer : undefined;
  return { ...(await viewersOf(db, input.id)), viewer: id ?? ctx.services.secrets.seal(viewer, SEALED_FOR) };
}

/** The player stopped (paused, closed, left the page): the viewer no longer counts. */
export async function leave(ctx: Context, input: { id: number; viewer: string }) {
  const viewer = viewerOf(ctx, input.viewer);
  if (viewer !== null)
    await ctx.db
      .delete(streamViewers)
      .where(and(eq(streamViewers.livestreamId, input.id), eq(streamViewers.viewer, viewer)));
  return viewersOf(ctx.db, input.id);
}
