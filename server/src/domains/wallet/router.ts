/** The wallet's procedures (issue 34, decision 0065): the investor's own; the operators' in adminRouter below. */
import {
  adminWithdrawalSchema,
  adminWithdrawalsInput,
  approveWithdrawalsInput,
  payoutAccountInput,
  payoutAccountSchema,
  walletCsvSchema,
  walletFilterInput,
  walletSchema,
  walletTransactionsInput,
  walletTransactionsSchema,
  withdrawalBatchFileSchema,
  withdrawalBatchSchema,
  withdrawalIdInput,
  withdrawalRequestInput,
  withdrawalSchema,
} from '@wurzelwerk/shared';
import { z } from 'zod';
import { protectedProcedure, router } from '../../trpc/init';
import { signedIn } from '../../trpc/procedures';
import { operator } from '../admin/procedure';
import { approveWithdrawals, batchFile, listBatches, listWithdrawals } from './batches';
import { readPayoutAccount, setPayoutAccount } from './payoutAccount';
import { getWallet, transactionsCsv, transactionsOf } from './transactions';
import { cancelWithdrawal, requestWithdrawal } from './withdrawals';

export const walletRouter = router({
  /** Balance, payout account and the latest withdrawals. */
  get: signedIn.read(walletSchema, getWallet),

  /** The wallet's transactions, newest first, filtered by kind and period; paged by `before`. */
  transactions: signedIn.query(walletTransactionsInput, walletTransactionsSchema, (ctx, input) =>
    transactionsOf(ctx.db, ctx.user.id, {
      filter: input.filter,
      before: input.cursor ?? undefined,
      limit: input.limit ?? 100,
    }),
  ),

  /** The same transactions (up to 10,000) as a CSV file's text. */
  transactionsCsv: signedIn.query(walletFilterInput, walletCsvSchema, transactionsCsv),

  payoutAccount: protectedProcedure
    .output(payoutAccountSchema.nullable())
    .query(({ ctx }) => readPayoutAccount(ctx.db, ctx.user.id)),

  setPayoutAccount: signedIn.mutation(payoutAccountInput, payoutAccountSchema, setPayoutAccount),

  requestWithdrawal: signedIn.mutation(withdrawalRequestInput, withdrawalSchema, requestWithdrawal),

  cancelWithdrawal: signedIn.mutation(withdrawalIdInput, withdrawalSchema, cancelWithdrawal),
});

/** The operators' withdrawal work: the list, the approval into a pain.001 batch, the files. */
export const adminWithdrawalsRouter = router({
  list: operator.query(adminWithdrawalsInput, z.array(adminWithdrawalSchema), listWithdrawals),
  approve: operator.mutation(approveWithdrawalsInput, withdrawalBatchSchema, approveWithdrawals),
  batches: operator.read(z.array(withdrawalBatchSchema), listBatches),
  batchFile: operator.query(
    z.object({ id: z.number().int().positive() }),
    withdrawalBatchFileSchema,
    batchFile,
  ),
});
