import { newsSchema } from '@wurzelwerk/shared';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { news } from '../../db/schema';
import { pick } from '../../i18n';
import { publicProcedure, router } from '../../trpc/init';

export const newsRouter = router({
  /** Published community news, newest first, in the request's language. */
  list: publicProcedure.output(z.array(newsSchema)).query(async ({ ctx }) => {
    const rows = await ctx.db
      .select()
      .from(news)
      .where(and(eq(news.published, true), lte(news.publishedAt, sql`now()`)))
      .orderBy(desc(news.publishedAt), desc(news.id));
    return rows.map((row) => ({
      id: row.id,
      title: pick(ctx.locale, row.titleDe, row.titleEn),
      content: pick(ctx.locale, row.contentDe, row.contentEn),
      publishedAt: row.publishedAt,
    }));
  }),
});
