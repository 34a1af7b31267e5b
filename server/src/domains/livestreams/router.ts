import { TRPCError } from '@trpc/server';
import {
  livestreamIdInput,
  livestreamSchema,
  messageId,
  streamLeaveInput,
  streamViewerInput,
  streamViewersSchema,
  streamWatchSchema,
} from '@wurzelwerk/shared';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { livestreams, streamReminders } from '../../db/schema';
import { pick } from '../../i18n';
import { protectedProcedure, publicProcedure, router } from '../../trpc/init';
import { anyone } from '../../trpc/procedures';
import { mediaUrl } from '../assets/catalog';
import { heartbeat, leave, viewersByStream } from './viewers';

export const reminderResult = z.object({ id: z.number().int(), reminderSet: z.boolean() });

/** A stream that has not ended yet (reminders for ended streams make no sense). */
async function requireOpenStream(db: Database, id: number) {
  const [row] = await db
    .select({ id: livestreams.id })
    .from(livestreams)
    .where(and(eq(livestreams.id, id), gt(livestreams.endTime, sql`now()`)));
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: messageId('stream.notFound') });
}

/** Sets or removes the user's reminder of an open stream and answers the reminder's new state. */
const reminderMutation = (
  reminderSet: boolean,
  write: (db: Database, userId: string, livestreamId: number) => Promise<unknown>,
) =>
  protectedProcedure
    .input(livestreamIdInput)
    .output(reminderResult)
    .mutation(async ({ ctx, input }) => {
      await requireOpenStream(ctx.db, input.id);
      await write(ctx.db, ctx.user.id, input.id);
      return { id: input.id, reminderSet };
    });

export const livestreamsRouter = router({
  /**
   * Live and upcoming streams, soonest first, with the signed-in user's reminders; a playable live stream
   * with the viewers counted now (issue 36), every other without.
   */
  list: publicProcedure.output(z.array(livestreamSchema)).query(async ({ ctx }) => {
    const userId = ctx.user?.id ?? '';
    const rows = await ctx.db
      .select({
        stream: livestreams,
        // Live only where there is video (decision 0081): begun and with an address to play. A stream whose time
        // has come without one stays scheduled (its card says it starts shortly) until the operator adds it.
        isLive: sql<boolean>`${livestreams.startTime} <= now() and ${livestreams.streamUrl} is not null`,
        reminderSet: sql<boolean>`${streamReminders.userId} is not null`,
      })
      .from(livestreams)
      .leftJoin(
        streamReminders,
        and(eq(streamReminders.livestreamId, livestreams.id), eq(streamReminders.userId, userId)),
      )
      .where(gt(livestreams.endTime, sql`now()`))
      .orderBy(asc(livestreams.startTime), asc(livestreams.id));
    const watching = await viewersByStream(ctx.db);
    return rows.map(({ stream, isLive, reminderSet }) => ({
      id: stream.id,
      title: pick(ctx.locale, stream.titleDe, stream.titleEn),
      location: stream.location,
      thumbnail: mediaUrl(stream.thumbnailPath),
      viewers: isLive ? (watching.get(stream.id) ?? 0) : null,
      startTime: stream.startTime,
      status: isLive ? ('live' as const) : ('scheduled' as const),
      isLive: Boolean(isLive),
      category: stream.category,
      assetTypeId: stream.assetTypeId,
      streamUrl: stream.streamUrl,
      reminderSet: Boolean(reminderSet),
    }));
  }),

  /** The player's heartbeat while it plays (issue 36, decision 0091); anyone may watch, signed in or not. */
  watch: anyone.mutation(streamViewerInput, streamWatchSchema, heartbeat),

  /** The player stopped: its viewer no longer counts. */
  unwatch: anyone.mutation(streamLeaveInput, streamViewersSchema, leave),

  setReminder: reminderMutation(true, (db, userId, livestreamId) =>
    db.insert(streamReminders).values({ userId, livestreamId }).onConflictDoNothing(),
  ),

  removeReminder: reminderMutation(false, (db, userId, livestreamId) =>
    db
      .delete(streamReminders)
      .where(and(eq(streamReminders.userId, userId), eq(streamReminders.livestreamId, livestreamId))),
  ),
});
