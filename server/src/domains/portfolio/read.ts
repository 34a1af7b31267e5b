/**
 * The portfolio of the signed-in user (issue 34, decision 0068): two set-based statements — the user's
 * investments with their offer's terms and release, and their wallet's payout credits — then pure code.
 */
import { type Portfolio, ScheduleError } from '@wurzelwerk/shared';
import { eq, like, lt, or } from 'drizzle-orm';
import { berlinToday } from '../../calendar';
import { investments, ledgerEntries, ledgerTransfers } from '../../db/schema';
import type { AuthedContext } from '../../trpc/init';
import { investmentsWithTerms, scheduleOf, scheduleStart } from '../investments/schedule';
import { walletEntries } from '../wallet/transactions';
import { buildPortfolio, type PayoutCredit, type PortfolioRow } from './compute';

const dayOf = (at: Date | null) => (at ? berlinToday(at) : null);

export async function getPortfolio(ctx: AuthedContext, now: Date = new Date()): Promise<Portfolio> {
  const today = berlinToday(now);
  const [rows, credits] = await Promise.all([
    investmentsWithTerms(ctx.db, eq(investments.userId, ctx.user.id)).orderBy(
      investments.createdAt,
      investments.id,
    ),
    payoutCredits(ctx),
  ]);
  const portfolioRows: PortfolioRow[] = rows.map((row) => {
    const amountCents = Math.round(Number(row.totalInvestment) * 100);
    const scheduled = row.status === 'paid' || row.status === 'awaiting_payment';
    let schedule = null;
    if (scheduled)
      try {
        schedule = scheduleOf(row, row, scheduleStart(row, today));
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
      defaultOn: dayOf(row.defaultDeclaredAt),
      // Tonnes per unit and year × units (amount / unit price) → kilograms.
      co2KgPerYear: (Number(row.co2Impact) * 1000 * amountCents) / (row.basePriceEuro * 100),
      schedule,
    };
  });
  return buildPortfolio(portfolioRows, credits, today);
}

/** The user's wallet credits of payouts, oldest first. */
async function payoutCredits(ctx: AuthedContext): Promise<PayoutCredit[]> {
  const rows = await walletEntries(
    ctx.db,
    ctx.user.id,
    // A wallet is credit-normal: a credit (negative entry) is money in.
    lt(ledgerEntries.amount, 0),
    or(eq(ledgerTransfers.causeType, 'payout'), like(ledgerTransfers.kind, 'payout%')),
  ).orderBy(ledgerTransfers.id);
  return rows.map((row) => ({
    causeId: row.causeId,
    cents: -Number(row.amount),
    postedOn: berlinToday(row.postedAt),
  }));
}
