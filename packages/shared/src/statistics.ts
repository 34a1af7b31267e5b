/**
 * The public payment statistics at /statistik (issue 35, decision 0075): per project and year of the due
 * date, how many of the payments that have fallen due were paid on time, late, or are in default, and what
 * the issuer repaid. Amounts are integer cents.
 */
import { z } from 'zod';

/** One project's figures for one year (the year of the due dates), or a year's total over all projects. */
export const paymentFiguresSchema = z.object({
  year: z.number().int(),
  /** Due dates whose day has passed, or that are paid. */
  due: z.number().int(),
  /** Paid by the due day (the Berlin calendar day of the payment). */
  onTime: z.number().int(),
  /** Paid after the due day, or unpaid past it while the project is not in default. */
  late: z.number().int(),
  /** Unpaid past the due day in a project declared in default. */
  inDefault: z.number().int(),
  /** Principal the issuer repaid with the paid ones. */
  repaidPrincipalCents: z.number().int(),
  /** Interest the issuer paid with the paid ones. */
  paidInterestCents: z.number().int(),
});
export type PaymentFigures = z.infer<typeof paymentFiguresSchema>;

export const projectStatisticsSchema = z.object({
  assetTypeId: z.number().int(),
  name: z.string(),
  issuer: z.string(),
  /** Whether an operator declared the project in default. */
  inDefault: z.boolean(),
  years: z.array(paymentFiguresSchema),
});
export type ProjectStatistics = z.infer<typeof projectStatisticsSchema>;

export const paymentStatisticsSchema = z.object({
  /** YYYY-MM-DD (Berlin): the day the figures were computed for. */
  asOf: z.string(),
  projects: z.array(projectStatisticsSchema),
  /** Per year, every project together. */
  totals: z.array(paymentFiguresSchema),
});
export type PaymentStatistics = z.infer<typeof paymentStatisticsSchema>;

/** A share as a fraction of `due` (0 when nothing is due): for the page's percentages. */
export const shareOf = (count: number, due: number): number => (due === 0 ? 0 : count / due);
