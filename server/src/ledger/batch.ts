/**
 * Posting many transfers at once (a statement's import, a payout date's distribution): the same rules as
 * `post` — balanced, once per idempotency key, no guarded account below zero — in a handful of statements
 * instead of several per transfer. All or nothing: when a guarded account would end below zero after the
 * whole batch, nothing of it is posted. Guarded accounts are checked on their net change over the batch
 * (a receipt and the payment that uses it may come in one batch), after locking them in id order.
 */
import type { Executor } from '../db/client';
import { ledgerEntries, ledgerTransfers } from '../db/schema';
import { accountCode, balanceFromSum, ensureAccounts, type LedgerAccount } from './accounts';
import {
  checkFunds,
  chunks,
  findTransfers,
  LedgerError,
  type PostedTransfer,
  sameContent,
  type TransferInput,
  transferValues,
  validateTransfer,
} from './post';

/**
 * Posts the transfers in order in one transaction (a savepoint inside the caller's). Returns, for each
 * input, its transfer and whether this call created it (a key seen before — in the database or earlier in
 * the list — gives `created: false`). Throws like `post`.
 */
export async function postMany(
  db: Executor,
  inputs: TransferInput[],
): Promise<{ transfer: PostedTransfer; created: boolean }[]> {
  for (const input of inputs) validateTransfer(input);
  if (inputs.length === 0) return [];
  return db.transaction(async (tx) => {
    const accounts = await ensureAccounts(
      tx,
      inputs.flatMap((input) => input.entries.map((e) => e.account)),
    );
    const entriesOf = (input: TransferInput) =>
      input.entries.map((e) => ({
        account: accounts.get(accountCode(e.account)) as LedgerAccount,
        amount: e.amount,
      }));
    // The first occurrence of each key is the one to post; later ones must repeat it.
    const firstByKey = new Map<string, TransferInput>();
    for (const input of inputs)
      if (!firstByKey.has(input.idempotencyKey)) firstByKey.set(input.idempotencyKey, input);
    const unique = [...firstByKey.values()];
    const inserted = new Map<string, { id: number; postedAt: Date }>();
    for (const part of chunks(unique)) {
      const rows = await tx
        .insert(ledgerTransfers)
        .values(part.map(transferValues))
        .onConflictDoNothing({ target: ledgerTransfers.idempotencyKey })
        .returning({
          id: ledgerTransfers.id,
          key: ledgerTransfers.idempotencyKey,
          postedAt: ledgerTransfers.postedAt,
        });
      for (const row of rows) inserted.set(row.key, { id: row.id, postedAt: row.postedAt });
    }
    const fresh = unique.filter((input) => inserted.has(input.idempotencyKey));
    // Net change of each guarded account over the new transfers; only a net decrease needs the check.
    const net = new Map<number, { account: LedgerAccount; amount: number }>();
    for (const input of fresh) {
      for (const { account, amount } of entriesOf(input)) {
        if (!account.noOverdraft) continue;
        const current = net.get(account.id) ?? { account, amount: 0 };
        net.set(account.id, { account, amount: current.amount + amount });
      }
    }
    const takes = [...net.values()].filter((t) => balanceFromSum(t.account.kind, t.amount) < 0);
    if (takes.length > 0) await checkFunds(tx, takes);
    const rows = fresh.flatMap((input) => {
      const transferId = (inserted.get(input.idempotencyKey) as { id: number }).id;
      return entriesOf(input).map((e) => ({ transferId, accountId: e.account.id, amount: e.amount }));
    });
    for (const part of chunks(rows)) await tx.insert(ledgerEntries).values(part);
    // What was there before: read back to return it and to refuse repeats with other content.
    const repeatedKeys = unique
      .filter((input) => !inserted.has(input.idempotencyKey))
      .map((i) => i.idempotencyKey);
    const existing = await findTransfers(tx, repeatedKeys);
    const seen = new Set<string>();
    return inputs.map((input) => {
      const entries = entriesOf(input).map((e) => ({ accountCode: e.account.code, amount: e.amount }));
      const key = input.idempotencyKey;
      const made = inserted.get(key);
      const first = firstByKey.get(key) as TransferInput;
      const transfer: PostedTransfer | undefined = made
        ? {
            id: made.id,
            kind: first.kind,
            cause: first.cause,
            idempotencyKey: key,
            reference: first.reference ?? null,
            description: first.description ?? null,
            postedAt: made.postedAt,
            entries: entriesOf(first).map((e) => ({ accountCode: e.account.code, amount: e.amount })),
          }
        : existing.get(key);
      if (!transfer) throw new LedgerError('transfer.idempotencyConflict', `${key} vanished`);
      if (!sameContent(transfer, input, entries)) {
        throw new LedgerError('transfer.idempotencyConflict', `${key} was posted with other content`);
      }
      const created = made !== undefined && !seen.has(key);
      seen.add(key);
      return { transfer, created };
    });
  });
}
