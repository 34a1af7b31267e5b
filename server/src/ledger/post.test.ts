/** Posting transfers: balanced, once per key, never overdrawing a wallet; the tables are append-only. */
import { describe, expect, test } from 'bun:test';
import { sql } from 'drizzle-orm';
import { testDatabase } from '../../test/harness';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../db/schema';
import { accountCode, balanceOf, balancesOf } from './accounts';
import { checkLedger } from './check';
import { findTransfer, isLedgerError, post, type TransferInput, transfersOf } from './post';
import * as transfers from './transfers';

const { db } = testDatabase();
/** A database error's text, with the driver's cause (drizzle wraps it). */
const failure = (error: unknown) => {
  const e = error as { message?: string; cause?: { message?: string } } | undefined;
  return `${e?.message ?? ''} ${e?.cause?.message ?? ''}`;
};

let counter = 0;
const unique = (prefix: string) => `${prefix}-${++counter}-${Date.now().toString(36)}`;

/** Money arrives on the escrow account and pays an investment of `issuer`. */
async function paidInvestment(issuer: string, cents: number) {
  const importKey = unique('item');
  const investmentId = unique('inv');
  await post(db(), transfers.receipt({ importKey, amountCents: cents }));
  await post(db(), transfers.payment({ investmentId, issuer, amountCents: cents, importKey }));
  return { importKey, investmentId };
}

describe('post', () => {
  test('a payment moves money from the escrow account to the issuer, balances derived from the entries', async () => {
    const issuer = unique('issuer');
    const before = await balanceOf(db(), { kind: 'escrow' });
    const { investmentId, importKey } = await paidInvestment(issuer, 50_000);
    expect(await balanceOf(db(), { kind: 'escrow' })).toBe(before + 50_000);
    expect(await balanceOf(db(), { kind: 'issuer_payable', owner: issuer })).toBe(50_000);
    const [posted] = await transfersOf(db(), { type: 'investment', id: investmentId });
    expect(posted?.kind).toBe('payment');
    expect(posted?.reference).toBe(importKey);
    expect(posted?.entries).toEqual([
      { accountCode: 'unmatched_receipts', amount: 50_000 },
      { accountCode: `issuer_payable:${issuer}`, amount: -50_000 },
    ]);
    expect(await checkLedger(db())).toEqual([]);
  });

  test('a repeated idempotency key returns the first transfer and posts nothing', async () => {
    const input = transfers.receipt({ importKey: unique('item'), amountCents: 1234 });
    const first = await post(db(), input);
    const second = await post(db(), input);
    expect(first.created).toBe(true);
    expect(second.created).toBe(false);
    expect(second.transfer.id).toBe(first.transfer.id);
    const [row] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerTransfers)
      .where(sql`${ledgerTransfers.idempotencyKey} = ${input.idempotencyKey}`);
    expect(row?.n).toBe(1);
  });

  test('a repeated key with other content is refused: one investment is paid once, by one receipt', async () => {
    const issuer = unique('issuer');
    const { investmentId } = await paidInvestment(issuer, 10_000);
    const otherItem = unique('item');
    await post(db(), transfers.receipt({ importKey: otherItem, amountCents: 10_000 }));
    const again = transfers.payment({ investmentId, issuer, amountCents: 10_000, importKey: otherItem });
    const error = await post(db(), again).catch((e) => e);
    expect(isLedgerError(error, 'transfer.idempotencyConflict')).toBe(true);
    expect(await balanceOf(db(), { kind: 'issuer_payable', owner: issuer })).toBe(10_000);
  });

  test('transfers that cannot balance are refused before the database', async () => {
    const base = {
      kind: 'test',
      cause: { type: 'correction', id: 'x' },
      idempotencyKey: unique('k'),
    } as const;
    const cases: [TransferInput['entries'], string][] = [
      [[{ account: { kind: 'escrow' }, amount: 5 }], 'transfer.entries'],
      [
        [
          { account: { kind: 'escrow' }, amount: 5 },
          { account: { kind: 'platform_income' }, amount: -4 },
        ],
        'transfer.unbalanced',
      ],
      [
        [
          { account: { kind: 'escrow' }, amount: 0 },
          { account: { kind: 'platform_income' }, amount: 0 },
        ],
        'transfer.amount',
      ],
      [
        [
          { account: { kind: 'escrow' }, amount: 1.5 },
          { account: { kind: 'platform_income' }, amount: -1.5 },
        ],
        'transfer.amount',
      ],
      [
        [
          { account: { kind: 'escrow' }, amount: 5 },
          { account: { kind: 'escrow' }, amount: -5 },
        ],
        'transfer.entries',
      ],
    ];
    for (const [entries, code] of cases) {
      const error = await post(db(), { ...base, entries }).catch((e) => e);
      expect(error?.code, JSON.stringify(entries)).toBe(code);
    }
    expect(await findTransfer(db(), base.idempotencyKey)).toBeUndefined();
    const keyless = { ...transfers.receipt({ importKey: 'x', amountCents: 1 }), idempotencyKey: '' };
    expect((await post(db(), keyless).catch((e) => e))?.code).toBe('transfer.key');
  });

  test('an account kind with an owner needs one, the platform accounts take none', () => {
    expect(accountCode({ kind: 'wallet', owner: 'u1' })).toBe('wallet:u1');
    expect(accountCode({ kind: 'escrow' })).toBe('escrow');
    expect(() => accountCode({ kind: 'wallet' })).toThrow('account.owner');
    expect(() => accountCode({ kind: 'escrow', owner: 'u1' })).toThrow('account.owner');
  });

  test('a withdrawal larger than the wallet is refused and posts nothing', async () => {
    const issuer = unique('issuer');
    const userId = unique('user');
    const { investmentId } = await paidInvestment(issuer, 3000);
    await post(db(), transfers.refund({ investmentId, issuer, userId, amountCents: 3000 }));
    expect(await balanceOf(db(), { kind: 'wallet', owner: userId })).toBe(3000);
    const withdrawalId = unique('wd');
    const error = await post(db(), transfers.withdrawal({ withdrawalId, userId, amountCents: 3001 })).catch(
      (e) => e,
    );
    expect(isLedgerError(error, 'account.insufficient')).toBe(true);
    expect(error.account).toEqual({ code: `wallet:${userId}`, balance: 3000, needed: 3001 });
    expect(await findTransfer(db(), `withdrawal:${withdrawalId}`)).toBeUndefined();
    await post(db(), transfers.withdrawal({ withdrawalId, userId, amountCents: 3000 }));
    expect(await balanceOf(db(), { kind: 'wallet', owner: userId })).toBe(0);
    const wallets = await balancesOf(db(), 'wallet');
    expect(wallets.find((w) => w.owner === userId)?.balance).toBe(0);
  });
});

