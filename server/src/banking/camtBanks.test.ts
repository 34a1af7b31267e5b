/**
 * camt.053 as banks write it beyond the fixtures' shape (checked against public sample files of several
 * banks and parsers): placeholder and repeated references, entries booked net of charges, netted batches,
 * character references, `RvslInd` as `1`. Each statement here is written for the test.
 */
import { describe, expect, test } from 'bun:test';
import fc from 'fast-check';
import { refusalOf } from '../../test/banking';
import { centsToDecimal } from './amount';
import { mentionsReference, parseCamt053 } from './camt053';

const IBAN = 'DE89370400440532013000';

/** A camt.053.001.02 statement of the escrow account with these entries (balances left out). */
function statement(entries: string[], id = 'S-1'): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>
<GrpHdr><MsgId>M-${id}</MsgId><CreDtTm>2026-11-28T18:00:00+01:00</CreDtTm></GrpHdr>
<Stmt><Id>${id}</Id><Acct><Id><IBAN>${IBAN}</IBAN></Id><Ccy>EUR</Ccy></Acct>${entries.join('')}</Stmt>
</BkToCstmrStmt></Document>`;
}

interface EntryShape {
  amount: string;
  way?: 'CRDT' | 'DBIT';
  date?: string;
  ntryRef?: string;
  acctRef?: string;
  /** The TxDtls, as XML (one or several). */
  details?: string;
  reversal?: string;
  /** The entry's booking text (AddtlNtryInf). */
  info?: string;
}

function entry({
  amount,
  way = 'CRDT',
  date = '2026-11-28',
  ntryRef,
  acctRef,
  details,
  reversal,
  info,
}: EntryShape) {
  return `<Ntry>${ntryRef ? `<NtryRef>${ntryRef}</NtryRef>` : ''}<Amt Ccy="EUR">${amount}</Amt>
<CdtDbtInd>${way}</CdtDbtInd>${reversal ? `<RvslInd>${reversal}</RvslInd>` : ''}<Sts>BOOK</Sts>
<BookgDt><Dt>${date}</Dt></BookgDt><ValDt><Dt>${date}</Dt></ValDt>${acctRef ? `<AcctSvcrRef>${acctRef}</AcctSvcrRef>` : ''}
${details ? `<NtryDtls>${details}</NtryDtls>` : ''}${info ? `<AddtlNtryInf>${info}</AddtlNtryInf>` : ''}</Ntry>`;
}

/** A TxDtls with a debtor and an unstructured line, and what else is given. */
function tx({ refs = '', amount = '', way = '', name = 'Anna Berger', text = 'Investition' } = {}) {
  return `<TxDtls>${refs ? `<Refs>${refs}</Refs>` : ''}${amount}${way ? `<CdtDbtInd>${way}</CdtDbtInd>` : ''}
