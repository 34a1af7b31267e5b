/**
 * The wallet's transactions in two portfolio trackers' import formats (issue 34, decision 0069):
 * Portfolio Performance's CSV of account transactions and Ghostfolio's activities import (JSON).
 * Both read the wallet's own list (domains/wallet/transactions.ts); nothing is stored.
 */
import { WALLET_CSV_MAX, type WalletTransaction } from '@wurzelwerk/shared';
import { berlinClock, berlinToday } from '../../calendar';
import type { AuthedContext } from '../../trpc/init';
import { cell, csvAmount, KIND_NAMES, transactionsOf } from '../wallet/transactions';

/** Portfolio Performance's account transaction types we use (its enum AccountTransaction.Type). */
export type PortfolioPerformanceType = 'DEPOSIT' | 'REMOVAL' | 'INTEREST';

/** Interest is interest; every other movement is cash in (Deposit) or out (Removal) by its sign. */
export function portfolioPerformanceType(item: Pick<WalletTransaction, 'kind' | 'amountCents'>) {
  if (item.kind === 'interest' && item.amountCents >= 0) return 'INTEREST' as const;
  return item.amountCents < 0 ? ('REMOVAL' as const) : ('DEPOSIT' as const);
}

/**
 * The column headers and type labels as Portfolio Performance names them in its own German and English
 * user interface (its import maps a column by that name, a type by its label).
 */
export const PP_TEXTS = {
  de: {
    header: ['Datum', 'Uhrzeit', 'Typ', 'Wert', 'Buchungswährung', 'Notiz'],
    types: { DEPOSIT: 'Einlage', REMOVAL: 'Entnahme', INTEREST: 'Zinsen' },
    kinds: KIND_NAMES.de,
    separator: ';',
    decimal: ',',
  },
  en: {
    header: ['Date', 'Time', 'Type', 'Value', 'Transaction Currency', 'Note'],
    types: { DEPOSIT: 'Deposit', REMOVAL: 'Removal', INTEREST: 'Interest' },
    kinds: KIND_NAMES.en,
    separator: ',',
    decimal: '.',
  },
} as const;

/** The wallet's transactions, oldest first (an import reads a history forwards). */
async function history(ctx: AuthedContext): Promise<WalletTransaction[]> {
  const { items } = await transactionsOf(ctx.db, ctx.user.id, { limit: WALLET_CSV_MAX });
  return items.reverse();
}

/**
 * Portfolio Performance's CSV of account transactions: Date (YYYY-MM-DD, Europe/Berlin), Time (HH:MM),
 * Type, Value (signed, two places), Transaction Currency (EUR), Note (our kind, reference and id).
 * German: semicolons and decimal commas; English: commas and decimal points. UTF-8 with BOM, CRLF.
 */
export function portfolioPerformanceCsv(items: WalletTransaction[], locale: string): string {
  const texts = PP_TEXTS[locale === 'en' ? 'en' : 'de'];
  const sep = texts.separator;
  const lines = [
    texts.header.map((c) => cell(c, sep)).join(sep),
    ...items.map((item) =>
      [
        berlinToday(item.postedAt),
        berlinClock(item.postedAt),
        cell(texts.types[portfolioPerformanceType(item)], sep),
        // Ours (digits, sign, mark): a leading minus is a number here, written as it is.
        csvAmount(item.amountCents, texts.decimal),
        'EUR',
        cell(`${texts.kinds[item.kind] ?? item.kind} ${item.causeId} #${item.id}`, sep),
      ].join(sep),
    ),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Ghostfolio's activity types (its Prisma enum Type). */
export const GHOSTFOLIO_TYPES = ['BUY', 'SELL', 'DIVIDEND', 'FEE', 'INTEREST', 'ITEM', 'LIABILITY'] as const;

export interface GhostfolioActivity {
  comment: string;
  currency: string;
  dataSource: 'MANUAL';
  date: string;
  fee: number;
  quantity: number;
  symbol: string;
  type: (typeof GHOSTFOLIO_TYPES)[number];
  unitPrice: number;
}

/** Cents as euros for JSON (a number: Ghostfolio's DTO asks for numbers); exact for two places. */
const euros = (cents: number) => Number(csvAmount(cents, '.'));

/**
 * Ghostfolio's import (ImportDataDto): activities of interest only — INTEREST, quantity 1, the amount as
 * the unit price, no fee, a manual symbol per investment. Cash in and out (refunds, principal, payouts,
 * withdrawals) is no activity in Ghostfolio (an account's cash is its balance) and is left out.
 */
export function ghostfolioImport(items: WalletTransaction[], now: Date) {
  const activities: GhostfolioActivity[] = items
    .filter((item) => item.kind === 'interest' && item.amountCents > 0)
    .map((item) => ({
      comment: `Wurzelwerk interest ${item.causeId} #${item.id}`,
      currency: 'EUR',
      dataSource: 'MANUAL',
      date: item.postedAt.toISOString(),
      fee: 0,
      quantity: 1,
      symbol: `WURZELWERK-${item.causeId}`,
      type: 'INTEREST',
      unitPrice: euros(item.amountCents),
    }));
  return { meta: { date: now.toISOString(), version: 'wurzelwerk-1' }, activities };
}

export async function portfolioPerformanceFile(ctx: AuthedContext) {
  return {
    fileName: 'wurzelwerk-portfolio-performance.csv',
    csv: portfolioPerformanceCsv(await history(ctx), ctx.locale),
  };
}

export async function ghostfolioFile(ctx: AuthedContext) {
  return {
    fileName: 'wurzelwerk-ghostfolio.json',
    json: JSON.stringify(ghostfolioImport(await history(ctx), new Date()), null, 2),
  };
}
