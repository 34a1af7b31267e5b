import { type Dashboard, dashboardSchema } from '@wurzelwerk/shared';
import { detached } from '../../db/scope';
import { type AuthedContext, protectedProcedure, router } from '../../trpc/init';
import { activityMessages } from './activities';
import { type DashboardFigures, type KeptDashboard, readDashboardFigures } from './figures';

/** An object and everything in it frozen (Dates excepted: their time is not a property). */
function deepFrozen<T>(value: T): T {
  if (value && typeof value === 'object' && !(value instanceof Date) && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFrozen(inner);
    Object.freeze(value);
  }
  return value;
}

/** The reply of the figures in the request's language: the activities' messages written, checked, frozen. */
async function replyOf(ctx: AuthedContext, { activities, ...figures }: DashboardFigures): Promise<Dashboard> {
  const reply = { ...figures, recentActivities: await activityMessages(ctx, activities) };
  return deepFrozen(dashboardSchema.parse(reply));
}

export const dashboardRouter = router({
  /**
   * The figures come from the process's cache (cache.ts, decision 0101) or the one statement of
   * figures.ts; the reply in each language is made once per kept figures. It is checked against
   * dashboardSchema when made, not on every read (as the asset list, whose frozen reply is also the
   * catalogue's): the REST operation documents the schema itself.
   */
  summary: protectedProcedure.query(async ({ ctx }): Promise<Dashboard> => {
    const userId = ctx.user.id;
    // The load and the reply are shared by every read of the user meanwhile: they run outside the scope of
    // the request that started them, so that its client leaving does not fail them for the others.
    const kept = await ctx.services.dashboards.read(userId, () =>
      detached(
        async (): Promise<KeptDashboard> => ({
          figures: await readDashboardFigures(ctx.db, userId),
          replies: new Map(),
        }),
      ),
    );
    let reply = kept.replies.get(ctx.locale);
    if (!reply) {
      reply = detached(() => replyOf(ctx, kept.figures));
      kept.replies.set(ctx.locale, reply);
      // A failed reply (the catalogue unreadable) is not kept: the next read writes it again.
      const failed = reply;
      failed.catch(() => kept.replies.get(ctx.locale) === failed && kept.replies.delete(ctx.locale));
    }
    return reply;
  }),
});
