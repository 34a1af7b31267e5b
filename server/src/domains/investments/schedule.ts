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
import { and, eq, type SQL } from 'drizzle-orm';
import { berlinToday } from '../../calendar';
import type { Executor } from '../../db/client';
import { assetTypes, investments, projectDefaults, releaseInvestments, releases } from '../../db/schema';
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

/**
 * An investment's start: the day in Berlin its release was made — the day the due dates count from
 * (payouts/dueDates.ts, decision 0067) — else the projection. One rule for the schedule, the portfolio
 * and the due dates.
 */
export function scheduleStart(
  row: { releaseCreatedAt: Date | null; fundingDeadline: string | null },
  today: string,
): ScheduleStart {
  return row.releaseCreatedAt
    ? { date: berlinToday(row.releaseCreatedAt), fixed: true }
    : projectedStart(today, row.fundingDeadline);
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

/**
 * Investments with their offer's terms, the release that took them (if one has) and their project's
 * default (if declared): what a schedule is made from — the one read behind an investment's schedule and
 * the portfolio.
 */
export function investmentsWithTerms(db: Executor, where: SQL | undefined) {
  return db
    .select({
      id: investments.id,
      status: investments.status,
      totalInvestment: investments.totalInvestment,
      createdAt: investments.createdAt,
      paidAt: investments.paidAt,
      withdrawnAt: investments.withdrawnAt,
      lapsedAt: investments.lapsedAt,
      assetTypeId: assetTypes.id,
      nameDe: assetTypes.nameDe,
      nameEn: assetTypes.nameEn,
      basePriceEuro: assetTypes.basePriceEuro,
      co2Impact: assetTypes.co2Impact,
      termMonths: assetTypes.termMonths,
      expectedReturn: assetTypes.expectedReturn,
      repaymentType: assetTypes.repaymentType,
      paymentFrequency: assetTypes.paymentFrequency,
      fundingDeadline: assetTypes.fundingDeadline,
      releaseCreatedAt: releases.createdAt,
      /** When the project's default was declared (decision 0067); null when it is not in default. */
      defaultDeclaredAt: projectDefaults.declaredAt,
    })
    .from(investments)
    .innerJoin(assetTypes, eq(assetTypes.id, investments.assetTypeId))
    .leftJoin(releaseInvestments, eq(releaseInvestments.investmentId, investments.id))
    .leftJoin(releases, eq(releases.id, releaseInvestments.releaseId))
    .leftJoin(projectDefaults, eq(projectDefaults.assetTypeId, investments.assetTypeId))
    .where(where);
}

/**
 * The signed-in user's investment's schedule: fixed from the date of the release that took it (the
 * release's day in Berlin, decision 0067), projected before.
 */
export async function getInvestmentSchedule(ctx: AuthedContext, id: string): Promise<InvestmentSchedule> {
  const [row] = await investmentsWithTerms(
    ctx.db,
    and(eq(investments.id, id), eq(investments.userId, ctx.user.id)),
  );
  if (!row)
    throw new TRPCError({ code: 'NOT_FOUND', message: messageText(ctx.locale, 'investment.notFound') });
  if (row.status !== 'paid' && row.status !== 'awaiting_payment')
    throw new TRPCError({ code: 'CONFLICT', message: messageText(ctx.locale, 'investment.noSchedule') });
  try {
    return scheduleOf(row, row, scheduleStart(row, berlinToday()));
  } catch (error) {
    // Terms from before whole periods were required (decision 0060) give no schedule, not a 500.
    if (!(error instanceof ScheduleError)) throw error;
    throw new TRPCError({ code: 'CONFLICT', message: messageText(ctx.locale, 'investment.noSchedule') });
  }
}
