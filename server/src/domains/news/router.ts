import { mediaUrl, newsSchema } from '@wurzelwerk/shared';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { assetTypes, news } from '../../db/schema';
import { pick } from '../../i18n';
import { publicProcedure, router } from '../../trpc/init';

export const newsRouter = router({
  /**
   * Published community news, newest first, in the request's language, with its picture and the project
   * it links to (a published one).
   */
  list: publicProcedure.output(z.array(newsSchema)).query(async ({ ctx }) => {
    const rows = await ctx.db
      .select({
        item: news,
        project: { id: assetTypes.id, nameDe: assetTypes.nameDe, nameEn: assetTypes.nameEn },
      })
      .from(news)
      .leftJoin(assetTypes, and(eq(assetTypes.id, news.assetTypeId), eq(assetTypes.published, true)))
      .where(and(eq(news.published, true), lte(news.publishedAt, sql`now()`)))
      .orderBy(desc(news.publishedAt), desc(news.id));
    return rows.map(({ item, project }) => ({
      id: item.id,
      title: pick(ctx.locale, item.titleDe, item.titleEn),
      content: pick(ctx.locale, item.contentDe, item.contentEn),
      publishedAt: item.publishedAt,
      image: item.imagePath === null ? null : mediaUrl(item.imagePath),
      project: project && { id: project.id, name: pick(ctx.locale, project.nameDe, project.nameEn) },
    }));
  }),
});
