/**
 * Posting a transfer: all of its entries or none, balanced, once per idempotency key, and never taking an
 * account that must not go negative (a wallet) below zero — also when many processes post at once.
 *
 * How (docs/decisions/0052-ledger-model.md): the transfer row is inserted first, claiming its idempotency
 * key (a concurrent posting with the same key waits on the unique index and then finds this one); the
 * guarded accounts the transfer takes money from are locked in the order of their ids (SELECT … FOR
 * UPDATE: no two postings deadlock), their balances are summed from the entries (in READ COMMITTED each
 * statement sees what committed before it, so after the lock the sum is current), and the entries are
 * written. The database checks again at commit that the transfer balances (a deferred trigger).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { clockNow } from '../db/clock';
import { type LEDGER_CAUSE_TYPES, ledgerAccounts, ledgerEntries, ledgerTransfers } from '../db/schema';
import { type AccountRef, accountCode, balanceFromSum, ensureAccounts, type LedgerAccount } from './accounts';

export type CauseType = (typeof LEDGER_CAUSE_TYPES)[number];

export interface EntryInput {
  account: AccountRef;
  /** Signed cents: positive debits the account, negative credits it. Never zero. */
  amount: number;
}

export interface TransferInput {
  /** What happened: `payment`, `refund`, `release`, … (see transfers.ts for the model's kinds). */
  kind: string;
  /** Why: the statement entry, investment, refund, … and its id. */
  cause: { type: CauseType; id: string };
  /** Unique for the movement it records, e.g. `payment:<statement item key>`: posting it twice posts once. */
  idempotencyKey: string;
  /** The outside record booked (a statement item's import key, an EndToEndId); part of the content. */
  reference?: string;
  description?: string;
  entries: EntryInput[];
}

export interface PostedTransfer {
  id: number;
  kind: string;
  cause: { type: CauseType; id: string };
  idempotencyKey: string;
  reference: string | null;
  description: string | null;
  postedAt: Date;
  entries: { accountCode: string; amount: number }[];
}

export type LedgerErrorCode =
  | 'transfer.entries'
  | 'transfer.key'
  | 'transfer.amount'
  | 'transfer.unbalanced'
  | 'transfer.idempotencyConflict'
  | 'transfer.isolation'
  | 'account.insufficient';

export class LedgerError extends Error {
  constructor(
    readonly code: LedgerErrorCode,
    readonly detail: string,
    /** For `account.insufficient`: the account's code, balance and the amount asked. */
    readonly account?: { code: string; balance: number; needed: number },
  ) {
    super(`${code}: ${detail}`);
    this.name = 'LedgerError';
  }
}

export function isLedgerError(error: unknown, code?: LedgerErrorCode): error is LedgerError {
  return error instanceof LedgerError && (code === undefined || error.code === code);
}

/** Refuses a transfer that could never be posted, before touching the database. */
export function validateTransfer(input: TransferInput): void {
  if (input.entries.length < 2)
    throw new LedgerError('transfer.entries', 'a transfer has at least two entries');
  if (!input.idempotencyKey) throw new LedgerError('transfer.key', 'no idempotency key');
  const codes = new Set<string>();
  let sum = 0n;
  for (const entry of input.entries) {
    if (!Number.isSafeInteger(entry.amount) || entry.amount === 0) {
      throw new LedgerError('transfer.amount', `${entry.amount} is not a non-zero integer of cents`);
    }
    const code = accountCode(entry.account);
    if (codes.has(code)) throw new LedgerError('transfer.entries', `${code} twice`);
    codes.add(code);
    sum += BigInt(entry.amount);
  }
  if (sum !== 0n) throw new LedgerError('transfer.unbalanced', `the entries sum to ${sum}`);
}

/** Whether two transfers' entries are the same (order aside). */
export const sameEntries = (a: PostedTransfer['entries'], b: PostedTransfer['entries']) => {
  const key = (entries: PostedTransfer['entries']) =>
    entries
      .map((e) => `${e.accountCode}=${e.amount}`)
      .sort()
      .join(',');
  return key(a) === key(b);
};

/** A posted transfer with its entries, by idempotency key. */
export async function findTransfer(
  db: Executor,
  idempotencyKey: string,
): Promise<PostedTransfer | undefined> {
  return (await findTransfers(db, [idempotencyKey])).get(idempotencyKey);
}

/** The stored row of a new transfer. */
export const transferValues = (input: TransferInput) => ({
  kind: input.kind,
  causeType: input.cause.type,
  causeId: input.cause.id,
  idempotencyKey: input.idempotencyKey,
  reference: input.reference ?? null,
  description: input.description ?? null,
  postedAt: clockNow(),
});

/** A stored transfer row with its entries. */
export const postedTransfer = (
  row: typeof ledgerTransfers.$inferSelect,
  entries: PostedTransfer['entries'],
): PostedTransfer => ({
  id: row.id,
  kind: row.kind,
  cause: { type: row.causeType, id: row.causeId },
  idempotencyKey: row.idempotencyKey,
  reference: row.reference,
  description: row.description,
  postedAt: row.postedAt,
  entries,
});

/** Whether a repeated key's transfer is the one posted before (else the repeat is refused). */
export const sameContent = (
  existing: PostedTransfer,
  input: TransferInput,
  entries: PostedTransfer['entries'],
) =>
  existing.kind === input.kind &&
  existing.cause.type === input.cause.type &&
  existing.cause.id === input.cause.id &&
  existing.reference === (input.reference ?? null) &&
  sameEntries(existing.entries, entries);

