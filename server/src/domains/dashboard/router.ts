import { type Dashboard, dashboardSchema } from '@wurzelwerk/shared';
import { protectedProcedure, router } from '../../trpc/init';
import { activityMessages } from './activities';
import { readDashboardFigures } from './figures';

export const dashboardRouter = router({
  /**
   * The figures come from the process's cache (cache.ts, decision 0101) or the one statement of
   * figures.ts; the activities' messages are written per request, in its language.
   */
  summary: protectedProcedure.output(dashboardSchema).query(async ({ ctx }): Promise<Dashboard> => {
    const userId = ctx.user.id;
    const { activities, ...figures } = await ctx.services.dashboards.read(userId, () =>
      readDashboardFigures(ctx.db, userId),
    );
    return { ...figures, recentActivities: await activityMessages(ctx, activities) };
  }),
});
