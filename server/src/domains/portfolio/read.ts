/**
 * The portfolio of the signed-in user (issue 34, decision 0068): two set-based statements — the user's
 * investments with their offer's terms and release, and their wallet's payout credits — then pure code.
 */
import { type Portfolio, ScheduleError } from '@wurzelwerk/shared';
import { and, eq, like, lt, or } from 'drizzle-orm';
import {
  assetTypes,
  investments,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransfers,
  releaseInvestments,
  releases,
} from '../../db/schema';
import { accountCode } from '../../ledger';
import type { AuthedContext } from '../../trpc/init';
import { berlinToday, projectedStart, type ScheduleStart, scheduleOf } from '../investments/schedule';
import { buildPortfolio, type PayoutCredit, type PortfolioRow } from './compute';

const dayOf = (at: Date | null) => (at ? berlinToday(at) : null);

/** The release's booking fixes the start (decision 0060); before it, the projection. */
function startOf(releasedAt: Date | null, today: string, fundingDeadline: string | null): ScheduleStart {
  const released = dayOf(releasedAt);
  return released ? { date: released, fixed: true } : projectedStart(today, fundingDeadline);
}

export async function getPortfolio(ctx: AuthedContext, now: Date = new Date()): Promise<Portfolio> {
  const today = berlinToday(now);
  const [rows, credits] = await Promise.all([
    ctx.db
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
        releasedAt: releases.bookedAt,
      })
      .from(investments)
      .innerJoin(assetTypes, eq(assetTypes.id, investments.assetTypeId))
      .leftJoin(releaseInvestments, eq(releaseInvestments.investmentId, investments.id))
      .leftJoin(releases, eq(releases.id, releaseInvestments.releaseId))
      .where(eq(investments.userId, ctx.user.id))
      .orderBy(investments.createdAt, investments.id),
    payoutCredits(ctx),
  ]);
  const portfolioRows: PortfolioRow[] = rows.map((row) => {
    const amountCents = Math.round(Number(row.totalInvestment) * 100);
    const scheduled = row.status === 'paid' || row.status === 'awaiting_payment';
    let schedule = null;
    if (scheduled)
      try {
        schedule = scheduleOf(row, row, startOf(row.releasedAt, today, row.fundingDeadline));
      } catch (error) {
        // Terms that are not whole periods give no schedule (decision 0060), not a 500.
        if (!(error instanceof ScheduleError)) throw error;
      }
    return {
      id: row.id,
      assetTypeId: row.assetTypeId,
      assetName: ctx.locale === 'en' ? row.nameEn : row.nameDe,
      status: row.status,
      amountCents,
      createdOn: berlinToday(row.createdAt),
      paidOn: dayOf(row.paidAt),
      endedOn: dayOf(row.withdrawnAt ?? row.lapsedAt),
      // Tonnes per unit and year × units (amount / unit price) → kilograms.
      co2KgPerYear: (Number(row.co2Impact) * 1000 * amountCents) / (row.basePriceEuro * 100),
      schedule,
    };
  });
  return buildPortfolio(portfolioRows, credits, today);
}

/** The user's wallet credits of payouts, oldest first. */
async function payoutCredits(ctx: AuthedContext): Promise<PayoutCredit[]> {
  const rows = await ctx.db
    .select({
      causeId: ledgerTransfers.causeId,
      amount: ledgerEntries.amount,
      postedAt: ledgerTransfers.postedAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .where(
      and(
        eq(ledgerAccounts.code, accountCode({ kind: 'wallet', owner: ctx.user.id })),
        // A wallet is credit-normal: a credit (negative entry) is money in.
        lt(ledgerEntries.amount, 0),
        or(eq(ledgerTransfers.causeType, 'payout'), like(ledgerTransfers.kind, 'payout%')),
      ),
    )
    .orderBy(ledgerTransfers.id);
  return rows.map((row) => ({
    causeId: row.causeId,
    cents: -Number(row.amount),
    postedOn: berlinToday(row.postedAt),
  }));
}
