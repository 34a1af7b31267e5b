/**
 * The one way the platform orders money out of the escrow account (decision 0053): a pain.001.001.09 file
 * of credit transfers whose debtor is the escrow account — returns to senders (returns.ts), releases to
 * issuers (releases/file.ts) and withdrawals (wallet/batches.ts). Anything a bank would refuse (which the
 * stored rows should never hold) is the caller's clear error in the reader's language, never a 5xx.
 */
import { TRPCError } from '@trpc/server';
import { type MessageCode, messageText } from '@wurzelwerk/shared';
import { bankingMessageCode, isBankingError } from '../../banking/errors';
import {
  type BuiltCreditTransfers,
  buildCreditTransfers,
  type CreditTransferFile,
} from '../../banking/pain001';
import { berlinToday } from '../../calendar';
import type { AuthedContext } from '../../trpc/init';

export interface PaymentFileInput extends Omit<CreditTransferFile, 'debtor'> {}

export interface PaymentFileRefusal {
  /** The HTTP status a refused file answers with. */
  code: 'CONFLICT' | 'BAD_REQUEST';
  /** The message; without one, the banking error's own (e.g. a text outside SEPA's character set). */
  message?: MessageCode;
}

/** The pain.001 file of `input`'s transfers from the escrow account; a refused one → `refusal`. */
export function paymentFile(
  ctx: AuthedContext,
  input: PaymentFileInput,
  refusal: PaymentFileRefusal,
): BuiltCreditTransfers {
  const { escrow } = ctx.services;
  try {
    return buildCreditTransfers({
      ...input,
      debtor: { name: escrow.holder, iban: escrow.iban, bic: escrow.bic },
    });
  } catch (error) {
    if (!isBankingError(error)) throw error;
    const code = refusal.message ?? (bankingMessageCode(error.code) as MessageCode);
    throw new TRPCError({ code: refusal.code, message: messageText(ctx.locale, code) });
  }
}

/**
 * The execution date of every payment file (returns, releases, withdrawals) made at `madeAt` and downloaded
 * now: that day in Berlin, or today when the file is downloaded again later — a bank refuses an execution date in the past (and the UTC date is
 * yesterday's between midnight and one or two o'clock in Berlin).
 */
export function executionDateOf(madeAt: Date, now: Date = new Date()): string {
  // YYYY-MM-DD strings sort as the days do: the later of the two.
  return [berlinToday(madeAt), berlinToday(now)].sort()[1] as string;
}
