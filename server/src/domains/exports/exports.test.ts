/**
 * The portfolio trackers' exports (issue 34, decision 0069): each file parsed back against the columns and
 * types its tracker documents — Portfolio Performance's account transactions CSV, Ghostfolio's import DTO.
 */
import { describe, expect, test } from 'bun:test';
import type { WalletTransaction } from '@wurzelwerk/shared';
import fc from 'fast-check';
import { z } from 'zod';
import { json } from '../../../test/domains';
import { endHold, fundedInvestor, setPayoutAccount } from '../../../test/fixtures/wallet';
import { TestClient, testApp } from '../../../test/harness';
import { GHOSTFOLIO_TYPES, ghostfolioImport, PP_TEXTS, portfolioPerformanceCsv } from './formats';

const t = testApp({ seed: true, registerMaxPerWindow: 1000 });

/** RFC 4180 read back: quoted cells with doubled quotes, the given separator, CRLF lines. */
function parseCsv(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let value = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      value += '"';
      i++;
    } else if (quoted) {
      if (c === '"') quoted = false;
      else value += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      row.push(value);
      value = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(value);
      rows.push(row);
      row = [];
      value = '';
      i++;
    } else value += c;
  }
  return rows;
}

/** Portfolio Performance's columns (CSVAccountTransactionExtractor) and what each must hold. */
const ppRow = (language: 'de' | 'en') => {
  const texts = PP_TEXTS[language];
  const number = language === 'de' ? /^-?\d+,\d{2}$/ : /^-?\d+\.\d{2}$/;
  return z.tuple([
    z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    z.string().regex(/^\d{2}:\d{2}$/),
    z.enum(Object.values(texts.types) as [string, ...string[]]),
    z.string().regex(number),
    z.literal('EUR'),
    z.string().min(1),
  ]);
};

/** Ghostfolio's ImportDataDto with CreateOrderDto (apps/api/src/app/import, app/order), as far as we fill it. */
const ghostfolioSchema = z.object({
  meta: z.object({ date: z.iso.datetime(), version: z.string() }),
  activities: z.array(
    z.strictObject({
      accountId: z.string().optional(),
      comment: z.string().optional(),
      currency: z.string().regex(/^[A-Z]{3}$/),
      dataSource: z.enum(['MANUAL', 'YAHOO', 'COINGECKO', 'GHOSTFOLIO']).optional(),
      date: z.iso.datetime(),
      fee: z.number().min(0),
      quantity: z.number().min(0),
      symbol: z.string().min(1),
      type: z.enum(GHOSTFOLIO_TYPES),
      unitPrice: z.number().min(0),
    }),
  ),
});

const KINDS = ['interest', 'principal', 'payout', 'refund', 'returned', 'withdrawal', 'withdrawal_cancelled'];
const transaction = fc.record({
  id: fc.integer({ min: 1, max: 1_000_000 }),
  kind: fc.constantFrom(...KINDS),
  amountCents: fc.integer({ min: -100_000_000, max: 100_000_000 }).filter((n) => n !== 0),
  postedAt: fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }),
  causeId: fc.oneof(fc.uuid(), fc.constantFrom('a;b', 'x,"y"', '=1+2')),
}) satisfies fc.Arbitrary<WalletTransaction>;

describe('the formats', () => {
  test('property: Portfolio Performance CSV parses back to its columns, one row each, amounts exact', () => {
    fc.assert(
      fc.property(
        fc.array(transaction, { maxLength: 20 }),
        fc.constantFrom('de', 'en'),
        (items, language) => {
          const text = portfolioPerformanceCsv(items, language);
          expect(text.startsWith('\uFEFF')).toBe(true);
          const rows = parseCsv(text.slice(1), PP_TEXTS[language].separator);
          expect(rows[0]).toEqual([...PP_TEXTS[language].header]);
          expect(rows).toHaveLength(items.length + 1);
          rows.slice(1).forEach((row, i) => {
            const item = items[i] as WalletTransaction;
            ppRow(language).parse(row);
            const value = Math.round(Number((row[3] ?? '').replace(',', '.')) * 100);
            expect(value).toBe(item.amountCents);
            const types = PP_TEXTS[language].types;
            const expected =
              item.kind === 'interest' && item.amountCents > 0
                ? types.INTEREST
                : item.amountCents < 0
                  ? types.REMOVAL
                  : types.DEPOSIT;
            expect(row[2]).toBe(expected);
          });
        },
      ),
    );
  });

  test('property: the Ghostfolio import validates against its DTO; interest only, unit prices exact', () => {
    fc.assert(
      fc.property(fc.array(transaction, { maxLength: 20 }), (items) => {
        const file = ghostfolioSchema.parse(JSON.parse(JSON.stringify(ghostfolioImport(items, new Date()))));
        const interest = items.filter((item) => item.kind === 'interest' && item.amountCents > 0);
        expect(file.activities.map((a) => Math.round(a.unitPrice * 100))).toEqual(
          interest.map((item) => item.amountCents),
        );
        expect(file.activities.every((a) => a.type === 'INTEREST' && a.quantity === 1)).toBe(true);
      }),
    );
  });
});

describe('GET /api/wallet/export/…', () => {
  test('a refund and a withdrawal: Deposit and Removal, oldest first, in both languages; Ghostfolio empty', async () => {
    const investor = await fundedInvestor(t.app, t.database.db, '500.00');
    await setPayoutAccount(investor);
    await endHold(t.database.db, investor.userId);
    expect((await investor.post('/api/wallet/withdrawals', { amount: '12.50' })).status).toBe(201);

    const german = await investor.get('/api/wallet/export/portfolio-performance.csv');
    expect(german.status).toBe(200);
    expect(german.headers.get('content-type')).toStartWith('text/csv');
    expect(german.headers.get('content-disposition')).toStartWith('attachment');
    const rows = parseCsv((await german.text()).replace(/^\uFEFF/, ''), ';');
    expect(rows[0]).toEqual(['Datum', 'Uhrzeit', 'Typ', 'Wert', 'Buchungswährung', 'Notiz']);
    for (const row of rows.slice(1)) ppRow('de').parse(row);
    expect(rows.slice(1).map((row) => [row[2], row[3]])).toEqual([
      ['Einlage', '500,00'],
      ['Entnahme', '-12,50'],
    ]);
    const english = await investor.get('/api/wallet/export/portfolio-performance.csv', {
      'accept-language': 'en',
    });
    const englishRows = parseCsv((await english.text()).replace(/^\uFEFF/, ''), ',');
    expect(englishRows.slice(1).map((row) => [row[2], row[3]])).toEqual([
      ['Deposit', '500.00'],
      ['Removal', '-12.50'],
    ]);

    const ghostfolio = await investor.get('/api/wallet/export/ghostfolio.json');
    expect(ghostfolio.status).toBe(200);
    expect(ghostfolio.headers.get('content-type')).toStartWith('application/json');
    expect(ghostfolioSchema.parse(await json(ghostfolio)).activities).toEqual([]);
  });

  test('signed out → 401', async () => {
    for (const path of ['portfolio-performance.csv', 'ghostfolio.json'])
      expect((await new TestClient(t.app).get(`/api/wallet/export/${path}`)).status).toBe(401);
  });
});
