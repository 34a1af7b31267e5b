/**
 * The ledger's invariants, checked on demand (`ledger:check`, the tests after every scenario): a list of
 * violations, empty when all hold. Built in: every transfer has two or more entries summing to zero, and no
 * account that must not go negative is negative. Checks that need other tables (the imported statements'
 * closing balance, the paid investments) are passed in as LedgerChecks; factories for those two are here.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import type { AccountKind } from './accounts';
import { balanceFromSum, balanceOf } from './accounts';

export type LedgerViolation =
  | { code: 'transfer.unbalanced'; transferId: number; sum: number; entries: number }
  | { code: 'account.negative'; account: string; balance: number }
  | { code: 'escrow.statement'; ledgerCents: number; statementCents: number }
  | { code: 'payment.count'; investmentId: string; payments: number };

export type LedgerCheck = (db: Executor) => Promise<LedgerViolation[]>;

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/** Transfers whose entries do not sum to zero, or that have fewer than two. */
export const transfersBalance: LedgerCheck = async (db) => {
  const rows = rowsOf<{ id: string; total: string; entries: string }>(
    await db.execute(sql`
      SELECT t.id, coalesce(sum(e.amount), 0) AS total, count(e.id) AS entries
        FROM ledger_transfers t LEFT JOIN ledger_entries e ON e.transfer_id = t.id
       GROUP BY t.id
      HAVING coalesce(sum(e.amount), 0) <> 0 OR count(e.id) < 2`),
  );
  return rows.map((row) => ({
    code: 'transfer.unbalanced',
    transferId: Number(row.id),
    sum: Number(row.total),
    entries: Number(row.entries),
  }));
};

/** Guarded accounts (wallets, payables, outgoing, …) below zero. */
export const noOverdrafts: LedgerCheck = async (db) => {
  const rows = rowsOf<{ code: string; kind: AccountKind; total: string }>(
    await db.execute(sql`
      SELECT a.code, a.kind, sum(e.amount) AS total
        FROM ledger_accounts a JOIN ledger_entries e ON e.account_id = a.id
       WHERE a.no_overdraft
       GROUP BY a.id`),
  );
  return rows
    .map((row) => ({ account: row.code, balance: balanceFromSum(row.kind, Number(row.total)) }))
    .filter((row) => row.balance < 0)
    .map((row) => ({ code: 'account.negative', ...row }));
};

/**
 * The escrow account's balance equals the bank's: `statementClosing` gives the closing balance of the
 * latest imported statement (null when none was imported: then the ledger's must be 0).
 */
export function escrowMatchesStatements(
  statementClosing: (db: Executor) => Promise<number | null>,
): LedgerCheck {
  return async (db) => {
    const ledgerCents = await balanceOf(db, { kind: 'escrow' });
    const statementCents = (await statementClosing(db)) ?? 0;
    return ledgerCents === statementCents ? [] : [{ code: 'escrow.statement', ledgerCents, statementCents }];
  };
}

/** Each paid investment (ids given by the investments domain) has exactly one payment transfer. */
export function onePaymentPerPaidInvestment(
  paidInvestmentIds: (db: Executor) => Promise<string[]>,
): LedgerCheck {
  return async (db) => {
    const ids = await paidInvestmentIds(db);
    if (ids.length === 0) return [];
    const rows = rowsOf<{ cause_id: string; payments: string }>(
      await db.execute(sql`
        SELECT cause_id, count(*) AS payments FROM ledger_transfers
         WHERE kind = 'payment' AND cause_type = 'investment'
           AND cause_id IN (${sql.join(
             ids.map((id) => sql`${id}`),
             sql`, `,
           )})
         GROUP BY cause_id`),
    );
    const counts = new Map(rows.map((row) => [row.cause_id, Number(row.payments)]));
    return ids
      .filter((id) => counts.get(id) !== 1)
      .map((id) => ({ code: 'payment.count', investmentId: id, payments: counts.get(id) ?? 0 }));
  };
}

/**
 * Runs the built-in checks and the given ones; the violations of all, empty when the ledger is sound. They
 * read one snapshot (a read-only, repeatable-read transaction, unless `db` is a transaction already), so a
 * statement imported or a payment posted while they run cannot set one check's figures against another's.
 */
export async function checkLedger(db: Executor, extra: LedgerCheck[] = []): Promise<LedgerViolation[]> {
  const run = async (snapshot: Executor) => {
    const violations: LedgerViolation[] = [];
    for (const check of [transfersBalance, noOverdrafts, ...extra])
      violations.push(...(await check(snapshot)));
    return violations;
  };
  if ('rollback' in db) return run(db);
  return db.transaction(run, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}
