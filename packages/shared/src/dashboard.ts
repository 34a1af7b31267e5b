import { z } from 'zod';

export const dashboardSchema = z.object({
  /**
   * Sum of paid investments, decimal string "1500.00" (issue 33: what counts is money that arrived; the
   * totals below, the impact, the level and the farm count paid investments too).
   */
  totalInvestment: z.string(),
  /** Sum of their expected annual returns, decimal string. */
  expectedReturns: z.string(),
  /** Received so far: the payouts credited to the wallet, in integer cents (issue 34). */
  receivedCents: z.number().int(),
  /** Number of paid asset units. */
  totalAssets: z.number().int(),
  /**
   * Investments awaiting their payment, shown apart ("Zahlung ausstehend"): how many, their sum (decimal
   * string) and the earliest deadline (null when none awaits).
   */
  awaitingPayment: z.object({
    count: z.number().int(),
    amount: z.string(),
    nextDueAt: z.date().nullable(),
  }),
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
