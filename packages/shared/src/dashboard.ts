import { z } from 'zod';

export const dashboardSchema = z.object({
  /** Sum of active investments, decimal string "1500.00". */
  totalInvestment: z.string(),
  /** Sum of their expected annual returns, decimal string. */
  expectedReturns: z.string(),
  /** Number of active asset units. */
  totalAssets: z.number().int(),
  environmentalImpact: z.object({
    /** Tonnes CO2 per year. */
    co2Saved: z.number(),
    /** Kilograms per year. */
    foodProduced: z.number(),
    /** Litres per year. */
    waterSaved: z.number(),
    treesPlanted: z.number(),
    energyProduced: z.number(),
  }),
  recentActivities: z.array(z.object({ id: z.number().int(), message: z.string(), createdAt: z.date() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** Assets per level (core-product.md §2). */
export const ASSETS_PER_LEVEL = 4;

/**
 * Level rule (core-product.md §2): level = floor(count / 4) + 1; bar = (count mod 4) × 25 %; `missing` is
 * how many more assets reach the next level.
 */
export function levelOf(assetCount: number): { level: number; progressPercent: number; missing: number } {
  const intoLevel = assetCount % ASSETS_PER_LEVEL;
  return {
    level: Math.floor(assetCount / ASSETS_PER_LEVEL) + 1,
    progressPercent: intoLevel * (100 / ASSETS_PER_LEVEL),
    missing: ASSETS_PER_LEVEL - intoLevel,
  };
}