<RltdPties><Dbtr><Nm>${name}</Nm></Dbtr></RltdPties><RmtInf><Ustrd>${text}</Ustrd></RmtInf></TxDtls>`;
}

const keysOf = (xml: string) => parseCamt053(xml).statements.flatMap((s) => s.items.map((i) => i.importKey));

describe('references that identify nothing', () => {
  test('"NONREF" on every entry (the Sparkassen): the transaction’s proprietary id keys each one', () => {
    const sparkasse = (ids: string[]) =>
      statement(
        ids.map((id, n) =>
          entry({
            amount: `${10 + n}.00`,
            acctRef: 'NONREF',
            details: tx({
              refs: `<EndToEndId>NOTPROVIDED</EndToEndId><Prtry><Tp>FI-UMSATZ-ID</Tp><Ref>${id}</Ref></Prtry>`,
            }),
          }),
        ),
      );
    const keys = keysOf(sparkasse(['7731', '7732', '7733']));
    expect(keys).toEqual([
      `${IBAN}:prtry:FI-UMSATZ-ID:7731`,
      `${IBAN}:prtry:FI-UMSATZ-ID:7732`,
      `${IBAN}:prtry:FI-UMSATZ-ID:7733`,
    ]);
    // Without any id: the content keys, one per movement — never "NONREF" for all of them.
    const bare = statement(
      [1, 2, 3].map((n) => entry({ amount: `${n}.00`, acctRef: 'NONREF', details: tx() })),
    );
    const bareKeys = keysOf(bare);
    expect(new Set(bareKeys).size).toBe(3);
    for (const key of bareKeys) expect(key).toStartWith(`${IBAN}:hash:`);
    expect(parseCamt053(bare).statements[0]?.items[0]?.entryAccountServicerRef).toBeNull();
  });

  test('a reference repeated on several entries keys none of them; one that stands once still does', () => {
    const keys = keysOf(
      statement([
        entry({ amount: '5.00', acctRef: 'DUP', details: tx({ text: 'eins' }) }),
        entry({ amount: '6.00', acctRef: 'DUP', details: tx({ text: 'zwei' }) }),
        entry({ amount: '7.00', acctRef: 'ONCE', details: tx({ text: 'drei' }) }),
      ]),
    );
    expect(keys[0]).toStartWith(`${IBAN}:hash:`);
    expect(keys[1]).toStartWith(`${IBAN}:hash:`);
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys[2]).toBe(`${IBAN}:acct:ONCE:0`);
  });

  test('NtryRef as the day’s running number: the same number on two days is two movements', () => {
    const day = (date: string, amount: string) =>
      statement([entry({ amount, date, ntryRef: '1', details: tx() })], `S-${date}`);
    const [first] = keysOf(day('2026-11-27', '10.00'));
    const [second] = keysOf(day('2026-11-28', '20.00'));
    expect(first).toBe(`${IBAN}:ntry:2026-11-27:1:0`);
    expect(second).toBe(`${IBAN}:ntry:2026-11-28:1:0`);
  });
});

describe('what the entry booked', () => {
  test('a transfer booked net of charges: the entry’s amount, not the instructed or the transaction’s', () => {
    const [item] =
      parseCamt053(
        statement([
          entry({
            amount: '47.00',
            acctRef: 'C-1',
            details: tx({
              amount:
                '<AmtDtls><InstdAmt><Amt Ccy="EUR">50.00</Amt></InstdAmt><TxAmt><Amt Ccy="EUR">50.00</Amt></TxAmt></AmtDtls>',
            }),
          }),
        ]),
      ).statements[0]?.items ?? [];
    expect(item?.amountCents).toBe(4700);
  });

  test('a single transaction’s own direction does not turn a debit into a credit', () => {
    const [item] =
      parseCamt053(
        statement([entry({ amount: '12.00', way: 'DBIT', acctRef: 'D-1', details: tx({ way: 'CRDT' }) })]),
      ).statements[0]?.items ?? [];
    expect([item?.direction, item?.amountCents]).toEqual(['debit', 1200]);
  });

  test('a batch that nets credits and debits adds up signed; each part keeps its direction', () => {
    const part = (amount: string, way: string, text: string) =>
      tx({ amount: `<AmtDtls><TxAmt><Amt Ccy="EUR">${amount}</Amt></TxAmt></AmtDtls>`, way, text });
    const xml = statement([
      entry({
        amount: '30.00',
        acctRef: 'B-1',
        details: part('40.00', 'CRDT', 'eins') + part('10.00', 'DBIT', 'zwei'),
      }),
    ]);
    const items = parseCamt053(xml).statements[0]?.items ?? [];
    expect(items.map((i) => [i.direction, i.amountCents, i.batchSize])).toEqual([
      ['credit', 4000, 2],
      ['debit', 1000, 2],
    ]);
    // Parts that do not net to the entry are still refused.
    expect(refusalOf(parseCamt053)(xml.replace('>30.00<', '>50.00<'))).toBe('camt.amount');
  });

  test('RvslInd as xs:boolean allows it: `1` is a reversal as `true` is', () => {
    const reversal = (value: string) =>
      parseCamt053(statement([entry({ amount: '1.00', acctRef: 'R-1', reversal: value, details: tx() })]))
        .statements[0]?.items[0]?.reversal;
    expect([reversal('1'), reversal('true'), reversal('0'), reversal('false')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

test('character references read as the characters they stand for, also in a reference', () => {
  const [item] =
    parseCamt053(
      statement([
        entry({
          amount: '1.00',
          acctRef: 'E-1',
          details: tx({ name: 'J&#246;rg M&#xFC;ller', text: 'RF18&#32;5390 0754 7034 &amp;#246;' }),
        }),
      ]),
    ).statements[0]?.items ?? [];
  expect(item?.counterparty.name).toBe('Jörg Müller');
  expect(item?.unstructured).toBe('RF18 5390 0754 7034 &#246;');
  expect(mentionsReference(item as never, 'RF18539007547034')).toBe(true);
});

test('the bank’s booking text: the transaction’s AddtlTxInf, else the entry’s AddtlNtryInf', () => {
  const items =
    parseCamt053(
      statement([
        entry({ amount: '4.90', way: 'DBIT', acctRef: 'F-1', info: 'Kontoführungsentgelt' }),
        entry({
          amount: '1.00',
          acctRef: 'F-2',
          info: 'GUTSCHRIFT',
          details: tx().replace('</TxDtls>', '<AddtlTxInf>SEPA-Überweisung</AddtlTxInf></TxDtls>'),
        }),
        entry({ amount: '2.00', acctRef: 'F-3', details: tx() }),
      ]),
    ).statements[0]?.items ?? [];
  expect(items.map((i) => i.bookingText)).toEqual(['Kontoführungsentgelt', 'SEPA-Überweisung', null]);
});

test('property: a batch’s parts, credits and debits in any mix, add up signed to what the entry booked', () => {
  const part = fc.record({ cents: fc.integer({ min: 1, max: 10_000_000 }), credit: fc.boolean() });
  fc.assert(
    fc.property(
      fc.array(part, { minLength: 2, maxLength: 8 }),
      fc.integer({ min: 1, max: 500 }),
      (parts, off) => {
        const net = parts.reduce((sum, p) => sum + (p.credit ? p.cents : -p.cents), 0);
        const details = parts
          .map((p, n) =>
            tx({
              amount: `<AmtDtls><TxAmt><Amt Ccy="EUR">${centsToDecimal(p.cents)}</Amt></TxAmt></AmtDtls>`,
              way: p.credit ? 'CRDT' : 'DBIT',
              text: `Teil ${n}`,
            }),
          )
          .join('');
        const booked = (cents: number) =>
          statement([
            entry({
              amount: centsToDecimal(Math.abs(cents)),
              way: cents >= 0 ? 'CRDT' : 'DBIT',
              acctRef: 'B-P',
              details,
            }),
          ]);
        const items = parseCamt053(booked(net)).statements[0]?.items ?? [];
        expect(items.map((i) => (i.direction === 'credit' ? i.amountCents : -i.amountCents))).toEqual(
          parts.map((p) => (p.credit ? p.cents : -p.cents)),
        );
        // An entry that books another amount than its parts' net is refused whole.
        expect(refusalOf(parseCamt053)(booked(net + off))).toBe('camt.amount');
      },
    ),
    { numRuns: 200 },
  );
});
