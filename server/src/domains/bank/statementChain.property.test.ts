/**
 * The statement chain (decision 0057; the gap rule of import.ts), by properties: the escrow account's
 * statements arrive in any order, repeated or not. A statement is taken exactly when it follows on from the
 * ones already imported (every statement before it is in); one that would leave a gap is refused whole and
 * changes nothing; after every import the escrow account stands at the latest statement's closing balance.
 */
import { describe, expect, test } from 'bun:test';
import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { expectSoundLedger, statementPaying } from '../../../test/fixtures/bank';
import { testApp } from '../../../test/harness';
import { parseCamt053 } from '../../banking/camt053';
import { DEMO_ESCROW_ACCOUNT } from '../../banking/escrow';
import { bankStatementItems, bankStatements, ledgerTransfers } from '../../db/schema';
import { balanceOf } from '../../ledger';
import { nextStatement } from './demo';
import { importStatements, latestClosingCents, StatementGapError } from './import';

const t = testApp({ seed: true });
const actor = { id: null, email: 'property test' };

/** A chain of 1–4 statements, each with 1–3 credits naming no investment (booked as exceptions). */
const chainOf = fc.array(fc.array(fc.integer({ min: 1, max: 5_000_000 }), { minLength: 1, maxLength: 3 }), {
  minLength: 1,
  maxLength: 4,
});

const rowsOf = async () => {
  const db = t.database.db;
  const [statements] = await db.select({ n: count() }).from(bankStatements);
  const [items] = await db.select({ n: count() }).from(bankStatementItems);
  const [transfers] = await db.select({ n: count() }).from(ledgerTransfers);
  return [statements?.n, items?.n, transfers?.n];
};

describe('the escrow account’s statement chain', () => {
  test('property: taken exactly when every earlier statement is in; a refusal changes nothing; escrow at the latest closing', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        chainOf.chain((chain) =>
          fc.tuple(
            fc.constant(chain),
            // The order the operator uploads them in: any statement of the chain, repeats allowed.
            fc.array(fc.integer({ min: 0, max: chain.length - 1 }), { minLength: 1, maxLength: 8 }),
          ),
        ),
        async ([chain, uploads]) => {
          run += 1;
          const db = t.database.db;
          const start = await nextStatement(db, DEMO_ESCROW_ACCOUNT.iban, new Date());
          const files: string[] = [];
          const closings: number[] = [];
          let opening = start.openingCents;
          for (const [index, amounts] of chain.entries()) {
            files.push(
              statementPaying(
                amounts.map((amountCents, n) => ({ reference: `Spende ${run}-${index}-${n}`, amountCents })),
                {
                  openingCents: opening,
                  statementId: `CHAIN${run}X${index}`,
                  sequence: start.sequence + index,
                  date: start.date,
                },
              ),
            );
            opening += amounts.reduce((sum, cents) => sum + cents, 0);
            closings.push(opening);
          }
          // The model: how many statements of the chain are in (always its first ones).
          let imported = 0;
          for (const index of uploads) {
            const before = await rowsOf();
            const escrowBefore = await balanceOf(db, { kind: 'escrow' });
            const follows = index <= imported;
            const outcome = await importStatements(db, parseCamt053(files[index] as string), actor).then(
              () => 'taken' as const,
              (error: unknown) => {
                if (error instanceof StatementGapError) return 'gap' as const;
                throw error;
              },
            );
            expect(outcome).toBe(follows ? 'taken' : 'gap');
            if (follows) imported = Math.max(imported, index + 1);
            else {
              expect(await rowsOf()).toEqual(before);
              expect(await balanceOf(db, { kind: 'escrow' })).toBe(escrowBefore);
            }
            const expected = imported === 0 ? start.openingCents : (closings[imported - 1] as number);
            expect(await balanceOf(db, { kind: 'escrow' })).toBe(expected);
            if (imported > 0) expect(await latestClosingCents(db)).toBe(expected);
          }
        },
      ),
      { numRuns: 15 },
    );
    await expectSoundLedger(t.database.db);
  }, 120_000);
});
