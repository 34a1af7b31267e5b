/**
 * The investor's portfolio (issue 34, decision 0068): per investment its schedule and what was paid, the
 * totals, the money-weighted return realised and expected, the cash-flow calendar and the impact over time.
 * Amounts in integer cents.
 */
import { z } from 'zod';
import { INVESTMENT_STATUSES, investmentScheduleSchema } from './investments';

export const portfolioScheduleRowSchema = investmentScheduleSchema.shape.rows.element.extend({
  /** Paid when the wallet received the date's payout in full. */
  paid: z.boolean(),
});

export const portfolioInvestmentSchema = z.object({
  id: z.string(),
  assetTypeId: z.number().int(),
  assetName: z.string(),
  status: z.enum(INVESTMENT_STATUSES),
  /** The investment's amount. */
  amountCents: z.number().int(),
  /** `YYYY-MM-DD` (Europe/Berlin): when it was made. */
  createdOn: z.string(),
  /** Payouts received into the wallet for this investment. */
  paidToDateCents: z.number().int(),
  /** The schedule (null for lapsed or withdrawn investments or terms without one). */
  schedule: investmentScheduleSchema
    .omit({ rows: true })
    .extend({ rows: z.array(portfolioScheduleRowSchema) })
    .nullable(),
  /** The first open date, or null when none is left. */
  nextPayment: z
    .object({ dueDate: z.string(), interestCents: z.number().int(), principalCents: z.number().int() })
    .nullable(),
});

export const portfolioSchema = z.object({
  /** `YYYY-MM-DD` (Europe/Berlin): the day the figures are for. */
  asOf: z.string(),
  totals: z.object({
    /** Paid investments' amounts. */
    investedCents: z.number().int(),
    /** Principal paid back. */
    repaidCents: z.number().int(),
    interestReceivedCents: z.number().int(),
    /** Principal still owed: invested minus repaid. */
    outstandingCents: z.number().int(),
  }),
  /** XIRR over the paid investments' actual flows to today (the open principal at face value); null when undefined. */
  realisedReturn: z.number().nullable(),
  /** XIRR if every date is paid as scheduled; null when undefined. */
  expectedReturn: z.number().nullable(),
  investments: z.array(portfolioInvestmentSchema),
  /** The next 12 months from this month: expected interest and principal. */
  calendar: z.array(
    z.object({ month: z.string(), interestCents: z.number().int(), principalCents: z.number().int() }),
  ),
  /** Per month (`YYYY-MM`), scheduled and paid payouts and the capital outstanding at the month's end. */
  timeline: z.array(
    z.object({
      month: z.string(),
      paidCents: z.number().int(),
      expectedCents: z.number().int(),
      outstandingCents: z.number().int(),
      /** Paid and expected payouts accumulated to this month. */
      cumulativeCents: z.number().int(),
    }),
  ),
  /** CO₂ saved, accumulated, in kilograms at each month's end (`YYYY-MM`), up to this month. */
  impact: z.array(z.object({ month: z.string(), co2Kg: z.number() })),
});
export type Portfolio = z.output<typeof portfolioSchema>;
export type PortfolioInvestment = z.output<typeof portfolioInvestmentSchema>;
