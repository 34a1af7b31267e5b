/** camt.053 statements: the fixtures of both versions read field by field, and what is refused. */
import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { refusalOf } from '../../test/banking';
import { mentionsReference, parseCamt053 } from './camt053';

const fixture = (name: string) =>
  readFileSync(new URL(`../../test/fixtures/banking/${name}`, import.meta.url), 'utf8');
const V02 = fixture('camt053-v02-statement.xml');
const V08 = fixture('camt053-v08-statement.xml');

const refusal = refusalOf(parseCamt053);

describe('camt.053.001.02', () => {
  const document = parseCamt053(V02);
  const [statement] = document.statements;
  if (!statement) throw new Error('no statement');

  test('the statement: account, id, sequence, balances in signed cents, period', () => {
    expect(document.version).toBe('001.02');
    expect(document.messageId).toBe('053D2026112818453012345');
    expect(statement.accountIban).toBe('DE89370400440532013000');
    expect(statement.statementId).toBe('0352C5320261128184530');
    expect(statement.electronicSequenceNumber).toBe(227);
    expect(statement.createdAt).toBe('2026-11-28T18:45:30.0+01:00');
    expect(statement.openingBalance).toEqual({ cents: 100_000, date: '2026-11-27' });
    expect(statement.closingBalance).toEqual({ cents: 118_000, date: '2026-11-28' });
    expect(statement.from).toBe('2026-11-28T00:00:00.0+01:00');
  });

  test('the booked items add up from the opening to the closing balance; the pending entry is skipped', () => {
    const sum = statement.items.reduce(
      (total, i) => total + (i.direction === 'credit' ? i.amountCents : -i.amountCents),
      0,
    );
    expect((statement.openingBalance?.cents ?? 0) + sum).toBe(statement.closingBalance?.cents as number);
    expect(statement.skipped).toEqual([
      { entryRef: '6', accountServicerRef: null, status: 'PDNG', amountCents: 7500, direction: 'credit' },
    ]);
  });

  test('a single credit with a structured RF reference', () => {
    const item = statement.items[0];
    expect(item).toMatchObject({
      importKey: 'DE89370400440532013000:acct:2026112800123456:0',
      entryRef: '1',
      entryAccountServicerRef: '2026112800123456',
      endToEndId: null, // NOTPROVIDED
      amountCents: 50_000,
      direction: 'credit',
      reversal: false,
      bookingDate: '2026-11-28',
      valueDate: '2026-11-28',
      bankTransactionCode: {
        domain: 'PMNT',
        family: 'RCDT',
        subFamily: 'ESCT',
        proprietary: 'NTRF+166+9310',
      },
      counterparty: { name: 'Anna Berger', iban: 'DE02120300000000202051', bic: 'BYLADEM1001' },
      structuredReferences: ['RF18539007547034'],
      unstructured: '',
      returnInfo: null,
      batchSize: null,
    });
    expect(mentionsReference(item as never, 'rf18 5390 0754 7034')).toBe(true);
  });

  test('a reference in the unstructured text, broken over two lines, is found', () => {
    const item = statement.items[1];
    expect(item?.unstructured).toBe('Investition Solarpark rf71 23 48 231 Danke');
    expect(item?.counterparty).toEqual({ name: 'Jörg Müller', iban: 'DE75512108001245126199', bic: null });
    expect(item?.valueDate).toBe('2026-11-27');
    expect(mentionsReference(item as never, 'RF712348231')).toBe(true);
    expect(mentionsReference(item as never, 'RF18539007547034')).toBe(false);
  });

  test('a batch booking gives one item per transaction, each with its amount and key', () => {
    const batch = statement.items.filter((i) => i.entryRef === '3');
    expect(batch.map((i) => [i.importKey, i.amountCents, i.batchSize, i.endToEndId])).toEqual([
      ['DE89370400440532013000:tx:2026112800123458-1', 10_000, 3, 'SAMMEL-1'],
      ['DE89370400440532013000:tx:2026112800123458-2', 20_050, 3, 'SAMMEL-2'],
      ['DE89370400440532013000:tx:2026112800123458-3', 4950, 3, 'SAMMEL-3'],
    ]);
    expect(batch[0]?.structuredReferences).toEqual(['RF97C2H5OH']);
  });

  test('a debit names its creditor; a return carries its reason and the original EndToEndId', () => {
    const debit = statement.items.find((i) => i.entryRef === '4');
    expect(debit).toMatchObject({ direction: 'debit', amountCents: 100_000, endToEndId: 'REL-42-1' });
    expect(debit?.counterparty).toEqual({
      name: 'Solarpark Sonnenfeld GmbH',
      iban: 'DE44500105175407324931',
      bic: null,
    });
    const back = statement.items.find((i) => i.entryRef === '5');
    expect(back?.direction).toBe('credit');
    expect(back?.bankTransactionCode.subFamily).toBe('RRTN');
    expect(back?.returnInfo).toEqual({
      reasonCode: 'AC04',
      additionalInfo: 'Konto erloschen',
      originalEndToEndId: 'WD-17-1',
    });
    expect(back?.counterparty.name).toBe('Erika Mustermann');
  });
});

