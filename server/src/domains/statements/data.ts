/**
 * The yearly statement's figures (Jahresübersicht, issue 34, decision 0070): read from the ledger entries of
 * the investor's wallet account in one calendar year (Europe/Berlin: 1 January 00:00 to 31 December 24:00),
 * nothing copied. Each entry is classified by its transfer (interest, principal, an undivided instalment,
 * refund, withdrawal …); the issuer is the owner of the transfer's issuer account on the other side, the
 * investment the transfer's cause.
 */
import { and, eq, gte, inArray, lt, min, sql } from 'drizzle-orm';
import { berlinYear, dayStart } from '../../calendar';
import type { Executor } from '../../db/client';
import {
  assetTypes,
  investments,
  issuers,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransfers,
} from '../../db/schema';
import { accountCode, balanceFromSum } from '../../ledger';
import { walletEntries, walletOf } from '../wallet/transactions';

/** The lines of the statement: every wallet movement falls into one. */
export const STATEMENT_KINDS = [
  'interest',
  'principal',
  'instalment',
  'refund',
  'withdrawal',
  'other',
] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];

export interface StatementInvestment {
  investmentId: string;
  asset: { de: string; en: string } | null;
  /** The issuer's name with its legal form, and its country (ISO 3166 alpha-2). */
  issuer: { name: string; country: string } | null;
  /** Signed cents per kind (into the wallet positive). */
  cents: Record<StatementKind, number>;
}

export interface YearlyStatementData {
  year: number;
  openingBalanceCents: number;
  /** The wallet's balance on 31 December at 24:00 Europe/Berlin. */
  closingBalanceCents: number;
  totals: Record<StatementKind, number>;
  /** Movements caused by an investment, by investment (ordered by asset name). */
  investments: StatementInvestment[];
  transactionCount: number;
}

const zero = (): Record<StatementKind, number> => ({
  interest: 0,
  principal: 0,
  instalment: 0,
  refund: 0,
  withdrawal: 0,
  other: 0,
});

/** The line of a wallet movement: by its kind, and by its key's last part for an instalment in two. */
export function statementKindOf(kind: string, idempotencyKey: string): StatementKind {
  if (kind === 'interest' || idempotencyKey.endsWith(':interest')) return 'interest';
  if (kind === 'principal' || idempotencyKey.endsWith(':principal')) return 'principal';
  if (kind === 'payout') return 'instalment';
  if (kind === 'refund') return 'refund';
  // A cancelled or returned withdrawal gives back what the withdrawal took: the net is what left.
  if (kind === 'withdrawal' || kind === 'withdrawal_cancelled' || kind === 'returned') return 'withdrawal';
  return 'other';
}

/** The investment a transfer's cause names (`<investment id>` or `<investment id>:<due date or number>`). */
const investmentOf = (causeType: string, causeId: string): string | null =>
  causeType === 'investment' || causeType === 'refund' || causeType === 'payout'
    ? (causeId.split(':')[0] ?? null)
    : null;

/** The instant a Berlin calendar year begins. */
export const yearStart = (year: number): Date => dayStart(`${String(year).padStart(4, '0')}-01-01`);

async function balanceBefore(db: Executor, userId: string, before: Date): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .where(and(eq(ledgerAccounts.code, accountCode(walletOf(userId))), lt(ledgerTransfers.postedAt, before)));
  return balanceFromSum('wallet', Number(row?.sum ?? 0));
}

/** The calendar year of the wallet's first movement, or null when it has none. */
export async function firstYearOf(db: Executor, userId: string): Promise<number | null> {
  const [row] = await db
    .select({ first: min(ledgerTransfers.postedAt) })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .where(eq(ledgerAccounts.code, accountCode(walletOf(userId))));
  return row?.first ? berlinYear(new Date(row.first)) : null;
}

/** The issuer (by ledger owner key `issuer:<id>`) on the other side of each transfer. */
async function issuersOf(db: Executor, transferIds: number[]) {
  type Issuer = { name: string; country: string };
  if (transferIds.length === 0) return new Map<number, Issuer>();
  const rows = await db
    .select({
      transferId: ledgerEntries.transferId,
      name: issuers.name,
      legalForm: issuers.legalForm,
      country: issuers.country,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(issuers, sql`${ledgerAccounts.owner} = 'issuer:' || ${issuers.id}`)
    .where(
      and(
        inArray(ledgerEntries.transferId, transferIds),
        inArray(ledgerAccounts.kind, ['issuer_payable', 'issuer_repayments']),
      ),
    );
  return new Map<number, Issuer>(
    rows.map((r) => [r.transferId, { name: `${r.name} ${r.legalForm}`, country: r.country }]),
  );
}

async function assetsOf(db: Executor, ids: string[]) {
  if (ids.length === 0) return new Map<string, { de: string; en: string }>();
  const rows = await db
    .select({ id: investments.id, de: assetTypes.nameDe, en: assetTypes.nameEn })
    .from(investments)
    .innerJoin(assetTypes, eq(assetTypes.id, investments.assetTypeId))
    .where(inArray(investments.id, ids));
  return new Map(rows.map((r) => [r.id, { de: r.de, en: r.en }]));
}

/** A wallet entry of the year with its transfer. */
export interface StatementRow {
  transferId: number;
  kind: string;
  key: string;
  causeType: string;
  causeId: string;
  /** The entry's signed amount (a credit to the wallet is negative). */
  amount: number;
}

/** The year's totals by kind and the lines by investment: every entry counted once in the totals. */
export function summarise(rows: StatementRow[], issuerOf: Map<number, StatementInvestment['issuer']>) {
  const totals = zero();
  const byInvestment = new Map<string, StatementInvestment>();
  for (const row of rows) {
    const cents = balanceFromSum('wallet', Number(row.amount));
    const kind = statementKindOf(row.kind, row.key);
    totals[kind] += cents;
    const investmentId = investmentOf(row.causeType, row.causeId);
    if (!investmentId) continue;
    const line = byInvestment.get(investmentId) ?? { investmentId, asset: null, issuer: null, cents: zero() };
    line.cents[kind] += cents;
    line.issuer = line.issuer ?? issuerOf.get(row.transferId) ?? null;
    byInvestment.set(investmentId, line);
  }
  return { totals, byInvestment };
}

/** The figures of `userId`'s yearly statement for the calendar year `year`. */
export async function yearlyStatementData(
  db: Executor,
  userId: string,
  year: number,
): Promise<YearlyStatementData> {
  const from = yearStart(year);
  const to = yearStart(year + 1);
  const rows = await walletEntries(
    db,
    userId,
    gte(ledgerTransfers.postedAt, from),
    lt(ledgerTransfers.postedAt, to),
  ).orderBy(ledgerTransfers.id);
  const [openingBalanceCents, issuerOf] = await Promise.all([
    balanceBefore(db, userId, from),
    issuersOf(
      db,
      rows.map((r) => r.transferId),
    ),
  ]);
  const { totals, byInvestment } = summarise(rows, issuerOf);
  const assets = await assetsOf(db, [...byInvestment.keys()]);
  const lines = [...byInvestment.values()].map((line) => ({
    ...line,
    asset: assets.get(line.investmentId) ?? null,
  }));
  lines.sort(
    (a, b) =>
      (a.asset?.de ?? '').localeCompare(b.asset?.de ?? '') || a.investmentId.localeCompare(b.investmentId),
  );
  const net = Object.values(totals).reduce((sum, c) => sum + c, 0);
  return {
    year,
    openingBalanceCents,
    closingBalanceCents: openingBalanceCents + net,
    totals,
    investments: lines,
    transactionCount: rows.length,
  };
}
