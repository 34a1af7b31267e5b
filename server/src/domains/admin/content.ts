/** The console's news and livestreams: write in both languages, publish; schedule, end, delete streams. */
import {
  adminIdInput,
  adminNewsSchema,
  adminStreamSchema,
  newsFields,
  publishInput,
  scheduleStreamInput,
  updateNewsInput,
} from '@wurzelwerk/shared';
import { desc, sql } from 'drizzle-orm';
import { z } from 'zod';
import { livestreams, news } from '../../db/schema';
import { router } from '../../trpc/init';
import { operatorProcedure } from './procedure';
import { auditedWrite, saved } from './write';

const STREAM_HOURS_MS = 3 * 3_600_000;

export const adminNewsRouter = router({
  list: operatorProcedure
    .output(z.array(adminNewsSchema))
    .query(({ ctx }) => ctx.db.select().from(news).orderBy(desc(news.publishedAt), desc(news.id))),
  create: operatorProcedure
    .input(newsFields)
    .output(adminNewsSchema)
    .mutation(async ({ ctx, input }) =>
      saved(await auditedWrite(ctx, news, 'news.create', undefined, { publishedAt: new Date(), ...input })),
    ),
  update: operatorProcedure
    .input(updateNewsInput)
    .output(adminNewsSchema)
    .mutation(async ({ ctx, input: { id, ...changes } }) =>
      saved(await auditedWrite(ctx, news, 'news.update', id, changes)),
    ),
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
    .mutation(async ({ ctx, input }) =>
      saved(
        await auditedWrite(ctx, livestreams, 'stream.schedule', undefined, {
          ...input,
          endTime: input.endTime ?? new Date(input.startTime.getTime() + STREAM_HOURS_MS),
        }),
      ),
    ),
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
