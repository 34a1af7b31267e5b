/**
 * Paying in (issue 33): invest → statement → paid → ledger sound; the same and overlapping statements
 * twice; exceptions; refused files; two app instances importing at once.
 */
import { describe, expect, test } from 'bun:test';
import { messageText } from '@wurzelwerk/shared';
import { count, eq } from 'drizzle-orm';
import { investorClient } from '../../../test/domains';
import {
  expectSoundLedger,
  investAwaiting,
  operatorOn,
  payingInApp,
  postStatement,
  statementOf,
  statementPaying,
  statusOf,
} from '../../../test/fixtures/bank';
import { DEMO_ESCROW_ACCOUNT } from '../../banking/escrow';
import { auditLog, bankStatementItems, bankStatements, ledgerTransfers } from '../../db/schema';
import { balanceOf } from '../../ledger';
import { issuerIdOf, issuerKeyOf } from '../investments/lifecycle';

const t = payingInApp();

const sizeOf = async () => {
  const [statements] = await t.database.db.select({ n: count() }).from(bankStatements);
  const [items] = await t.database.db.select({ n: count() }).from(bankStatementItems);
  const [transfers] = await t.database.db.select({ n: count() }).from(ledgerTransfers);
  return { statements: statements?.n, items: items?.n, transfers: transfers?.n };
};

