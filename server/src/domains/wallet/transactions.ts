/**
 * The wallet's read side (issue 34, decision 0065): the balance and the transactions are the ledger's
 * entries of the investor's wallet account — nothing is copied — filtered by the transfer's kind and a
 * period of days in Europe/Berlin, newest first; the CSV download lists the same rows.
 */
import {
  WALLET_CSV_MAX,
  type Wallet,
  type WalletFilter,
  type WalletTransaction,
  withdrawalSchema,
} from '@wurzelwerk/shared';
import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { berlinClock, berlinToday, dayStart, nextDay } from '../../calendar';
import type { Executor } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransfers, withdrawals } from '../../db/schema';
import { type AccountRef, accountCode, balanceFromSum, balanceOf } from '../../ledger';
import type { AuthedContext } from '../../trpc/init';
import { readPayoutAccount } from './payoutAccount';

export const walletOf = (userId: string): AccountRef => ({ kind: 'wallet', owner: userId });

function conditions(filter: WalletFilter = {}, before?: number): SQL[] {
  const where: SQL[] = [];
  if (filter.kind) where.push(eq(ledgerTransfers.kind, filter.kind));
  if (filter.from) where.push(gte(ledgerTransfers.postedAt, dayStart(filter.from)));
  if (filter.to) where.push(lt(ledgerTransfers.postedAt, dayStart(nextDay(filter.to))));
  if (before !== undefined) where.push(lt(ledgerTransfers.id, before));
  return where;
}

/**
 * The entries of `userId`'s wallet with their transfers, where every condition of `where` holds too: the one
 * read behind the transactions, the portfolio's payout credits and the yearly statement.
 */
export function walletEntries(db: Executor, userId: string, ...where: (SQL | undefined)[]) {
  return db
    .select({
      transferId: ledgerTransfers.id,
      kind: ledgerTransfers.kind,
      key: ledgerTransfers.idempotencyKey,
      postedAt: ledgerTransfers.postedAt,
      causeType: ledgerTransfers.causeType,
      causeId: ledgerTransfers.causeId,
      amount: ledgerEntries.amount,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .where(and(eq(ledgerAccounts.code, accountCode(walletOf(userId))), ...where));
}

/** The wallet's transactions, newest first: at most `limit`, older than the transfer `before`. */
export async function transactionsOf(
  db: Executor,
  userId: string,
  options: { filter?: WalletFilter | undefined; before?: number | undefined; limit: number },
): Promise<{ items: WalletTransaction[]; next: number | null }> {
  const rows = await walletEntries(db, userId, ...conditions(options.filter, options.before))
    .orderBy(desc(ledgerTransfers.id))
    .limit(options.limit + 1);
  const items = rows.slice(0, options.limit).map((row) => ({
    id: row.transferId,
    kind: row.kind,
    postedAt: row.postedAt,
    causeId: row.causeId,
    // A wallet is credit-normal: a credit (negative entry) is money in.
    amountCents: balanceFromSum('wallet', Number(row.amount)),
  }));
  const last = items.at(-1);
  return { items, next: rows.length > options.limit && last ? last.id : null };
}

/** The balance, the payout account and the latest withdrawals of the signed-in user. */
export async function getWallet(ctx: AuthedContext): Promise<Wallet> {
  const userId = ctx.user.id;
  const [balanceCents, payoutAccount, latest] = await Promise.all([
    balanceOf(ctx.db, walletOf(userId)),
    readPayoutAccount(ctx.db, userId),
    ctx.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.userId, userId))
      .orderBy(desc(withdrawals.requestedAt), desc(withdrawals.id))
      .limit(50),
  ]);
  return {
    balanceCents,
    payoutAccount,
    withdrawals: latest.map((row) =>
      withdrawalSchema.parse({ ...row, amountCents: Number(row.amountCents) }),
    ),
  };
}

/** The wallet's transaction kinds in words, for the CSV files (the wallet's and the trackers' exports). */
export const KIND_NAMES: Record<'de' | 'en', Record<string, string>> = {
  de: {
    payment: 'Zahlungseingang',
    interest: 'Zinsen',
    principal: 'Tilgung',
    payout: 'Ausschüttung',
    refund: 'Erstattung',
    returned: 'Rücküberweisung',
    withdrawal: 'Auszahlung',
    withdrawal_cancelled: 'Auszahlung storniert',
  },
  en: {
    payment: 'Payment received',
    interest: 'Interest',
    principal: 'Principal',
    payout: 'Payout',
    refund: 'Refund',
    returned: 'Returned transfer',
    withdrawal: 'Withdrawal',
    withdrawal_cancelled: 'Withdrawal cancelled',
  },
};

const CSV_TEXTS = {
  de: {
    header: ['Datum', 'Art', 'Betrag (EUR)', 'Referenz', 'Buchungs-ID'],
    kinds: KIND_NAMES.de,
    separator: ';',
    decimal: ',',
  },
  en: {
    header: ['Date', 'Kind', 'Amount (EUR)', 'Reference', 'Transaction ID'],
    kinds: KIND_NAMES.en,
    separator: ',',
    decimal: '.',
  },
} as const;

/** A cell: quoted when it holds the separator, a quote or a line break; a leading =+-@ cannot start a formula. */
export function cell(value: string, separator: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /["\r\n]/.test(safe) || safe.includes(separator) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Cents as a decimal with the language's mark: -1234 → "-12,34" (de) or "-12.34" (en). */
export function csvAmount(cents: number, decimal: string): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.trunc(abs / 100)}${decimal}${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The filtered transactions as CSV (decision 0065): German — semicolons and decimal commas, as Excel reads
 * it in Germany; English — commas and decimal points. UTF-8 with a BOM, CRLF line ends, ISO dates.
 */
export async function transactionsCsv(
  ctx: AuthedContext,
  filter: WalletFilter | undefined,
): Promise<{ fileName: string; csv: string }> {
  const { items } = await transactionsOf(ctx.db, ctx.user.id, { filter, limit: WALLET_CSV_MAX });
  const texts = CSV_TEXTS[ctx.locale === 'en' ? 'en' : 'de'];
  const line = (cells: string[]) => cells.map((c) => cell(c, texts.separator)).join(texts.separator);
  const lines = [
    line([...texts.header]),
    ...items.map((item) =>
      // The amount is ours (digits, sign, mark) and is written as it is: a leading minus is a number here.
      [
        cell(`${berlinToday(item.postedAt)} ${berlinClock(item.postedAt)}`, texts.separator),
        cell(texts.kinds[item.kind] ?? item.kind, texts.separator),
        csvAmount(item.amountCents, texts.decimal),
        cell(item.causeId, texts.separator),
        String(item.id),
      ].join(texts.separator),
    ),
  ];
  const period = [filter?.from, filter?.to].filter(Boolean).join('_');
  return {
    fileName: `wallet${period ? `-${period}` : ''}.csv`,
    csv: `\uFEFF${lines.join('\r\n')}\r\n`,
  };
}