/** Rows per INSERT: well below PostgreSQL's 65,535 parameters (entries have 3, transfers 6). */
const CHUNK = 2000;

export function chunks<T>(list: T[]): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < list.length; i += CHUNK) result.push(list.slice(i, i + CHUNK));
  return result;
}

/** Posted transfers with their entries, by idempotency key, in two queries per chunk. */
export async function findTransfers(db: Executor, keys: string[]): Promise<Map<string, PostedTransfer>> {
  const found = new Map<string, PostedTransfer>();
  for (const part of chunks(keys)) {
    const rows = await db.select().from(ledgerTransfers).where(inArray(ledgerTransfers.idempotencyKey, part));
    if (rows.length === 0) continue;
    const entries = await db
      .select({
        transferId: ledgerEntries.transferId,
        accountCode: ledgerAccounts.code,
        amount: ledgerEntries.amount,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(
        inArray(
          ledgerEntries.transferId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(ledgerEntries.id);
    const byTransfer = new Map<number, PostedTransfer['entries']>();
    for (const { transferId, accountCode, amount } of entries) {
      const list = byTransfer.get(transferId) ?? [];
      list.push({ accountCode, amount });
      byTransfer.set(transferId, list);
    }
    for (const row of rows) {
      found.set(row.idempotencyKey, postedTransfer(row, byTransfer.get(row.id) ?? []));
    }
  }
  return found;
}

/** Locks the accounts in id order and refuses when one of them would go below zero. */
export async function checkFunds(
  db: Executor,
  takes: { account: LedgerAccount; amount: number }[],
): Promise<void> {
  const ids = takes.map((t) => t.account.id).sort((a, b) => a - b);
  const locked = await db
    .select({ id: ledgerAccounts.id, isolation: sql<string>`current_setting('transaction_isolation')` })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ids))
    .orderBy(ledgerAccounts.id)
    .for('update');
  if (locked[0] && locked[0].isolation !== 'read committed') {
    // Under a snapshot taken before the lock, the sum below could miss a concurrent debit.
    throw new LedgerError('transfer.isolation', `post() needs READ COMMITTED, not ${locked[0].isolation}`);
  }
  const sums = await db
    .select({ accountId: ledgerEntries.accountId, sum: sql<string>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.accountId, ids))
    .groupBy(ledgerEntries.accountId);
  const sumOf = new Map(sums.map((row) => [row.accountId, Number(row.sum)]));
  for (const { account, amount } of takes) {
    const balance = balanceFromSum(account.kind, sumOf.get(account.id) ?? 0);
    const after = balance + balanceFromSum(account.kind, amount);
    if (after < 0) {
      throw new LedgerError(
        'account.insufficient',
        `${account.code}: ${balance} < ${-balanceFromSum(account.kind, amount)}`,
        {
          code: account.code,
          balance,
          needed: -balanceFromSum(account.kind, amount),
        },
      );
    }
  }
}

/**
 * Posts a transfer in the given transaction (or in one of its own when given the database; inside a
 * transaction it runs in a savepoint). Returns the transfer and whether this call created it: a repeated
 * idempotency key returns the transfer posted first (`created: false`) — or throws
 * `transfer.idempotencyConflict` when the repeat asks for different entries, a sign of a bug in the caller.
 * Throws `account.insufficient` when a guarded account (wallet, …) would go below zero; nothing is posted.
 */
export async function post(
  db: Executor,
  input: TransferInput,
): Promise<{ transfer: PostedTransfer; created: boolean }> {
  validateTransfer(input);
  return db.transaction(async (tx) => {
    const accounts = await ensureAccounts(
      tx,
      input.entries.map((e) => e.account),
    );
    const wanted = input.entries.map((entry) => {
      const code = accountCode(entry.account);
      return { account: accounts.get(code) as LedgerAccount, amount: entry.amount };
    });
    const [row] = await tx
      .insert(ledgerTransfers)
      .values(transferValues(input))
      .onConflictDoNothing({ target: ledgerTransfers.idempotencyKey })
      .returning();
    const entries = wanted.map((w) => ({ accountCode: w.account.code, amount: w.amount }));
    if (!row) {
      const existing = await findTransfer(tx, input.idempotencyKey);
      if (!existing)
        throw new LedgerError('transfer.idempotencyConflict', `${input.idempotencyKey} vanished`);
      if (!sameContent(existing, input, entries))
        throw new LedgerError(
          'transfer.idempotencyConflict',
          `${input.idempotencyKey} was posted with other content`,
        );
      return { transfer: existing, created: false };
    }
    // Only what lowers a guarded account's balance needs the lock; credits to a wallet cannot overdraw it.
    const takes = wanted.filter((w) => w.account.noOverdraft && balanceFromSum(w.account.kind, w.amount) < 0);
    if (takes.length > 0) await checkFunds(tx, takes);
    await tx
      .insert(ledgerEntries)
      .values(wanted.map((w) => ({ transferId: row.id, accountId: w.account.id, amount: w.amount })));
    return { transfer: postedTransfer(row, entries), created: true };
  });
}

/** Every transfer of a cause (e.g. all postings for one investment), oldest first. */
export async function transfersOf(
  db: Executor,
  cause: { type: CauseType; id: string },
): Promise<PostedTransfer[]> {
  const rows = await db
    .select({ key: ledgerTransfers.idempotencyKey })
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.causeType, cause.type), eq(ledgerTransfers.causeId, cause.id)))
    .orderBy(ledgerTransfers.id);
  const found: PostedTransfer[] = [];
  for (const row of rows) {
    const transfer = await findTransfer(db, row.key);
    if (transfer) found.push(transfer);
  }
  return found;
}