describe('the tables are append-only and balanced at commit', () => {
  test('UPDATE, DELETE and TRUNCATE of transfers and entries are refused; accounts are fixed', async () => {
    await post(db(), transfers.receipt({ importKey: unique('item'), amountCents: 700 }));
    const attempts = [
      db().update(ledgerTransfers).set({ kind: 'other' }),
      db().delete(ledgerTransfers),
      db().update(ledgerEntries).set({ amount: 1 }),
      db().delete(ledgerEntries),
      db().execute(sql`TRUNCATE ledger_entries`),
      db().execute(sql`TRUNCATE ledger_transfers CASCADE`),
      db().update(ledgerAccounts).set({ noOverdraft: false }),
    ];
    for (const attempt of attempts) {
      const error = await Promise.resolve(attempt).catch((e) => e);
      expect(failure(error)).toContain('append-only');
    }
    expect(await checkLedger(db())).toEqual([]);
  });

  test('a transfer written past post() that does not balance fails at commit, and leaves nothing', async () => {
    const key = unique('raw');
    const error = await db()
      .transaction(async (tx) => {
        const [transfer] = await tx
          .insert(ledgerTransfers)
          .values({ kind: 'raw', causeType: 'correction', causeId: 'raw', idempotencyKey: key })
          .returning();
        const [account] = await tx.select().from(ledgerAccounts).limit(1);
        if (!transfer || !account) throw new Error('setup');
        await tx
          .insert(ledgerEntries)
          .values({ transferId: transfer.id, accountId: account.id, amount: 100 });
      })
      .catch((e) => e);
    expect(failure(error)).toContain('does not balance');
    expect(await findTransfer(db(), key)).toBeUndefined();
  });

  test('an entry of zero is refused by the table', async () => {
    const error = await db()
      .execute(sql`INSERT INTO ledger_entries (transfer_id, account_id, amount) VALUES (1, 1, 0)`)
      .catch((e) => e);
    expect(error).toBeInstanceOf(Error);
  });
});

describe('isolation', () => {
  test('taking from a wallet under REPEATABLE READ is refused (its snapshot could miss a parallel debit)', async () => {
    const userId = unique('user');
    const issuer = unique('issuer');
    const { investmentId } = await paidInvestment(issuer, 500);
    await post(db(), transfers.refund({ investmentId, issuer, userId, amountCents: 500 }));
    const error = await db()
      .transaction(
        (tx) => post(tx, transfers.withdrawal({ withdrawalId: unique('wd'), userId, amountCents: 100 })),
        { isolationLevel: 'repeatable read' },
      )
      .catch((e) => e);
    expect(isLedgerError(error, 'transfer.isolation')).toBe(true);
    expect(await balanceOf(db(), { kind: 'wallet', owner: userId })).toBe(500);
  });
});
