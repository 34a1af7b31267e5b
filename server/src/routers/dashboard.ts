import { type Dashboard, dashboardSchema } from '@wurzelwerk/shared';
import { type AnyColumn, eq, sql } from 'drizzle-orm';
import { preparedPer } from '../db/prepared';
import { assetTypes, investmentTotals } from '../db/schema';
import { protectedProcedure, router } from '../trpc/init';
import { activityMessages, latestActivitiesColumn } from './activities';

/**
 * The user's totals: one SQL aggregate over their running totals per asset type (investment_totals, kept by
 * a trigger), so its cost grows neither with other users' data nor with the number of investments. An
 * investment's impact is its asset's yearly impact per unit times the units bought: amount / basePrice.
 * The latest activities come in the same statement, so a dashboard is one round trip to the database.
 */
const units = sql`(${investmentTotals.totalInvestment} / ${assetTypes.basePriceEuro})`;
const impact = (column: AnyColumn, scale: number) =>
  sql<string>`round(coalesce(sum(${column} * ${units}), 0), ${sql.raw(String(scale))})`;

const userTotals = preparedPer((db) =>
  db
    .select({
      totalInvestment: sql<string>`coalesce(sum(${investmentTotals.totalInvestment}), 0)::numeric(14,2)`,
      expectedReturns: sql<string>`coalesce(sum(${investmentTotals.expectedAnnualReturn}), 0)::numeric(14,2)`,
      totalAssets: sql<number>`coalesce(sum(${investmentTotals.quantity}), 0)::int`,
      co2Saved: impact(assetTypes.co2Impact, 2),
      foodProduced: impact(assetTypes.foodKg, 1),
      waterSaved: impact(assetTypes.waterLitres, 0),
      treesPlanted: impact(assetTypes.trees, 0),
      energyProduced: impact(assetTypes.energyKwh, 0),
      recentActivities: latestActivitiesColumn(),
    })
    .from(investmentTotals)
    .innerJoin(assetTypes, eq(assetTypes.id, investmentTotals.assetTypeId))
    .where(eq(investmentTotals.userId, sql.placeholder('userId')))
    .prepare('user_totals'),
);

/** Entries of the activity log the dashboard shows (§7: the latest 10). */
const RECENT_ACTIVITIES = 10;

export const dashboardRouter = router({
  summary: protectedProcedure.output(dashboardSchema).query(async ({ ctx }): Promise<Dashboard> => {
    const [totals] = await userTotals(ctx.db).execute({
      userId: ctx.user.id,
      activityLimit: RECENT_ACTIVITIES,
    });
    return {
      totalInvestment: totals?.totalInvestment ?? '0.00',
      expectedReturns: totals?.expectedReturns ?? '0.00',
      totalAssets: Number(totals?.totalAssets ?? 0),
      environmentalImpact: {
        co2Saved: Number(totals?.co2Saved ?? 0),
        foodProduced: Number(totals?.foodProduced ?? 0),
        waterSaved: Number(totals?.waterSaved ?? 0),
        treesPlanted: Number(totals?.treesPlanted ?? 0),
        energyProduced: Number(totals?.energyProduced ?? 0),
      },
      recentActivities: await activityMessages(ctx, totals?.recentActivities ?? []),
    };
  }),
});