describe('camt.053.001.08 (with a namespace prefix)', () => {
  const document = parseCamt053(new TextEncoder().encode(V08));
  const [statement] = document.statements;
  if (!statement) throw new Error('no statement');

  test('statement and balances; the closing balance dated by a date-time; INFO skipped', () => {
    expect(document.version).toBe('001.08');
    expect(statement.accountIban).toBe('DE89370400440532013000');
    expect(statement.electronicSequenceNumber).toBe(12);
    expect(statement.openingBalance).toEqual({ cents: 20_000, date: '2026-11-28' });
    expect(statement.closingBalance).toEqual({ cents: 27_445, date: '2026-11-28' });
    expect(statement.skipped.map((s) => s.status)).toEqual(['INFO']);
  });

  test('items: party names under Pty, amounts in TxDtls/Amt, a batch of debits, a return', () => {
    expect(
      statement.items.map((i) => [
        i.direction,
        i.amountCents,
        i.counterparty.name,
        i.endToEndId,
        i.returnInfo?.reasonCode ?? null,
      ]),
    ).toEqual([
      ['credit', 12_000, 'Ben Okafor & Partner', 'INV-7F3K2Q', null],
      ['debit', 3000, 'Erika Mustermann', 'WD-101', null],
      ['debit', 4555, 'Anna Berger', 'WD-102', null],
      ['credit', 3000, 'Erika Mustermann', 'WD-101', 'AC01'],
    ]);
    expect(statement.items[2]?.counterparty.bic).toBe('BYLADEM1001');
    expect(statement.items[0]?.counterparty.bic).toBeNull();
    expect(statement.items[0]?.transactionId).toBe('TX-99812');
    expect(mentionsReference(statement.items[0] as never, 'RF712348231')).toBe(true);
  });

  test('an entry without the bank identifiers gets a content key; the others are keyed by the bank', () => {
    expect(statement.items[0]?.importKey).toMatch(/^DE89370400440532013000:hash:[0-9a-f]{24}:1$/);
    expect(statement.items[1]?.importKey).toBe('DE89370400440532013000:acct:8811-0001:0');
    expect(statement.items[2]?.importKey).toBe('DE89370400440532013000:acct:8811-0001:1');
    // The same file read twice gives the same keys (what makes an import idempotent).
    expect(parseCamt053(V08).statements[0]?.items.map((i) => i.importKey)).toEqual(
      statement.items.map((i) => i.importKey),
    );
  });
});

describe('refused files', () => {
  test('another version of camt.053', () => {
    expect(refusal(V02.replaceAll('camt.053.001.02', 'camt.053.001.04'))).toBe('camt.version');
  });
  test('another message: camt.052, camt.054, pain.001, anything', () => {
    expect(refusal(V02.replaceAll('camt.053.001.02', 'camt.052.001.02'))).toBe('camt.notCamt053');
    expect(refusal(V02.replaceAll('camt.053.001.02', 'camt.054.001.02'))).toBe('camt.notCamt053');
    expect(
      refusal('<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09"/>'),
    ).toBe('camt.notCamt053');
    expect(refusal('<html><body>Anmeldung</body></html>')).toBe('camt.notCamt053');
    expect(refusal(V02.replaceAll('BkToCstmrStmt', 'BkToCstmrAcctRpt'))).toBe('camt.notCamt053');
  });
  test('malformed XML, a DOCTYPE (entity expansion), empty input', () => {
    expect(refusal(V02.slice(0, 3000))).toBe('camt.malformed');
    expect(refusal(V02.replace('<Document', '<!DOCTYPE x [<!ENTITY a "aaaa">]><Document'))).toBe(
      'camt.malformed',
    );
    expect(refusal('')).toBe('camt.malformed');
    expect(refusal('Buchungstag;Betrag\n28.11.2026;500,00')).toBe('camt.malformed');
  });
  test('a currency other than EUR anywhere: account, balance, entry, transaction', () => {
    expect(refusal(V02.replace('<Ccy>EUR</Ccy>', '<Ccy>USD</Ccy>'))).toBe('camt.currency');
    expect(refusal(V02.replace('<Amt Ccy="EUR">1180.00</Amt>', '<Amt Ccy="CHF">1180.00</Amt>'))).toBe(
      'camt.currency',
    );
    expect(refusal(V02.replace('<Amt Ccy="EUR">250.00</Amt>', '<Amt Ccy="USD">250.00</Amt>'))).toBe(
      'camt.currency',
    );
    expect(refusal(V02.replace('<Amt Ccy="EUR">49.50</Amt>', '<Amt Ccy="GBP">49.50</Amt>'))).toBe(
      'camt.currency',
    );
    expect(refusal(V02.replace('<Amt Ccy="EUR">250.00</Amt>', '<Amt>250.00</Amt>'))).toBe('camt.currency');
  });
  test('amounts that are not whole cents, and a batch whose transactions do not add up', () => {
    expect(refusal(V02.replace('>250.00<', '>250.005<'))).toBe('camt.amount');
    expect(refusal(V02.replace('>250.00<', '>-250.00<'))).toBe('camt.amount');
    expect(refusal(V02.replace('>250.00<', '>2.5E2<'))).toBe('camt.amount');
    expect(parseCamt053(V02.replace('>250.00<', '>250.000<')).statements[0]?.items[1]?.amountCents).toBe(
      25_000,
    );
    expect(refusal(V02.replace('>49.50<', '>49.51<'))).toBe('camt.amount');
  });
  test('required fields missing', () => {
    expect(refusal(V02.replace('<IBAN>DE89370400440532013000</IBAN>', ''))).toBe('camt.missingField');
    expect(refusal(V02.replace('<MsgId>053D2026112818453012345</MsgId>', ''))).toBe('camt.missingField');
    expect(refusal(V02.replace('<CdtDbtInd>DBIT</CdtDbtInd>', '<CdtDbtInd>X</CdtDbtInd>'))).toBe(
      'camt.missingField',
    );
  });
});
