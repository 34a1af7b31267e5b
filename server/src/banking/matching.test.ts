/** Matching booked credits to expected payments: the rule of issue 33 and its exceptions. */
import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { parseCamt053 } from './camt053';
import { type ExpectedPayment, matchItem, orderedDebitEndToEnd, referencesIn } from './matching';
import { createReference, formatReference } from './reference';

const statement = parseCamt053(
  readFileSync(new URL('../../test/fixtures/banking/camt053-v02-statement.xml', import.meta.url), 'utf8'),
).statements[0];
if (!statement) throw new Error('fixture');

const PAYMENTS: ExpectedPayment[] = [
  { id: 'A', reference: 'RF18539007547034', amountCents: 50_000, state: 'open' },
  { id: 'B', reference: 'RF712348231', amountCents: 30_000, state: 'open' },
  { id: 'C', reference: 'RF97C2H5OH', amountCents: 10_000, state: 'paid' },
];
const lookupIn = (payments: ExpectedPayment[]) => (reference: string) =>
  payments.find((p) => p.reference === reference);
const item = (over: Partial<Parameters<typeof matchItem>[0]>) => ({
  direction: 'credit' as const,
  amountCents: 50_000,
  structuredReferences: [],
  unstructured: '',
  returnInfo: null,
  ...over,
});

describe('the fixture statement', () => {
  test('each item: paid, or an exception with its reason', () => {
    expect(statement.items.map((i) => matchItem(i, lookupIn(PAYMENTS)))).toEqual([
      { kind: 'pays', paymentId: 'A' },
      { kind: 'exception', reason: 'underpaid', paymentId: 'B' }, // 250 € of 300 €, reference in the text
      { kind: 'exception', reason: 'alreadyPaid', paymentId: 'C' },
      { kind: 'exception', reason: 'noReference' },
      { kind: 'exception', reason: 'noReference' },
      { kind: 'exception', reason: 'debit' },
      { kind: 'exception', reason: 'return' },
    ]);
  });
});

describe('the rule', () => {
  const lookup = lookupIn(PAYMENTS);
  test('structured or in the text, any spacing and case; the amount must be the open amount', () => {
    expect(matchItem(item({ structuredReferences: ['rf18 5390 0754 7034'] }), lookup)).toEqual({
      kind: 'pays',
      paymentId: 'A',
    });
    expect(matchItem(item({ unstructured: 'Invest RF18 5390 0754 7034 Danke' }), lookup)).toEqual({
      kind: 'pays',
      paymentId: 'A',
    });
    expect(matchItem(item({ unstructured: 'rf185390-0754-7034' }), lookup)).toEqual({
      kind: 'pays',
      paymentId: 'A',
    });
    expect(matchItem(item({ amountCents: 50_001, unstructured: 'RF18539007547034' }), lookup)).toMatchObject({
      reason: 'overpaid',
    });
    expect(matchItem(item({ amountCents: 49_999, unstructured: 'RF18539007547034' }), lookup)).toMatchObject({
      reason: 'underpaid',
    });
  });
  test('unknown, wrong check digits, two different payments, after the lapse', () => {
    expect(matchItem(item({ unstructured: createReference('999') }), lookup)).toEqual({
      kind: 'exception',
      reason: 'unknownReference',
    });
    expect(matchItem(item({ unstructured: 'RF18539007547035' }), lookup)).toEqual({
      kind: 'exception',
      reason: 'noReference',
    });
    expect(
      matchItem(item({ structuredReferences: ['RF18539007547034'], unstructured: 'RF712348231' }), lookup),
    ).toEqual({
      kind: 'exception',
      reason: 'severalReferences',
    });
    expect(
      matchItem(
        item({ structuredReferences: ['RF18539007547034'], unstructured: 'RF18 5390 0754 7034' }),
        lookup,
      ),
    ).toEqual({
      kind: 'pays',
      paymentId: 'A',
    });
    const lapsed = lookupIn([{ ...(PAYMENTS[0] as ExpectedPayment), state: 'lapsed' }]);
    expect(matchItem(item({ unstructured: 'RF18539007547034' }), lapsed)).toEqual({
      kind: 'exception',
      reason: 'afterLapse',
      paymentId: 'A',
    });
  });

  test('property: a credit naming an open reference pays it exactly when the amount is right, wherever the text puts it', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Z0-9]{8}$/),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: -500, max: 500 }),
        fc.string({ maxLength: 30 }),
        fc.string({ maxLength: 30 }),
        fc.boolean(),
        (payload, amountCents, delta, before, after, printed) => {
          const reference = createReference(payload);
          const payments: ExpectedPayment[] = [{ id: 'X', reference, amountCents, state: 'open' }];
          const written = printed ? formatReference(reference).toLowerCase() : reference;
          const paid = Math.max(1, amountCents + delta);
          const result = matchItem(
            item({ amountCents: paid, unstructured: `${before} ${written} ${after}` }),
            lookupIn(payments),
          );
          expect(
            referencesIn({ structuredReferences: [], unstructured: `${before} ${written} ${after}` }),
          ).toContain(reference);
          if (paid === amountCents) expect(result).toEqual({ kind: 'pays', paymentId: 'X' });
          else
            expect(result).toEqual({
              kind: 'exception',
              reason: paid < amountCents ? 'underpaid' : 'overpaid',
              paymentId: 'X',
            });
          const debit = matchItem(
            item({ direction: 'debit', amountCents, unstructured: written }),
            lookupIn(payments),
          );
          expect(debit.kind).toBe('exception');
        },
      ),
    );
  });
});

describe('a debit that may execute a transfer we ordered', () => {
  test('a debit naming an EndToEndId, unless the bank takes back an earlier booking', () => {
    const debit = { direction: 'debit' as const, reversal: false, endToEndId: 'WW-REL-1' };
    expect(orderedDebitEndToEnd(debit)).toBe('WW-REL-1');
    expect(orderedDebitEndToEnd({ ...debit, reversal: true })).toBeNull();
    expect(orderedDebitEndToEnd({ ...debit, direction: 'credit' })).toBeNull();
    expect(orderedDebitEndToEnd({ ...debit, endToEndId: null })).toBeNull();
  });
});
