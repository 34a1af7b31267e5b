/**
 * The data export's money part (issue 34, decision 0069): the wallet (balance, all transactions oldest
 * first, the payout account in full — it is the user's own — and every withdrawal), the repayment schedule
 * of each investment that has one, the personal API tokens without their hashes, and the passkeys' names and
 * dates (issue 37).
 */

import { TRPCError } from '@trpc/server';
import { WALLET_CSV_MAX } from '@wurzelwerk/shared';
import { asc, eq } from 'drizzle-orm';
import { investments, withdrawals } from '../../db/schema';
import { balanceOf } from '../../ledger';
import type { AuthedContext } from '../../trpc/init';
import { listApiTokens } from '../apiTokens/service';
import { listPasskeys } from '../auth/passkeys';
import { getInvestmentSchedule } from '../investments/schedule';
import { readPayoutAccount } from '../wallet/payoutAccount';
import { transactionsOf, walletOf } from '../wallet/transactions';
import { publicWithdrawal } from '../wallet/withdrawals';

/** The schedule of an investment, or null where it has none (withdrawn, or terms without whole periods). */
async function scheduleOrNull(ctx: AuthedContext, id: string) {
  try {
    return await getInvestmentSchedule(ctx, id);
  } catch (error) {
    if (error instanceof TRPCError && error.code === 'CONFLICT') return null;
    throw error;
  }
}

export async function exportWallet(ctx: AuthedContext) {
  const userId = ctx.user.id;
  const [balanceCents, payoutAccount, transactions, withdrawalRows, investmentRows, apiTokens, passkeyList] =
    await Promise.all([
      balanceOf(ctx.db, walletOf(userId)),
      readPayoutAccount(ctx.db, userId),
      transactionsOf(ctx.db, userId, { limit: WALLET_CSV_MAX }),
      ctx.db
        .select()
        .from(withdrawals)
        .where(eq(withdrawals.userId, userId))
        .orderBy(asc(withdrawals.requestedAt), asc(withdrawals.id)),
      ctx.db
        .select({ id: investments.id, status: investments.status })
        .from(investments)
        .where(eq(investments.userId, userId))
        .orderBy(asc(investments.createdAt), asc(investments.id)),
      listApiTokens(ctx),
      listPasskeys(ctx),
    ]);
  const schedules = [];
  for (const row of investmentRows) {
    if (row.status !== 'paid' && row.status !== 'awaiting_payment') continue;
    const schedule = await scheduleOrNull(ctx, row.id);
    if (schedule) schedules.push(schedule);
  }
  return {
    wallet: {
      balanceCents,
      payoutAccount,
      transactions: transactions.items.reverse(),
      withdrawals: withdrawalRows.map(publicWithdrawal),
    },
    schedules,
    apiTokens,
    passkeys: passkeyList.passkeys,
  };
}
