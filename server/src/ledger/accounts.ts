/**
 * The ledger's accounts (docs/decisions/0052-ledger-model.md). An account is named by its kind and, for
 * kinds that exist per user or issuer, its owner; its row is made on first use. Balances are derived
 * from the entries: the sum of an account's signed amounts (debit positive), shown from the account's
 * normal side — the escrow account is an asset (debit-normal), every other account is money the platform
 * holds for someone (credit-normal), so a wallet with 50 € in it has entries summing to −5000 and a
 * balance of 5000.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { type LEDGER_ACCOUNT_KINDS, ledgerAccounts, ledgerEntries } from '../db/schema';

export type AccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

interface KindRules {
  /** Per user or issuer (owner required) or the platform's one account of the kind (no owner). */
  owned: boolean;
  normal: 'debit' | 'credit';
  /** May not go below zero (TigerBeetle's debits_must_not_exceed_credits on a credit-normal account). */
  noOverdraft: boolean;
}

export const ACCOUNT_KINDS: Record<AccountKind, KindRules> = {
  /** The escrow account at the bank; moves only with statement entries, so it mirrors the bank's balance. */
  escrow: { owned: false, normal: 'debit', noOverdraft: false },
  /** An investor's money on the platform (refunds, payouts) until withdrawn. */
  wallet: { owned: true, normal: 'credit', noOverdraft: true },
  /** Investors' payments for an issuer's projects, owed to the issuer until released (or refunded). */
  issuer_payable: { owned: true, normal: 'credit', noOverdraft: true },
  /** An issuer's repayments received, until distributed to the investors' wallets (issue 34). */
  issuer_repayments: { owned: true, normal: 'credit', noOverdraft: true },
  /** Money that arrived and matches nothing yet (the exception queue). */
  unmatched_receipts: { owned: false, normal: 'credit', noOverdraft: true },
  /** Transfers ordered from the escrow account (a pain.001 file) that the bank has not booked yet. */
  outgoing: { owned: false, normal: 'credit', noOverdraft: true },
  /** The platform's fees. */
  platform_income: { owned: false, normal: 'credit', noOverdraft: false },
  /**
   * Withdrawals requested and not yet ordered (issue 34, decision 0065): out of the wallets at once, into
   * outgoing when the operator puts them into a pain.001 file, back to the wallet when cancelled.
   */
  withdrawals_pending: { owned: false, normal: 'credit', noOverdraft: true },
};

export type AccountRef = { kind: AccountKind; owner?: string | null };

export class LedgerAccountError extends Error {
  constructor(
    readonly code: 'account.owner',
    detail: string,
  ) {
    super(`${code}: ${detail}`);
  }
}

/** The account's unique code: `escrow`, `wallet:<user id>`, `issuer_payable:<issuer key>`. */
export function accountCode(ref: AccountRef): string {
  const rules = ACCOUNT_KINDS[ref.kind];
  const owner = ref.owner ?? null;
  if (rules.owned !== (owner !== null && owner !== '')) {
    throw new LedgerAccountError('account.owner', `${ref.kind} ${rules.owned ? 'needs' : 'takes no'} owner`);
  }
  return rules.owned ? `${ref.kind}:${owner}` : ref.kind;
}

export interface LedgerAccount {
  id: number;
  code: string;
  kind: AccountKind;
  owner: string | null;
  noOverdraft: boolean;
}

/** The accounts' rows, made when missing (concurrently safe: ON CONFLICT DO NOTHING, then read). */
export async function ensureAccounts(db: Executor, refs: AccountRef[]): Promise<Map<string, LedgerAccount>> {
  const wanted = new Map(refs.map((ref) => [accountCode(ref), ref]));
  const codes = [...wanted.keys()];
  const read = () =>
    db
      .select({
        id: ledgerAccounts.id,
        code: ledgerAccounts.code,
        kind: ledgerAccounts.kind,
        owner: ledgerAccounts.owner,
        noOverdraft: ledgerAccounts.noOverdraft,
      })
      .from(ledgerAccounts)
      .where(inArray(ledgerAccounts.code, codes));
  let rows = codes.length > 0 ? await read() : [];
  if (rows.length < codes.length) {
    const found = new Set(rows.map((row) => row.code));
    const missing = codes.filter((code) => !found.has(code));
    await db
      .insert(ledgerAccounts)
      .values(
        missing.map((code) => {
          const ref = wanted.get(code) as AccountRef;
          return {
            code,
            kind: ref.kind,
            owner: ref.owner ?? null,
            noOverdraft: ACCOUNT_KINDS[ref.kind].noOverdraft,
          };
        }),
      )
      .onConflictDoNothing({ target: ledgerAccounts.code });
    rows = await read();
  }
  return new Map(rows.map((row) => [row.code, row]));
}

/** The account's row, made when missing. */
export async function ensureAccount(db: Executor, ref: AccountRef): Promise<LedgerAccount> {
  const code = accountCode(ref);
  return (await ensureAccounts(db, [ref])).get(code) as LedgerAccount;
}

/** An entry sum (debit positive) seen from the account kind's normal side. */
export function balanceFromSum(kind: AccountKind, sum: number): number {
  return ACCOUNT_KINDS[kind].normal === 'debit' ? sum : 0 - sum;
}

/** The account's balance in cents from its normal side (0 for an account never used). */
export async function balanceOf(db: Executor, ref: AccountRef): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerAccounts.code, accountCode(ref)));
  return balanceFromSum(ref.kind, Number(row?.sum ?? 0));
}

/** Every account of a kind (e.g. all wallets) with its balance, for the console and the checks. */
export async function balancesOf(
  db: Executor,
  kind: AccountKind,
): Promise<{ code: string; owner: string | null; balance: number }[]> {
  const rows = await db
    .select({
      code: ledgerAccounts.code,
      owner: ledgerAccounts.owner,
      sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)`,
    })
    .from(ledgerAccounts)
    .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
    .where(eq(ledgerAccounts.kind, kind))
    .groupBy(ledgerAccounts.id)
    .orderBy(ledgerAccounts.code);
  return rows.map((row) => ({
    code: row.code,
    owner: row.owner,
    balance: balanceFromSum(kind, Number(row.sum)),
  }));
}
