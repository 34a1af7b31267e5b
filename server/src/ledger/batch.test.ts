/** postMany: the same ledger as posting one by one, all or nothing, idempotent, and fast enough for imports. */
import { describe, expect, test } from 'bun:test';
import fc from 'fast-check';
import { testDatabase } from '../../test/harness';
import { accountCode, balanceOf } from './accounts';
import { postMany } from './batch';
import { checkLedger } from './check';
import { findTransfer, isLedgerError, post, type TransferInput } from './post';
import * as transfers from './transfers';

const file = testDatabase();
const { db } = file;
let runs = 0;

/** A statement's worth of receipts, each paying an investment, some refunded into wallets. */
function importBatch(prefix: string, amounts: number[], refundEvery = 3): TransferInput[] {
  return amounts.flatMap((cents, i) => {
    const importKey = `${prefix}-item-${i}`;
    const investmentId = `${prefix}-inv-${i}`;
    const issuer = `${prefix}-issuer-${i % 2}`;
    return [
      transfers.receipt({ importKey, amountCents: cents }),
      transfers.payment({ investmentId, issuer, amountCents: cents, importKey }),
      ...(i % refundEvery === 0
        ? [transfers.refund({ investmentId, issuer, userId: `${prefix}-user-${i % 4}`, amountCents: cents })]
        : []),
    ];
  });
}

const codesOf = (inputs: TransferInput[]) => [
  ...new Set(inputs.flatMap((t) => t.entries.map((e) => e.account))),
];

describe('postMany', () => {
  test('property: the same balances as posting one by one; a second run posts nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 30 }),
        async (amounts) => {
          const run = ++runs;
          const batch = importBatch(`b${run}`, amounts);
          const single = importBatch(`s${run}`, amounts);
          const results = await postMany(db(), batch);
          expect(results.every((r) => r.created)).toBe(true);
          for (const input of single) await post(db(), input);
          for (const ref of codesOf(batch)) {
            const twin = { ...ref, owner: ref.owner?.replace(`b${run}`, `s${run}`) };
            expect(await balanceOf(db(), ref), accountCode(ref)).toBe(await balanceOf(db(), twin));
          }
          const again = await postMany(db(), batch);
          expect(again.some((r) => r.created)).toBe(false);
          expect(again.map((r) => r.transfer.id)).toEqual(results.map((r) => r.transfer.id));
          expect(await checkLedger(db())).toEqual([]);
        },
      ),
      { numRuns: 10 },
    );
  });

  test('a key twice in one batch is posted once; with other content it is refused', async () => {
    const input = transfers.receipt({ importKey: 'twice-1', amountCents: 500 });
    const results = await postMany(db(), [input, input]);
    expect(results.map((r) => r.created)).toEqual([true, false]);
    expect(results[0]?.transfer.id).toBe(results[1]?.transfer.id as number);
    const other = transfers.receipt({ importKey: 'twice-2', amountCents: 500 });
    const error = await postMany(db(), [
      other,
      { ...other, entries: transfers.receipt({ importKey: 'x', amountCents: 501 }).entries },
    ]).catch((e) => e);
    expect(isLedgerError(error, 'transfer.idempotencyConflict')).toBe(true);
    expect(await findTransfer(db(), other.idempotencyKey)).toBeUndefined();
  });

  test('all or nothing: one withdrawal too many and the whole batch is refused', async () => {
    const prefix = `aon-${Date.now().toString(36)}`;
    const userId = `${prefix}-user`;
    await postMany(db(), [
      transfers.receipt({ importKey: `${prefix}-r`, amountCents: 1000 }),
      transfers.payment({
        investmentId: `${prefix}-i`,
        issuer: `${prefix}-iss`,
        amountCents: 1000,
        importKey: `${prefix}-r`,
      }),
      transfers.refund({ investmentId: `${prefix}-i`, issuer: `${prefix}-iss`, userId, amountCents: 1000 }),
    ]);
    const withdrawals = [600, 500].map((cents, i) =>
      transfers.withdrawal({ withdrawalId: `${prefix}-w${i}`, userId, amountCents: cents }),
    );
    const error = await postMany(db(), withdrawals).catch((e) => e);
    expect(isLedgerError(error, 'account.insufficient')).toBe(true);
    expect(await findTransfer(db(), withdrawals[0]?.idempotencyKey as string)).toBeUndefined();
    expect(await balanceOf(db(), { kind: 'wallet', owner: userId })).toBe(1000);
    await postMany(db(), withdrawals.slice(0, 1));
    expect(await balanceOf(db(), { kind: 'wallet', owner: userId })).toBe(400);
  });

  test('parallel batches over the same wallet never overdraw it', async () => {
    const prefix = `par-${Date.now().toString(36)}`;
    const userId = `${prefix}-user`;
    await postMany(
      db(),
      importBatch(prefix, [10_000], 1).map((t) =>
        t.kind === 'refund'
          ? transfers.refund({
              investmentId: `${prefix}-inv-0`,
              issuer: `${prefix}-issuer-0`,
              userId,
              amountCents: 10_000,
            })
          : t,
      ),
    );
    const batches = Array.from({ length: 10 }, (_, b) =>
      [0, 1].map((i) =>
        transfers.withdrawal({ withdrawalId: `${prefix}-${b}-${i}`, userId, amountCents: 1000 }),
      ),
    );
    const results = await Promise.allSettled(batches.map((batch) => postMany(db(), batch)));
    expect(results.filter((r) => r.status === 'fulfilled').length).toBe(5);
    expect(await balanceOf(db(), { kind: 'wallet', owner: userId })).toBe(0);
    expect(await checkLedger(db())).toEqual([]);
  });

  test('a statement of 2,000 items (receipt and payment each) in one batch', async () => {
    const amounts = Array.from({ length: 2000 }, (_, i) => 100 + i);
    const batch = importBatch(`big-${Date.now().toString(36)}`, amounts, 1_000_000);
    const started = performance.now();
    const results = await postMany(db(), batch);
    const ms = performance.now() - started;
    expect(results.filter((r) => r.created).length).toBe(batch.length);
    console.log(
      `postMany (${file.database.kind}): 2,000 items in ${Math.round(ms)} ms, ${Math.round(2000 / (ms / 1000))} items/s`,
    );
    const again = performance.now();
    expect((await postMany(db(), batch)).some((r) => r.created)).toBe(false);
    console.log(
      `postMany (${file.database.kind}): the same 2,000 items again in ${Math.round(performance.now() - again)} ms`,
    );
    expect(await checkLedger(db())).toEqual([]);
  });
});
