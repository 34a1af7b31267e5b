/**
 * Property: every statement the sample writer (sampleStatement.ts) makes — either version, any mix of
 * single and batch bookings, credits, debits, returns, pending entries, texts with umlauts and XML's
 * special characters — parses back to the same items, and its balances add up.
 */
import { describe, expect, test } from 'bun:test';
import fc from 'fast-check';
import { parseCamt053 } from './camt053';
import { createReference } from './reference';
import {
  buildSampleStatement,
  closingCents,
  demoPaymentStatement,
  type SampleEntry,
} from './sampleStatement';

const IBANS = ['DE02120300000000202051', 'NL91ABNA0417164300', 'DE75512108001245126199'];
const text = fc
  .string({ minLength: 1, maxLength: 60 })
  .map((s) => s.replace(/\s+/g, ' ').trim())
  .filter((s) => s !== '');
const identifier = fc.stringMatching(/^[A-Za-z0-9-]{1,20}$/);

const transaction = fc.record({
  amountCents: fc.integer({ min: 1, max: 10_000_000_00 }),
  endToEndId: fc.option(identifier, { nil: undefined }),
  counterparty: fc.option(
    fc.record(
      { name: text, iban: fc.constantFrom(...IBANS), bic: fc.constantFrom('BYLADEM1001', 'UBSWCHZH80A') },
      { requiredKeys: ['name', 'iban'] },
    ),
    { nil: undefined },
  ),
  reference: fc.option(fc.stringMatching(/^[A-Z0-9]{1,21}$/).map(createReference), { nil: undefined }),
  lines: fc.option(fc.array(text, { minLength: 1, maxLength: 3 }), { nil: undefined }),
  returnReason: fc.option(fc.constantFrom('AC01', 'AC04', 'MS03'), { nil: undefined }),
});

const entry = fc.record({
  direction: fc.constantFrom('credit' as const, 'debit' as const),
  status: fc.constantFrom('BOOK' as const, 'BOOK' as const, 'BOOK' as const, 'PDNG' as const),
  transactions: fc.array(transaction, { minLength: 1, maxLength: 4 }),
  keyed: fc.boolean(),
});

describe('sample statements parse back', () => {
  test('property: same items, amounts, parties, references, returns; opening + items = closing', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('001.02' as const, '001.08' as const),
        fc.array(entry, { maxLength: 12 }),
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        (version, generated, openingCents) => {
          const entries: SampleEntry[] = generated.map((e, i) => ({
            direction: e.direction,
            status: e.status,
            bookingDate: '2026-11-28',
            entryRef: `N${i}`,
            ...(e.keyed ? { accountServicerRef: `ASR-${i}` } : {}),
            transactions: e.transactions,
          }));
          const xml = buildSampleStatement({
            version,
            accountIban: 'DE89370400440532013000',
            messageId: 'MSG-1',
            statementId: 'STMT-1',
            sequence: 7,
            createdAt: new Date('2026-11-28T20:00:00Z'),
            openingCents,
            fromDate: '2026-11-28',
            toDate: '2026-11-28',
            entries,
          });
          const document = parseCamt053(xml);
          expect(document.version).toBe(version);
          const [statement] = document.statements;
          expect(statement?.openingBalance?.cents).toBe(openingCents);
          expect(statement?.closingBalance?.cents).toBe(closingCents({ openingCents, entries }));
          const booked = entries.filter((e) => e.status === 'BOOK');
          const expected = booked.flatMap((e) =>
            e.transactions.map((tx) => ({
              direction: e.direction,
              amountCents: tx.amountCents,
              endToEndId: tx.endToEndId ?? null,
              counterparty: {
                name: tx.counterparty?.name ?? null,
                iban: tx.counterparty?.iban ?? null,
                bic: tx.counterparty?.bic ?? null,
              },
              structuredReferences: tx.reference ? [tx.reference] : [],
              unstructured: (tx.lines ?? []).join(' '),
              returnReason: tx.returnReason ?? null,
              batchSize: e.transactions.length > 1 ? e.transactions.length : null,
            })),
          );
          expect(
            statement?.items.map((i) => ({
              direction: i.direction,
              amountCents: i.amountCents,
              endToEndId: i.endToEndId,
              counterparty: i.counterparty,
              structuredReferences: i.structuredReferences,
              unstructured: i.unstructured,
              returnReason: i.returnInfo?.reasonCode ?? null,
              batchSize: i.batchSize,
            })),
          ).toEqual(expected);
          expect(statement?.skipped.length).toBe(entries.length - booked.length);
          const keys = statement?.items.map((i) => i.importKey) ?? [];
          expect(new Set(keys).size).toBe(keys.length);
          expect(parseCamt053(xml).statements[0]?.items.map((i) => i.importKey)).toEqual(keys);
        },
      ),
      { numRuns: 100 },
    );
  });

  test('the demo statement credits each reference with its amount, the same file each time', () => {
    const options = {
      accountIban: 'DE89370400440532013000',
      statementId: 'DEMO-2026-11-28',
      sequence: 1,
      date: '2026-11-28',
      openingCents: 0,
      payments: [
        {
          reference: 'RF18539007547034',
          amountCents: 50_000,
          payer: { name: 'Anna Berger', iban: IBANS[0] as string },
        },
        {
          reference: 'RF712348231',
          amountCents: 25_050,
          payer: { name: 'Jörg Müller', iban: IBANS[2] as string },
        },
      ],
    };
    const xml = demoPaymentStatement(options);
    expect(demoPaymentStatement(options)).toBe(xml);
    const [statement] = parseCamt053(xml).statements;
    expect(
      statement?.items.map((i) => [
        i.structuredReferences[0],
        i.amountCents,
        i.direction,
        i.counterparty.name,
      ]),
    ).toEqual([
      ['RF18539007547034', 50_000, 'credit', 'Anna Berger'],
      ['RF712348231', 25_050, 'credit', 'Jörg Müller'],
    ]);
    expect(statement?.closingBalance?.cents).toBe(75_050);
  });
});