describe('POST /api/admin/bank/statements', () => {
  test('a matching credit pays the investment with its ledger transfers; a preview changes nothing; twice is once', async () => {
    const investor = await investorClient(t.app);
    const operator = await operatorOn(t.app, t.database.db);
    const a = await investAwaiting(investor, '750.00');
    const b = await investAwaiting(investor, '1234.56');
    // What the sample data's history holds already (the demo account's payments).
    const payable2 = async () =>
      balanceOf(t.database.db, {
        kind: 'issuer_payable',
        owner: issuerKeyOf(await issuerIdOf(t.database.db, 2)),
      });
    const escrowBefore = await balanceOf(t.database.db, { kind: 'escrow' });
    const payableBefore = await payable2();
    const xml = statementPaying([a, b], { openingCents: escrowBefore });

    const before = await sizeOf();
    const preview = await postStatement(t.app, operator, xml, { preview: true });
    expect(preview.status).toBe(200);
    const previewed = await preview.json();
    expect(previewed.preview).toBe(true);
    expect(
      previewed.items.map((i: { outcome: string; investmentId: string }) => [i.outcome, i.investmentId]),
    ).toEqual([
      ['paid', a.id],
      ['paid', b.id],
    ]);
    expect(await sizeOf()).toEqual(before);
    expect(await statusOf(t.database.db, a.id)).toBe('awaiting_payment');

    const imported = await (await postStatement(t.app, operator, xml)).json();
    expect(imported.preview).toBe(false);
    expect(imported.statements[0].new).toBe(true);
    expect(imported.items.map((i: { outcome: string }) => i.outcome)).toEqual(['paid', 'paid']);
    expect(await statusOf(t.database.db, a.id)).toBe('paid');
    expect(await statusOf(t.database.db, b.id)).toBe('paid');
    expect((await balanceOf(t.database.db, { kind: 'escrow' })) - escrowBefore).toBe(75_000 + 123_456);
    expect((await payable2()) - payableBefore).toBe(75_000 + 123_456);
    await expectSoundLedger(t.database.db);
    const listed = await (await investor.get('/api/investments')).json();
    expect(listed.find((i: { id: string }) => i.id === a.id)).toMatchObject({ status: 'paid' });
    // Nothing left to pay.
    expect((await investor.get(`/api/investments/${a.id}/payment`)).status).toBe(409);

    const after = await sizeOf();
    const again = await (await postStatement(t.app, operator, xml)).json();
    expect(again.statements[0].new).toBe(false);
    expect(again.items.map((i: { outcome: string }) => i.outcome)).toEqual(['duplicate', 'duplicate']);
    expect(await sizeOf()).toEqual(after);
    await expectSoundLedger(t.database.db);

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'bank.statementImport'));
    expect(audits.length).toBeGreaterThanOrEqual(2);
  });

  test('exceptions: unknown reference, underpaid, overpaid, already paid — stored with their reason and listed', async () => {
    const investor = await investorClient(t.app);
    const operator = await operatorOn(t.app, t.database.db);
    const a = await investAwaiting(investor, '600.00');
    const b = await investAwaiting(investor, '700.00');
    const paidOne = await investAwaiting(investor, '800.00');
    const escrow = await balanceOf(t.database.db, { kind: 'escrow' });
    await postStatement(t.app, operator, statementPaying([paidOne], { openingCents: escrow }));
    const xml = statementPaying(
      [
        { reference: 'RF18539007547034', amountCents: 10_000 },
        { reference: a.reference, amountCents: 59_999 },
        { reference: b.reference, amountCents: 70_001 },
        paidOne,
      ],
      { openingCents: escrow + paidOne.amountCents },
    );
    const result = await (await postStatement(t.app, operator, xml)).json();
    expect(
      result.items.map((i: { outcome: string; reason: string | null }) => [i.outcome, i.reason]),
    ).toEqual([
      ['exception', 'unknownReference'],
      ['exception', 'underpaid'],
      ['exception', 'overpaid'],
      ['exception', 'alreadyPaid'],
    ]);
    expect(await statusOf(t.database.db, a.id)).toBe('awaiting_payment');
    expect(await statusOf(t.database.db, b.id)).toBe('awaiting_payment');
    const exceptions = await (await operator.get('/api/admin/bank/exceptions')).json();
    const reasons = new Map(
      exceptions.map((e: { importKey: string; reason: string }) => [e.importKey, e.reason]),
    );
    for (const item of result.items) expect(reasons.get(item.importKey)).toBe(item.reason);
    // The money is in escrow and in unmatched receipts; the escrow equals the bank's closing balance.
    expect(await balanceOf(t.database.db, { kind: 'unmatched_receipts' })).toBeGreaterThanOrEqual(
      10_000 + 59_999 + 70_001 + 80_000,
    );
    await expectSoundLedger(t.database.db);
    // Investors cannot see the list.
    expect((await investor.get('/api/admin/bank/exceptions')).status).toBe(403);
  });

  test('an overlapping statement adds only its new item', async () => {
    const investor = await investorClient(t.app);
    const operator = await operatorOn(t.app, t.database.db);
    const a = await investAwaiting(investor, '510.00');
    const b = await investAwaiting(investor, '520.00');
    const escrow = await balanceOf(t.database.db, { kind: 'escrow' });
    // The bank's identifiers derive from the statement id: the same id with one more entry overlaps.
    const first = statementPaying([a], { openingCents: escrow, statementId: 'OVERLAP1', sequence: 501 });
    const second = statementPaying([a, b], { openingCents: escrow, statementId: 'OVERLAP1', sequence: 502 });
    await postStatement(t.app, operator, first);
    const result = await (await postStatement(t.app, operator, second)).json();
    expect(result.items.map((i: { outcome: string }) => i.outcome)).toEqual(['duplicate', 'paid']);
    expect(await statusOf(t.database.db, b.id)).toBe('paid');
    await expectSoundLedger(t.database.db);
  });

  test('statements as the Sparkassen write them ("NONREF" for every bank reference): day after day, every payment pays once', async () => {
    const investor = await investorClient(t.app);
    const operator = await operatorOn(t.app, t.database.db);
    const [a, b, c] = [
      await investAwaiting(investor, '530.00'),
      await investAwaiting(investor, '540.00'),
      await investAwaiting(investor, '550.00'),
    ];
    const nonref = (xml: string) =>
      xml.replace(/<AcctSvcrRef>[^<]*<\/AcctSvcrRef>/g, '<AcctSvcrRef>NONREF</AcctSvcrRef>');
    const escrow = await balanceOf(t.database.db, { kind: 'escrow' });
    // Between the other tests' sequences: the latest statement is the one the escrow account must match.
    const first = nonref(statementPaying([a, b], { openingCents: escrow, sequence: 551 }));
    const second = nonref(statementPaying([c], { openingCents: escrow + 53_000 + 54_000, sequence: 552 }));
    const outcomes = async (xml: string) =>
      (await (await postStatement(t.app, operator, xml)).json()).items.map(
        (i: { outcome: string }) => i.outcome,
      );
    expect(await outcomes(first)).toEqual(['paid', 'paid']);
    expect(await outcomes(second)).toEqual(['paid']);
    expect(await outcomes(first)).toEqual(['duplicate', 'duplicate']);
    for (const { id } of [a, b, c]) expect(await statusOf(t.database.db, id)).toBe('paid');
    await expectSoundLedger(t.database.db);
  });

  test('a file in ISO-8859-1, as FinTS delivers it: names and texts read with their umlauts', async () => {
    const operator = await operatorOn(t.app, t.database.db);
    const escrow = await balanceOf(t.database.db, { kind: 'escrow' });
    const xml = statementOf(
      [
        {
          direction: 'credit',
          amountCents: 1234,
          text: 'Grüße aus Lüneburg',
          counterparty: { name: 'Jörg Müller', iban: 'DE89370400440532013000' },
        },
      ],
      escrow,
    ).replace('encoding="UTF-8"', 'encoding="ISO-8859-1"');
    expect(xml).toContain('encoding="ISO-8859-1"');
    const latin1 = Uint8Array.from([...xml].map((c) => c.charCodeAt(0)));
    const preview = await (await postStatement(t.app, operator, latin1, { preview: true })).json();
    expect(
      preview.items.map((i: { counterpartyName: string; remittance: string }) => i.counterpartyName),
    ).toEqual(['Jörg Müller']);
    expect(preview.items[0].remittance).toContain('Grüße aus Lüneburg');
  });

  test('an entry without remittance lines (a fee) shows the bank’s booking text', async () => {
    const operator = await operatorOn(t.app, t.database.db);
    const escrow = await balanceOf(t.database.db, { kind: 'escrow' });
    const xml = statementOf([{ direction: 'debit', amountCents: 490 }], escrow).replace(
      '</TxDtls>',
      '<AddtlTxInf>Kontoführungsentgelt</AddtlTxInf></TxDtls>',
    );
    expect(xml).toContain('<AddtlTxInf>');
    const preview = await (await postStatement(t.app, operator, xml, { preview: true })).json();
    expect(preview.items.map((i: { remittance: string }) => i.remittance)).toEqual(['Kontoführungsentgelt']);
  });

  test('a statement that does not follow on from the last one (one missing in between) is refused whole; in order both import', async () => {
    const investor = await investorClient(t.app);
    const operator = await operatorOn(t.app, t.database.db);
    const a = await investAwaiting(investor, '540.00');
    const b = await investAwaiting(investor, '560.00');
    const escrow = await balanceOf(t.database.db, { kind: 'escrow' });
    const missing = statementPaying([a], { openingCents: escrow, statementId: 'GAP1', sequence: 601 });
    const next = statementPaying([b], {
      openingCents: escrow + a.amountCents,
      statementId: 'GAP2',
      sequence: 602,
    });
    const before = await sizeOf();
    for (const language of ['de', 'en'] as const) {
      for (const preview of [true, false]) {
        const response = await postStatement(t.app, operator, next, { language, preview });
        expect(response.status).toBe(409);
        const euro = new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB', {
          style: 'currency',
          currency: 'EUR',
        });
        expect((await response.json()).message).toBe(
          messageText(language, 'bank.statementGap', {
            ledger: euro.format((escrow + b.amountCents) / 100),
            closing: euro.format((escrow + a.amountCents + b.amountCents) / 100),
          }),
        );
      }
    }
    expect(await sizeOf()).toEqual(before);
    expect(await statusOf(t.database.db, b.id)).toBe('awaiting_payment');
    // The missing statement first, then the next: both follow on, both pay.
    expect((await postStatement(t.app, operator, missing)).status).toBe(200);
    expect((await postStatement(t.app, operator, next)).status).toBe(200);
    expect(await statusOf(t.database.db, a.id)).toBe('paid');
    expect(await statusOf(t.database.db, b.id)).toBe('paid');
    await expectSoundLedger(t.database.db);
  });

  test('malformed, foreign-currency, other-version and other-account files are refused whole, in the reader’s language', async () => {
    const investor = await investorClient(t.app);
    const operator = await operatorOn(t.app, t.database.db);
    const a = await investAwaiting(investor, '530.00');
    const good = statementPaying([a]);
    const cases: [string, string][] = [
      ['<Document><BkToCstmrStmt>', 'bank.camtMalformed'],
      ['not xml at all', 'bank.camtMalformed'],
      [good.replaceAll('Ccy="EUR"', 'Ccy="USD"'), 'bank.camtCurrency'],
      [good.replace('camt.053.001.08', 'camt.053.001.04'), 'bank.camtVersion'],
      [good.replace('camt.053.001.08', 'camt.052.001.08'), 'bank.camtNotCamt053'],
      [good.replaceAll(DEMO_ESCROW_ACCOUNT.iban, 'DE89370400440532013000'), 'bank.foreignAccount'],
    ];
    const before = await sizeOf();
    for (const [body, code] of cases) {
      for (const language of ['de', 'en'] as const) {
        const response = await postStatement(t.app, operator, body, { language });
        expect(response.status, code).toBe(400);
        expect((await response.json()).message, code).toBe(
          messageText(language, code as 'bank.camtMalformed'),
        );
      }
    }
    expect(await sizeOf()).toEqual(before);
    expect(await statusOf(t.database.db, a.id)).toBe('awaiting_payment');
    // An investor may not import.
    expect((await postStatement(t.app, investor, good)).status).toBe(403);
  });

  test('the same statements imported in parallel from two app instances: each item once, the ledger sound', async () => {
    const other = await t.secondApp();
    const investor = await investorClient(t.app);
    const operator = await operatorOn(t.app, t.database.db);
    const paying = await Promise.all(Array.from({ length: 6 }, () => investAwaiting(investor, '501.00')));
    const escrow = await balanceOf(t.database.db, { kind: 'escrow' });
    const one = statementPaying(paying.slice(0, 4), {
      openingCents: escrow,
      statementId: 'PAR1',
      sequence: 900,
    });
    const two = statementPaying(paying, { openingCents: escrow, statementId: 'PAR1', sequence: 901 });
    const replies = await Promise.all(
      [one, two, one, two].map((xml, i) => postStatement(i % 2 ? other : t.app, operator, xml)),
    );
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const outcomes = (await Promise.all(replies.map((r) => r.json()))).flatMap((r) =>
      r.items.filter((i: { outcome: string }) => i.outcome === 'paid'),
    );
    expect(outcomes).toHaveLength(6);
    for (const p of paying) expect(await statusOf(t.database.db, p.id)).toBe('paid');
    await expectSoundLedger(t.database.db);
  });
});
