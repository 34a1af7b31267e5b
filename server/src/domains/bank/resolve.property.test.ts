/**
 * The money rules of resolving exceptions (decision 0058), by properties: an assignment is allowed exactly
 * for a receipt of the investment's amount to an investment awaiting payment; and whatever is returned,
 * ordered and executed, outgoing holds exactly the returns the bank has not booked, unmatched receipts
 * lose exactly what was returned, and the ledger stays sound.
 */
import { describe, expect, test } from 'bun:test';
import fc from 'fast-check';
import { expectSoundLedger, operatorOn, postStatement, statementOf } from '../../../test/fixtures/bank';
import { testApp } from '../../../test/harness';
import { toSepaText } from '../../banking/sepaText';
import { balanceOf } from '../../ledger';
import { assignRefusal, sepaName } from './resolve';

const t = testApp({ seed: true });

describe('assignRefusal', () => {
  test('null exactly for a credit (not a return of ours) of the amount to an investment awaiting payment', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('credit', 'debit'),
        fc.constantFrom(null, 'return', 'unknownReference', 'underpaid', 'overpaid', 'afterLapse'),
        fc.integer({ min: 1, max: 99_999_999_999 }),
        fc.oneof(fc.constant(0), fc.integer({ min: -1_000_000, max: 1_000_000 })),
        fc.constantFrom('awaiting_payment', 'paid', 'lapsed', 'withdrawn'),
        (direction, reason, amountCents, difference, status) => {
          const refusal = assignRefusal(
            { direction: direction as 'credit' | 'debit', reason, amountCents },
            { status, amountCents: amountCents + difference },
          );
          const allowed =
            direction === 'credit' &&
            reason !== 'return' &&
            status === 'awaiting_payment' &&
            difference === 0;
          expect(refusal === null).toBe(allowed);
          if (direction === 'debit') expect(refusal).toBe('bank.notACredit');
          else if (reason === 'return') expect(refusal).toBe('bank.returnedTransfer');
          else if (status !== 'awaiting_payment') expect(refusal).toBe('bank.investmentNotAwaiting');
          else if (difference !== 0) expect(refusal).toBe('bank.amountDiffers');
        },
      ),
    );
  });
});

describe('sepaName', () => {
  test('any sender name becomes 1–70 characters of the SEPA set; Latin names are transliterated', () => {
    expect(sepaName('Max Müller & Söhne')).toBe('Max Mueller + Soehne');
    expect(sepaName('张伟 Müller')).toBe('Mueller');
    expect(sepaName(null)).toBe('Unbekannt');
    fc.assert(
      fc.property(fc.option(fc.string({ unit: 'grapheme', maxLength: 120 })), (name) => {
        const written = sepaName(name);
        expect(written.length).toBeGreaterThan(0);
        expect(written.length).toBeLessThanOrEqual(70);
        expect(toSepaText(written)).toBe(written);
      }),
    );
  });
});

describe('returns to senders', () => {
  test('outgoing holds exactly the unbooked returns; unmatched loses exactly what was returned; the ledger is sound', async () => {
    const operator = await operatorOn(t.app, t.database.db);
    const SENDER = { name: 'Jana Beispiel', iban: 'DE02120300000000202051' };
    const escrow = () => balanceOf(t.database.db, { kind: 'escrow' });
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            cents: fc.integer({ min: 1, max: 50_000_000 }),
            returned: fc.boolean(),
            executed: fc.boolean(),
          }),
          { minLength: 1, maxLength: 5 },
        ),
        async (credits) => {
          const unmatchedBefore = await balanceOf(t.database.db, { kind: 'unmatched_receipts' });
          const outgoingBefore = await balanceOf(t.database.db, { kind: 'outgoing' });
          const statement = statementOf(
            credits.map((c) => ({
              direction: 'credit',
              amountCents: c.cents,
              text: 'zurueck',
              counterparty: SENDER,
            })),
            await escrow(),
          );
          const imported = await (await postStatement(t.app, operator, statement)).json();
          const open = (await (await operator.get('/api/admin/bank/exceptions')).json()) as {
            id: number;
            importKey: string;
          }[];
          const ids = imported.items.map(
            (item: { importKey: string }) => open.find((e) => e.importKey === item.importKey)?.id,
          );
          const returned: { id: number; cents: number; executed: boolean }[] = [];
          for (const [index, credit] of credits.entries()) {
            if (!credit.returned) continue;
            const response = await operator.post(`/api/admin/bank/exceptions/${ids[index]}/return`);
            expect(response.status).toBe(200);
            returned.push({ id: ids[index], cents: credit.cents, executed: credit.executed });
          }
          const sum = (list: { cents: number }[]) => list.reduce((total, r) => total + r.cents, 0);
          expect(await balanceOf(t.database.db, { kind: 'outgoing' })).toBe(outgoingBefore + sum(returned));
          if (returned.length > 0) {
            expect((await operator.post('/api/admin/bank/returns/file')).status).toBe(200);
            const executed = returned.filter((r) => r.executed);
            if (executed.length > 0) {
              const debits = statementOf(
                executed.map((r) => ({
                  direction: 'debit',
                  amountCents: r.cents,
                  endToEndId: `WW-RET-${r.id}`,
                  counterparty: SENDER,
                })),
                await escrow(),
              );
              const booked = await (await postStatement(t.app, operator, debits)).json();
              expect(booked.items.every((i: { outcome: string }) => i.outcome === 'debit')).toBe(true);
            }
            const unbooked = returned.filter((r) => !r.executed);
            expect(await balanceOf(t.database.db, { kind: 'outgoing' })).toBe(outgoingBefore + sum(unbooked));
          }
          expect(await balanceOf(t.database.db, { kind: 'unmatched_receipts' })).toBe(
            unmatchedBefore + sum(credits.map((c) => ({ cents: c.cents }))) - sum(returned),
          );
          await expectSoundLedger(t.database.db);
        },
      ),
      { numRuns: 6 },
    );
  });
});
