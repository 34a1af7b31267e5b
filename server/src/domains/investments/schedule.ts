/**
 * An investment's repayment schedule (issue 34, decision 0060): its offer's terms applied to its amount from
 * the release of the project's funds — or, before the release, projected ("voraussichtlich") from the later
 * of today and the funding deadline, since funds are released only after the funding ends. For the owner
 * only (another's id is 404, as not found); a lapsed or withdrawn investment has none (409), nor one whose
 * terms are not whole periods.
 */
import { TRPCError } from '@trpc/server';
import {
  type InvestmentSchedule,
  investorFlows,
  messageText,
  type PaymentFrequency,
  parseCents,
  percentToBasisPoints,
  type RepaymentType,
  repaymentSchedule,
  ScheduleError,
  scheduleTotals,
  trimDecimal,
  xirr,
} from '@wurzelwerk/shared';
import { and, eq } from 'drizzle-orm';
import { assetTypes, investments, releaseInvestments, releases } from '../../db/schema';
import type { AuthedContext } from '../../trpc/init';

export interface OfferTerms {
  termMonths: number;
  /** The asset type's expected return: percent per year as stored, e.g. "7.50". */
  expectedReturn: string;
  repaymentType: RepaymentType;
  paymentFrequency: PaymentFrequency;
}

/** When the schedule starts: the release date once known (`fixed`), else a projection. */
export interface ScheduleStart {
  date: string;
  fixed: boolean;
}

/**
 * The projected start before the release: the later of today and the funding deadline (both
 * `YYYY-MM-DD`; ISO dates compare as strings).
 */
export function projectedStart(today: string, fundingDeadline: string | null): ScheduleStart {
  return { date: fundingDeadline && fundingDeadline > today ? fundingDeadline : today, fixed: false };
}

/** The schedule of an amount (a decimal string as stored) under an offer's terms from a start. */
export function scheduleOf(
  investment: { id: string; totalInvestment: string },
  terms: OfferTerms,
  start: ScheduleStart,
): InvestmentSchedule {
  const principalCents = parseCents(investment.totalInvestment);
  const basisPoints = percentToBasisPoints(terms.expectedReturn);
  if (principalCents === null || basisPoints === null)
    throw new Error(`investment ${investment.id}: amount or interest not exact`);
  const rows = repaymentSchedule({
    principalCents,
    annualRateBasisPoints: basisPoints,
    termMonths: terms.termMonths,
    repayment: terms.repaymentType,
    frequency: terms.paymentFrequency,
    startDate: start.date,
  });
  return {
    investmentId: investment.id,
    state: start.fixed ? 'fixed' : 'projected',
    startDate: start.date,
    termMonths: terms.termMonths,
    interestPercent: trimDecimal(terms.expectedReturn),
    repaymentType: terms.repaymentType,
    paymentFrequency: terms.paymentFrequency,
    principalCents,
    totalInterestCents: scheduleTotals(rows).interestCents,
    expectedReturn: xirr(investorFlows(principalCents, start.date, rows)),
    rows,
  };
}

/** Berlin's calendar day as `YYYY-MM-DD`: made once per process (making one costs far more than formatting). */
const berlinDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' });

/** Today in Berlin, the platform's calendar: `YYYY-MM-DD`. */
export function berlinToday(now: Date = new Date()): string {
  return berlinDay.format(now);
}

/**
 * The signed-in user's investment's schedule: fixed from the date of the release that took it (the
 * release's day in Berlin, decision 0067), projected before.
 */
export async function getInvestmentSchedule(ctx: AuthedContext, id: string): Promise<InvestmentSchedule> {
  const [row] = await ctx.db
    .select({
      id: investments.id,
      status: investments.status,
      totalInvestment: investments.totalInvestment,
      termMonths: assetTypes.termMonths,
      expectedReturn: assetTypes.expectedReturn,
      repaymentType: assetTypes.repaymentType,
      paymentFrequency: assetTypes.paymentFrequency,
      fundingDeadline: assetTypes.fundingDeadline,
      releasedAt: releases.createdAt,
    })
    .from(investments)
    .innerJoin(assetTypes, eq(assetTypes.id, investments.assetTypeId))
    .leftJoin(releaseInvestments, eq(releaseInvestments.investmentId, investments.id))
    .leftJoin(releases, eq(releases.id, releaseInvestments.releaseId))
    .where(and(eq(investments.id, id), eq(investments.userId, ctx.user.id)));
  if (!row)
    throw new TRPCError({ code: 'NOT_FOUND', message: messageText(ctx.locale, 'investment.notFound') });
  if (row.status !== 'paid' && row.status !== 'awaiting_payment')
    throw new TRPCError({ code: 'CONFLICT', message: messageText(ctx.locale, 'investment.noSchedule') });
  try {
    const start = row.releasedAt
      ? { date: berlinToday(row.releasedAt), fixed: true }
      : projectedStart(berlinToday(), row.fundingDeadline);
    return scheduleOf(row, row, start);
  } catch (error) {
    // Terms from before whole periods were required (decision 0060) give no schedule, not a 500.
    if (!(error instanceof ScheduleError)) throw error;
    throw new TRPCError({ code: 'CONFLICT', message: messageText(ctx.locale, 'investment.noSchedule') });
  }
}
