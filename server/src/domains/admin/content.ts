/** The console's news and livestreams: write in both languages, publish; schedule, end, delete streams. */
import { TRPCError } from '@trpc/server';
import {
  adminIdInput,
  adminNewsSchema,
  adminStreamSchema,
  messageText,
  newsFields,
  publishInput,
  streamFields,
  updateNewsInput,
} from '@wurzelwerk/shared';
import { desc, eq, getTableName, sql } from 'drizzle-orm';
import { z } from 'zod';
import { livestreams, news } from '../../db/schema';
import { uniqueViolation } from '../../errors';
import { type AuthedContext, router } from '../../trpc/init';
import { actorOf, notFound, operatorProcedure, recordAudit } from './procedure';

const STREAM_HOURS_MS = 3 * 3_600_000;

type Table = typeof news | typeof livestreams;

/**
 * One audited write of a news item or stream: insert (no id), update, or delete (`changes` null), with
 * the row before and after in the same transaction. A taken slug is 409.
 */
async function write<T extends Table>(
  ctx: AuthedContext,
  table: T,
  action: string,
  id: number | undefined,
  changes: Record<string, unknown> | null,
): Promise<T['$inferSelect'] | undefined> {
  const t = table as typeof news;
  return ctx.db
    .transaction(async (tx) => {
      let before: Record<string, unknown> | undefined;
      if (id !== undefined) {
        [before] = await tx.select().from(t).where(eq(t.id, id)).for('update');
        if (!before) throw notFound(ctx);
      }
      let after: Record<string, unknown> | undefined;
      if (changes === null) await tx.delete(t).where(eq(t.id, id ?? 0));
      else if (id === undefined)
        [after] = await tx
          .insert(t)
          .values(changes as typeof news.$inferInsert)
          .returning();
      else [after] = await tx.update(t).set(changes).where(eq(t.id, id)).returning();
      await recordAudit(tx, actorOf(ctx), {
        action,
        entity: getTableName(table),
        entityId: (after?.id ?? id) as number,
        before,
        after,
      });
      return after as T['$inferSelect'] | undefined;
    })
    .catch((error: unknown) => {
      if (uniqueViolation(error))
        throw new TRPCError({ code: 'CONFLICT', message: messageText(ctx.locale, 'admin.slugTaken') });
      throw error;
    });
}

const saved = <R>(row: R | undefined): R => {
  if (!row) throw new Error('write returned no row');
  return row;
};

export const adminNewsRouter = router({
  list: operatorProcedure
    .output(z.array(adminNewsSchema))
    .query(({ ctx }) => ctx.db.select().from(news).orderBy(desc(news.publishedAt), desc(news.id))),
  create: operatorProcedure
    .input(newsFields)
    .output(adminNewsSchema)
    .mutation(async ({ ctx, input }) =>
      saved(await write(ctx, news, 'news.create', undefined, { publishedAt: new Date(), ...input })),
    ),
  update: operatorProcedure
    .input(updateNewsInput)
    .output(adminNewsSchema)
    .mutation(async ({ ctx, input: { id, ...changes } }) =>
      saved(await write(ctx, news, 'news.update', id, changes)),
    ),
  publish: operatorProcedure
    .input(publishInput)
    .output(adminNewsSchema)
    .mutation(async ({ ctx, input }) =>
      saved(
        await write(ctx, news, input.published ? 'news.publish' : 'news.unpublish', input.id, {
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
    .input(streamFields)
    .output(adminStreamSchema)
    .mutation(async ({ ctx, input }) =>
      saved(
        await write(ctx, livestreams, 'stream.schedule', undefined, {
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
      saved(await write(ctx, livestreams, 'stream.end', input.id, { endTime: sql`now()` })),
    ),
  delete: operatorProcedure
    .input(adminIdInput)
    .output(z.object({ id: z.number().int(), deleted: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await write(ctx, livestreams, 'stream.delete', input.id, null);
      return { id: input.id, deleted: true as const };
    }),
});
