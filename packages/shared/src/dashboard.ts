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
