/**
 * The ledger under parallel postings (truly parallel on PostgreSQL, through its connection pool; queued
 * on PGlite): wallets never go below zero, every posting either fully happens or not at all, repeated keys
 * post once, and random interleavings of the model's transfers keep every invariant.
 */
import { describe, expect, test } from 'bun:test';
import fc from 'fast-check';
import { testDatabase } from '../../test/harness';
import { ACCOUNT_KINDS, accountCode, balanceFromSum, balanceOf } from './accounts';
import { checkLedger } from './check';
import { isLedgerError, post, type TransferInput } from './post';
import * as transfers from './transfers';

const { db } = testDatabase();
let runs = 0;

/** Fills a user's wallet with `cents` (a receipt paying an investment that is then refunded). */
async function fundWallet(prefix: string, userId: string, cents: number) {
  const importKey = `${prefix}-fund-${userId}`;
  await post(db(), transfers.receipt({ importKey, amountCents: cents }));
  await post(
    db(),
    transfers.payment({
      investmentId: `${prefix}-inv-${userId}`,
      issuer: `${prefix}-iss`,
      amountCents: cents,
      importKey,
    }),
  );
  await post(
    db(),
    transfers.refund({
      investmentId: `${prefix}-inv-${userId}`,
      issuer: `${prefix}-iss`,
      userId,
      amountCents: cents,
    }),
  );
}

describe('parallel postings', () => {
  test('50 parallel withdrawals of 10 € from a wallet of 200 €: exactly 20 succeed, the wallet ends at 0', async () => {
    const prefix = `w50-${Date.now().toString(36)}`;
    const userId = `${prefix}-user`;
    await fundWallet(prefix, userId, 20_000);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        post(db(), transfers.withdrawal({ withdrawalId: `${prefix}-${i}`, userId, amountCents: 1000 })),
      ),
    );
    const succeeded = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(succeeded.length).toBe(20);
    for (const r of refused)
      expect(isLedgerError((r as PromiseRejectedResult).reason, 'account.insufficient')).toBe(true);
    expect(await balanceOf(db(), { kind: 'wallet', owner: userId })).toBe(0);
    expect(await checkLedger(db())).toEqual([]);
  });

  test('the same transfer posted 20 times in parallel is posted once', async () => {
    const input = transfers.receipt({ importKey: `dup-${Date.now().toString(36)}`, amountCents: 4200 });
    const before = await balanceOf(db(), { kind: 'escrow' });
    const results = await Promise.all(Array.from({ length: 20 }, () => post(db(), input)));
    expect(results.filter((r) => r.created).length).toBe(1);
    expect(new Set(results.map((r) => r.transfer.id)).size).toBe(1);
    expect(await balanceOf(db(), { kind: 'escrow' })).toBe(before + 4200);
  });
});

type Script = { name: string; steps: TransferInput[] };

/** Random scripts of the model's transfers among a few users and issuers; each script's steps run in order. */
function scriptsArbitrary(prefix: string) {
  const user = fc.constantFrom('u1', 'u2', 'u3').map((u) => `${prefix}-${u}`);
  const issuer = fc.constantFrom('i1', 'i2').map((i) => `${prefix}-${i}`);
  const cents = fc.integer({ min: 1, max: 50_000 });
  const id = fc.integer({ min: 1, max: 1_000_000 }).map((n) => `${prefix}-${n}`);
  const invest = fc.record({ id, user, issuer, cents, refunded: fc.boolean() }).map(
    ({ id, user, issuer, cents, refunded }): Script => ({
      name: 'invest',
      steps: [
        transfers.receipt({ importKey: id, amountCents: cents }),
        transfers.payment({ investmentId: id, issuer, amountCents: cents, importKey: id }),
        ...(refunded
          ? [transfers.refund({ investmentId: id, issuer, userId: user, amountCents: cents })]
          : []),
      ],
    }),
  );
  const withdraw = fc.record({ id, user, cents }).map(
    ({ id, user, cents }): Script => ({
      name: 'withdraw',
      steps: [transfers.withdrawal({ withdrawalId: id, userId: user, amountCents: cents })],
    }),
  );
  const release = fc.record({ id, issuer, cents }).map(
    ({ id, issuer, cents }): Script => ({
      name: 'release',
      steps: [transfers.release({ releaseId: id, issuer, amountCents: cents, endToEndId: id })],
    }),
  );
  const bankDebit = fc.record({ id, cents }).map(
    ({ id, cents }): Script => ({
      name: 'bankDebit',
      steps: [transfers.bankDebit({ importKey: `debit-${id}`, amountCents: cents })],
    }),
  );
  const unknownReceipt = fc.record({ id, cents }).map(
    ({ id, cents }): Script => ({
      name: 'receipt',
      steps: [transfers.receipt({ importKey: `other-${id}`, amountCents: cents })],
    }),
  );
  return fc.array(fc.oneof(invest, invest, withdraw, withdraw, release, bankDebit, unknownReceipt), {
    minLength: 1,
    maxLength: 25,
  });
}

describe('random interleavings keep the invariants', () => {
  test('every run: no violation, guarded accounts never negative, each balance the sum of what was posted', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .integer()
          .map(() => `p${++runs}-${Date.now().toString(36)}`)
          .chain((prefix) => fc.tuple(fc.constant(prefix), scriptsArbitrary(prefix))),
        async ([, scripts]) => {
          const accountsBefore = new Map<string, number>();
          const effects = new Map<string, number>();
          const posted = new Set<string>();
          const codes = new Set(
            scripts.flatMap((s) => s.steps.flatMap((t) => t.entries.map((e) => accountCode(e.account)))),
          );
          const refs = new Map(
            scripts.flatMap((s) =>
              s.steps.flatMap((t) => t.entries.map((e) => [accountCode(e.account), e.account] as const)),
            ),
          );
          for (const code of codes)
            accountsBefore.set(code, await balanceOf(db(), refs.get(code) ?? { kind: 'escrow' }));
          // All scripts at once; each script's steps in order, stopping at the first refusal.
          await Promise.all(
            scripts.map(async (script) => {
              for (const step of script.steps) {
                try {
                  const { created } = await post(db(), step);
                  if (created && !posted.has(step.idempotencyKey)) {
                    posted.add(step.idempotencyKey);
                    for (const entry of step.entries) {
                      const code = accountCode(entry.account);
                      effects.set(
                        code,
                        (effects.get(code) ?? 0) + balanceFromSum(entry.account.kind, entry.amount),
                      );
                    }
                  }
                } catch (error) {
                  if (
                    isLedgerError(error, 'account.insufficient') ||
                    isLedgerError(error, 'transfer.idempotencyConflict')
                  )
                    return;
                  throw error;
                }
              }
            }),
          );
          expect(await checkLedger(db())).toEqual([]);
          for (const code of codes) {
            const ref = refs.get(code) ?? { kind: 'escrow' as const };
            const balance = await balanceOf(db(), ref);
            expect(balance, code).toBe((accountsBefore.get(code) ?? 0) + (effects.get(code) ?? 0));
            if (ACCOUNT_KINDS[ref.kind].noOverdraft) expect(balance, code).toBeGreaterThanOrEqual(0);
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
