/**
 * The wallet (issue 34, decision 0065): its balance and transactions (from the ledger's entries of the
 * investor's wallet account), the payout account withdrawals go to, and the withdrawal requests with their
 * states. Amounts are integer cents; amounts typed by a person travel as decimal strings ("25.00").
 */
import { z } from 'zod';
import { messageId } from './messages';
import { parseCents } from './money';
import { lineField, textField } from './text';

/** The transfer kinds that move a wallet (ledger/transfers.ts), the filter's choices. */
export const WALLET_TRANSACTION_KINDS = [
  'payment',
  'interest',
  'principal',
  'payout',
  'refund',
  'returned',
  'withdrawal',
  'withdrawal_cancelled',
] as const;
export type WalletTransactionKind = (typeof WALLET_TRANSACTION_KINDS)[number];

export const WITHDRAWAL_STATE_VALUES = ['requested', 'ordered', 'booked', 'cancelled'] as const;
export type WithdrawalState = (typeof WITHDRAWAL_STATE_VALUES)[number];

/** SEPA's limit of a name (pain.001 Cdtr/Nm). */
export const PAYOUT_HOLDER_MAX = 70;
/** The wait between setting or changing the payout account and the first withdrawal to it. */
export const PAYOUT_HOLD_MS = 24 * 60 * 60 * 1000;
/** The most transactions one page or one CSV file lists. */
export const WALLET_PAGE_MAX = 500;
export const WALLET_CSV_MAX = 10_000;

export const payoutAccountSchema = z.object({
  /** Electronic form, e.g. DE89370400440532013000. */
  iban: z.string(),
  /** The account's bank; null inside the EEA when none was given. */
  bic: z.string().nullable(),
  holder: z.string(),
  changedAt: z.date(),
  /** Withdrawals may be requested from then on. */
  holdUntil: z.date(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

export const withdrawalSchema = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  iban: z.string(),
  holder: z.string(),
  state: z.enum(WITHDRAWAL_STATE_VALUES),
  requestedAt: z.date(),
  orderedAt: z.date().nullable(),
  bookedAt: z.date().nullable(),
  cancelledAt: z.date().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const walletSchema = z.object({
  balanceCents: z.number().int(),
  payoutAccount: payoutAccountSchema.nullable(),
  /** The latest withdrawals, newest first (at most 50). */
  withdrawals: z.array(withdrawalSchema),
});
export type Wallet = z.infer<typeof walletSchema>;

export const walletTransactionSchema = z.object({
  /** The ledger transfer's id. */
  id: z.number().int(),
  /** The transfer kind (WALLET_TRANSACTION_KINDS, or another kind a later model adds). */
  kind: z.string(),
  /** Signed: positive into the wallet, negative out of it. */
  amountCents: z.number().int(),
  postedAt: z.date(),
  /** What caused it: the investment, withdrawal, … id. */
  causeId: z.string(),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

const day = textField({ error: messageId('wallet.date') }).regex(
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  messageId('wallet.date'),
);

/** The filter: a kind and a period of days (Europe/Berlin, both ends included). */
export const walletFilterInput = z
  .object({
    kind: z.enum(WALLET_TRANSACTION_KINDS, { error: messageId('wallet.kind') }).optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: messageId('wallet.period'), path: ['to'] });
export type WalletFilter = z.input<typeof walletFilterInput>;

export const walletTransactionsInput = z.object({
  filter: walletFilterInput.optional(),
  /** Transactions older than this transfer id (the next page; `next` of the page before), newest first. */
  cursor: z.number().int().positive().nullish(),
  limit: z.number().int().min(1).max(WALLET_PAGE_MAX).optional(),
});

export const walletTransactionsSchema = z.object({
  items: z.array(walletTransactionSchema),
  /** The `cursor` (REST: `before`) of the next page, null on the last one. */
  next: z.number().int().nullable(),
});

export const walletCsvSchema = z.object({ fileName: z.string(), csv: z.string() });

/** Setting or changing the payout account: the password always, the second factor's code when it is on. */
export const payoutAccountInput = z.object({
  iban: textField({ error: messageId('bank.ibanMissing') }).max(64, messageId('bank.ibanLength')),
  /** The account's bank: needed for an account outside the EEA (`bicRequiredFor`), else optional. */
  bic: textField({ error: messageId('bank.bicFormat') })
    .max(20, messageId('bank.bicFormat'))
    .optional(),
  holder: lineField({ error: messageId('wallet.holderRequired') })
    .trim()
    .min(1, messageId('wallet.holderRequired'))
    .max(PAYOUT_HOLDER_MAX, messageId('wallet.holderTooLong')),
  password: textField({ error: messageId('wallet.passwordRequired') })
    .min(1, messageId('wallet.passwordRequired'))
    .max(1000, messageId('wallet.passwordRequired')),
  code: textField().max(20, messageId('twoFactor.codeFormat')).optional(),
});
export type PayoutAccountInput = z.input<typeof payoutAccountInput>;

/** A withdrawal request: euros as a decimal string with at most two places, at least 0.01. */
export const withdrawalRequestInput = z.object({
  amount: textField({ error: messageId('wallet.amount') }).refine(
    (value) => (parseCents(value) ?? 0) >= 1,
    messageId('wallet.amount'),
  ),
});

export const withdrawalIdInput = z.object({ id: z.string().min(1).max(100) });

/** The operator's view of a withdrawal: whose, and in which batch. */
export const adminWithdrawalSchema = withdrawalSchema.extend({
  /** Null once the account was deleted (the withdrawal stays as a booking record). */
  userId: z.string().nullable(),
  endToEndId: z.string(),
  batchId: z.number().int().nullable(),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;

export const adminWithdrawalsInput = z.object({ state: z.enum(WITHDRAWAL_STATE_VALUES).optional() });

export const approveWithdrawalsInput = z.object({
  ids: z
    .array(z.string().min(1).max(100))
    .min(1, messageId('wallet.selection'))
    .max(1000, messageId('wallet.selection')),
});

export const withdrawalBatchSchema = z.object({
  id: z.number().int(),
  messageId: z.string(),
  count: z.number().int(),
  sumCents: z.number().int(),
  createdAt: z.date(),
});
export type WithdrawalBatch = z.infer<typeof withdrawalBatchSchema>;

export const withdrawalBatchFileSchema = z.object({ fileName: z.string(), xml: z.string() });

/** A yearly statement (Jahresübersicht, issue 34, decision 0070): a calendar year of the wallet. */
export const statementYearInput = z.object({
  year: z
    .number({ error: messageId('statement.year') })
    .int(messageId('statement.year'))
    .min(2000, messageId('statement.year'))
    .max(9999, messageId('statement.year')),
});

/** The years whose statement can be downloaded: from the wallet's first transaction to last year, newest first. */
export const statementYearsSchema = z.object({ years: z.array(z.number().int()) });
export type StatementYears = z.infer<typeof statementYearsSchema>;
