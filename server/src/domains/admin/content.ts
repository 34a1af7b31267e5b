/** The console's news and livestreams: write in both languages, publish; schedule, end, delete streams. */

import { TRPCError } from '@trpc/server';
import {
  adminIdInput,
  adminNewsSchema,
  adminStreamSchema,
  defaultImagePath,
  labelledMessage,
  messageId,
  newsFields,
  publishInput,
  renderMessage,
  scheduleStreamInput,
  updateNewsInput,
  updateStreamInput,
} from '@wurzelwerk/shared';
import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { assetTypes, livestreams, news } from '../../db/schema';
import { type AuthedContext, router } from '../../trpc/init';
import { operatorProcedure } from './procedure';
import { createWithSlug } from './slugs';
import { auditedWrite, refuseEmptyEdit, saved } from './write';

/** A project an item links to must exist (else 400 naming the field, never the database's refusal). */
async function checkProject(ctx: AuthedContext, assetTypeId: number | null | undefined) {
  if (assetTypeId == null) return;
  const [found] = await ctx.db
    .select({ id: assetTypes.id })
    .from(assetTypes)
    .where(eq(assetTypes.id, assetTypeId));
  if (!found)
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: renderMessage(ctx.locale, labelledMessage(['assetTypeId'], messageId('admin.projectUnknown'))),
    });
}

/** 400 naming the end, as the schedule's refinement does (scheduleStreamInput). */
const endsBeforeStart = (ctx: AuthedContext) =>
  new TRPCError({
    code: 'BAD_REQUEST',
    message: renderMessage(
      ctx.locale,
      labelledMessage(['endTime'], messageId('admin.streamEndsBeforeStart')),
    ),
  });

const STREAM_HOURS_MS = 3 * 3_600_000;

export const adminNewsRouter = router({
  list: operatorProcedure
    .output(z.array(adminNewsSchema))
    .query(({ ctx }) => ctx.db.select().from(news).orderBy(desc(news.publishedAt), desc(news.id))),
  create: operatorProcedure
    .input(newsFields)
    .output(adminNewsSchema)
    .mutation(async ({ ctx, input }) => {
      await checkProject(ctx, input.assetTypeId);
      const titles = [input.titleDe, input.titleEn];
      return saved(
        await createWithSlug(ctx, news, input.slug, titles, 'nachricht', (slug) =>
          auditedWrite(ctx, news, 'news.create', undefined, { publishedAt: new Date(), ...input, slug }),
        ),
      );
    }),
  update: operatorProcedure
    .input(updateNewsInput)
    .output(adminNewsSchema)
    .mutation(async ({ ctx, input: { id, ...changes } }) => {
      await checkProject(ctx, changes.assetTypeId);
      return saved(await auditedWrite(ctx, news, 'news.update', id, changes));
    }),
  publish: operatorProcedure
    .input(publishInput)
    .output(adminNewsSchema)
    .mutation(async ({ ctx, input }) =>
      saved(
        await auditedWrite(ctx, news, input.published ? 'news.publish' : 'news.unpublish', input.id, {
          published: input.published,
        }),
      ),
    ),
});

export const adminStreamsRouter = router({
  list: operatorProcedure
    .output(z.array(adminStreamSchema))
    .query(({ ctx }) =>
      ctx.db.select().from(livestreams).orderBy(desc(livestreams.startTime), desc(livestreams.id)),
    ),
  schedule: operatorProcedure
    .input(scheduleStreamInput)
    .output(adminStreamSchema)
    .mutation(async ({ ctx, input }) => {
      await checkProject(ctx, input.assetTypeId);
      const titles = [input.titleDe, input.titleEn];
      return saved(
        await createWithSlug(ctx, livestreams, input.slug, titles, 'livestream', (slug) =>
          auditedWrite(ctx, livestreams, 'stream.schedule', undefined, {
            ...input,
            slug,
            // Without a picture: its category's default (decision 0080).
            thumbnailPath: input.thumbnailPath ?? defaultImagePath.stream(input.category),
            endTime: input.endTime ?? new Date(input.startTime.getTime() + STREAM_HOURS_MS),
          }),
        ),
      );
    }),
  /**
   * Edits or reschedules a stream: only the fields sent change; a new start without an end keeps the
   * stream's length; an end not after the start (the stored values standing in) is 400 at `endTime`.
   */
  update: operatorProcedure
    .input(updateStreamInput)
    .output(adminStreamSchema)
    .mutation(async ({ ctx, input: { id, ...changes } }) => {
      refuseEmptyEdit(ctx, changes);
      await checkProject(ctx, changes.assetTypeId);
      return saved(
        await auditedWrite(ctx, livestreams, 'stream.update', id, (before) => {
          const startTime = changes.startTime ?? before.startTime;
          const endTime =
            changes.endTime ??
            (changes.startTime
              ? new Date(before.endTime.getTime() + startTime.getTime() - before.startTime.getTime())
              : before.endTime);
          if (endTime.getTime() <= startTime.getTime()) throw endsBeforeStart(ctx);
          return { ...changes, endTime };
        }),
      );
    }),
  /** Ends a stream now: it is no longer listed (an upcoming one is ended before it starts). */
  end: operatorProcedure
    .input(adminIdInput)
    .output(adminStreamSchema)
    .mutation(async ({ ctx, input }) =>
      saved(await auditedWrite(ctx, livestreams, 'stream.end', input.id, { endTime: sql`now()` })),
    ),
  delete: operatorProcedure
    .input(adminIdInput)
    .output(z.object({ id: z.number().int(), deleted: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await auditedWrite(ctx, livestreams, 'stream.delete', input.id, null);
      return { id: input.id, deleted: true as const };
    }),
});
