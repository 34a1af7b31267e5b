/**
 * The exception list resolved (issue 33, decision 0058): assign to an investment, return to sender (with
 * its pain.001 file and the bank's debit booked), note; the refusals; parallel decisions on one item or
 * one investment; the ledger sound after every scenario.
 */
import { describe, expect, test } from 'bun:test';
import { messageText } from '@wurzelwerk/shared';
import { and, eq, sql } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { investorClient } from '../../../test/domains';
import {
  expectSoundLedger,
  investAwaiting,
  operatorOn,
  postStatement,
  statementOf,
  statusOf,
} from '../../../test/fixtures/bank';
import type { TestClient } from '../../../test/harness';
import { testApp } from '../../../test/harness';
import { auditLog, investments, ledgerTransfers } from '../../db/schema';
import { balanceOf } from '../../ledger';
import { lapseOverdue } from '../investments/lifecycle';

const t = testApp({ seed: true });
const SENDER = { name: 'Max Müller & Söhne', iban: 'DE02120300000000202051' };
/** Outside the EEA: a transfer back needs the sender's bank, which the statement may or may not name. */
const SWISS_SENDER = { name: 'Lea Gerber', iban: 'CH9300762011623852957', bic: 'UBSWCHZH80A' };

const euroDe = (value: number) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(value);

type Entry = Parameters<typeof statementOf>[0][number];

/** Imports a statement with the entries (opening at the escrow balance); the new items' exception ids in order. */
async function imported(operator: TestClient, entries: Entry[]): Promise<number[]> {
  const escrow = await balanceOf(t.database.db, { kind: 'escrow' });
  const response = await postStatement(t.app, operator, statementOf(entries, escrow));
  expect(response.status).toBe(200);
  const result = (await response.json()) as { items: { importKey: string }[] };
  const open = (await (await operator.get('/api/admin/bank/exceptions')).json()) as {
    id: number;
    importKey: string;
  }[];
  return result.items.map((item) => open.find((e) => e.importKey === item.importKey)?.id ?? -1);
}

const assign = (operator: TestClient, id: number, investment: string, language = 'de') =>
  operator.post(`/api/admin/bank/exceptions/${id}/assign`, { investment }, { 'accept-language': language });

const paymentsOf = async (investmentId: string) =>
  (
    await t.database.db
      .select()
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.kind, 'payment'), eq(ledgerTransfers.causeId, investmentId)))
  ).length;

describe('POST /api/admin/bank/exceptions/{id}/assign', () => {
  test('a credit without a reference pays the investment it is assigned to (by its reference, spaced and in lower case); once', async () => {
    const investor = await investorClient(t.app);
    const operator = await operatorOn(t.app, t.database.db);
    const a = await investAwaiting(investor, '640.00');
    const [id = 0] = await imported(operator, [
      { direction: 'credit', amountCents: 64_000, text: 'Investition' },
    ]);
    const payableBefore = await balanceOf(t.database.db, { kind: 'unmatched_receipts' });

    const spaced = a.reference.toLowerCase().replace(/(.{4})/g, '$1 ');
    const response = await assign(operator, id, spaced);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id, resolution: 'assigned', investmentId: a.id });
    expect(await statusOf(t.database.db, a.id)).toBe('paid');
    expect(await paymentsOf(a.id)).toBe(1);
    expect(await balanceOf(t.database.db, { kind: 'unmatched_receipts' })).toBe(payableBefore - 64_000);
    const open = (await (await operator.get('/api/admin/bank/exceptions')).json()) as { id: number }[];
    expect(open.some((e) => e.id === id)).toBe(false);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'bank.exceptionAssign'), eq(auditLog.entityId, String(id))));
    expect(audits).toHaveLength(1);
    await expectSoundLedger(t.database.db);

    // Again: resolved already (409), nothing more posted.
    const again = await assign(operator, id, a.id, 'en');
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe(messageText('en', 'bank.exceptionResolved'));
    expect(await paymentsOf(a.id)).toBe(1);
  });

  test('refused: another amount, an investment not awaiting payment (paid, lapsed), unknown ones, a debit, an investor', async () => {
    const investor = await investorClient(t.app);
    const operator = await operatorOn(t.app, t.database.db);
    const a = await investAwaiting(investor, '650.00');
    const lapsed = await investAwaiting(investor, '660.00');
    await t.database.db
      .update(investments)
      .set({ paymentDueAt: sql`now() - interval '1 minute'` })
      .where(eq(investments.id, lapsed.id));
    await lapseOverdue(t.database.db);
    expect(await statusOf(t.database.db, lapsed.id)).toBe('lapsed');
    const [under = 0, late = 0, debit = 0] = await imported(operator, [
      { direction: 'credit', amountCents: 64_999, reference: a.reference },
      { direction: 'credit', amountCents: 66_000, reference: lapsed.reference },
      { direction: 'debit', amountCents: 1_250, text: 'Kontofuehrung' },
    ]);
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(ledgerTransfers);

    const differs = await assign(operator, under, a.reference, 'en');
    expect(differs.status).toBe(409);
    expect((await differs.json()).message).toBe(
      messageText('en', 'bank.amountDiffers', { received: '€649.99', expected: '€650.00' }),
    );
    const differsDe = await assign(operator, under, a.reference, 'de');
    expect((await differsDe.json()).message).toBe(
      messageText('de', 'bank.amountDiffers', { received: euroDe(649.99), expected: euroDe(650) }),
    );
    const notAwaiting = await assign(operator, late, lapsed.id);
    expect(notAwaiting.status).toBe(409);
    expect((await notAwaiting.json()).message).toBe(messageText('de', 'bank.investmentNotAwaiting'));
    const unknownInvestment = await assign(operator, under, 'RF18539007547034', 'en');
    expect(unknownInvestment.status).toBe(400);
    expect((await unknownInvestment.json()).message).toBe(messageText('en', 'bank.investmentUnknown'));
    expect((await assign(operator, debit, a.id)).status).toBe(409);
    expect((await assign(operator, 999_999_999, a.id)).status).toBe(404);
    const empty = await assign(operator, under, '   ', 'en');
    expect(empty.status).toBe(400);
    expect((await empty.json()).message).toBe(messageText('en', 'bank.investmentUnknown'));
    expect((await operator.post('/api/admin/bank/exceptions/abc/assign', { investment: a.id })).status).toBe(
      400,
    );
    expect((await assign(investor, under, a.id)).status).toBe(403);

    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(ledgerTransfers);
    expect(after).toEqual(before);
    expect(await statusOf(t.database.db, a.id)).toBe('awaiting_payment');
    expect(await statusOf(t.database.db, lapsed.id)).toBe('lapsed');
    await expectSoundLedger(t.database.db);
  });

  test('in parallel: two items to one investment and one item twice → exactly one payment, the rest 409', async () => {
    const investor = await investorClient(t.app);
    const operator = await operatorOn(t.app, t.database.db);
    const a = await investAwaiting(investor, '670.00');
    const [x = 0, y = 0] = await imported(operator, [
      { direction: 'credit', amountCents: 67_000, text: 'ohne Referenz 1' },
      { direction: 'credit', amountCents: 67_000, text: 'ohne Referenz 2' },
    ]);
    const replies = await Promise.all([
      assign(operator, x, a.id),
      assign(operator, y, a.reference),
      assign(operator, x, a.reference),
      assign(operator, y, a.id),
    ]);
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    expect(await paymentsOf(a.id)).toBe(1);
    expect(await statusOf(t.database.db, a.id)).toBe('paid');
    // The other item is still open, its money in unmatched receipts.
    const open = (await (await operator.get('/api/admin/bank/exceptions')).json()) as { id: number }[];
    expect(open.filter((e) => e.id === x || e.id === y)).toHaveLength(1);
    await expectSoundLedger(t.database.db);
  });
});

describe('return to sender, the pain.001 file and the bank’s debit', () => {
  test('a credit returned: outgoing holds it, the file orders it once, the bank’s debit books it', async () => {
    const operator = await operatorOn(t.app, t.database.db);
    const [id = 0, fromNobody = 0, swiss = 0, swissNoBank = 0] = await imported(operator, [
      { direction: 'credit', amountCents: 12_345, text: 'falsche Referenz', counterparty: SENDER },
      { direction: 'credit', amountCents: 500, text: 'ohne IBAN', counterparty: { name: 'X', iban: '' } },
      { direction: 'credit', amountCents: 700, text: 'aus Zuerich', counterparty: SWISS_SENDER },
      { direction: 'credit', amountCents: 800, text: 'ohne BIC', counterparty: { ...SWISS_SENDER, bic: '' } },
    ]);
    const outgoingBefore = await balanceOf(t.database.db, { kind: 'outgoing' });
    // Nothing to order yet (returns of earlier tests aside, each file takes all): make sure the list is empty.
    const response = await operator.post(`/api/admin/bank/exceptions/${id}/return`);
    expect(response.status).toBe(200);
    const resolution = await response.json();
    expect(resolution).toMatchObject({ id, resolution: 'returned', endToEndId: `WW-RET-${id}` });
    expect(await balanceOf(t.database.db, { kind: 'outgoing' })).toBe(outgoingBefore + 12_345);
    expect((await operator.post(`/api/admin/bank/exceptions/${id}/return`)).status).toBe(409);
    const noIban = await operator.post(`/api/admin/bank/exceptions/${fromNobody}/return`, undefined, {
      'accept-language': 'en',
    });
    expect(noIban.status).toBe(409);
    expect((await noIban.json()).message).toBe(messageText('en', 'bank.noSenderIban'));
    const noBank = await operator.post(`/api/admin/bank/exceptions/${swissNoBank}/return`);
    expect(noBank.status).toBe(409);
    expect((await noBank.json()).message).toBe(messageText('de', 'bank.noSenderBic'));
    expect((await operator.post(`/api/admin/bank/exceptions/${swiss}/return`)).status).toBe(200);
    await expectSoundLedger(t.database.db);

    const listed = (await (await operator.get('/api/admin/bank/returns')).json()) as {
      endToEndId: string;
      state: string;
    }[];
    expect(listed.find((r) => r.endToEndId === `WW-RET-${id}`)?.state).toBe('pending');

    const file = await operator.post('/api/admin/bank/returns/file');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('application/xml');
    expect(file.headers.get('content-disposition')).toContain('attachment');
    const xml = await file.text();
    const parsed = new XMLParser({ parseTagValue: false, ignoreAttributes: false }).parse(xml);
    const initiation = parsed.Document.CstmrCdtTrfInitn;
    const messageId: string = initiation.GrpHdr.MsgId;
    const transfers = [initiation.PmtInf.CdtTrfTxInf].flat();
    const ours = transfers.find(
      (tx: { PmtId: { EndToEndId: string } }) => tx.PmtId.EndToEndId === `WW-RET-${id}`,
    );
    expect(ours.Amt.InstdAmt['#text']).toBe('123.45');
    expect(ours.CdtrAcct.Id.IBAN).toBe(SENDER.iban);
    expect(ours.Cdtr.Nm).toBe('Max Mueller + Soehne');
    expect(ours.CdtrAgt).toBeUndefined();
    const toSwitzerland = transfers.find(
      (tx: { PmtId: { EndToEndId: string } }) => tx.PmtId.EndToEndId === `WW-RET-${swiss}`,
    );
    expect(toSwitzerland).toMatchObject({
      CdtrAgt: { FinInstnId: { BICFI: 'UBSWCHZH80A' } },
      CdtrAcct: { Id: { IBAN: SWISS_SENDER.iban } },
    });
    expect(xml).toContain('pain.001.001.09');

    // Once in a file: not again (409), but the same file again by its MsgId.
    expect((await operator.post('/api/admin/bank/returns/file')).status).toBe(409);
    const again = await operator.get(`/api/admin/bank/returns/files/${messageId}`);
    expect(again.status).toBe(200);
    expect(await again.text()).toBe(xml);
    expect((await operator.get('/api/admin/bank/returns/files/NOPE')).status).toBe(404);
    const ordered = (await (await operator.get('/api/admin/bank/returns')).json()) as {
      endToEndId: string;
      state: string;
      fileMessageId: string;
    }[];
    expect(ordered.find((r) => r.endToEndId === `WW-RET-${id}`)).toMatchObject({
      state: 'ordered',
      fileMessageId: messageId,
    });

    // The bank executes it: the debit with its EndToEndId is booked, no exception; a charge is one.
    const escrow = await balanceOf(t.database.db, { kind: 'escrow' });
    const result = await (
      await postStatement(
        t.app,
        operator,
        statementOf(
          [
            { direction: 'debit', amountCents: 12_345, endToEndId: `WW-RET-${id}`, counterparty: SENDER },
            {
              direction: 'debit',
              amountCents: 700,
              endToEndId: `WW-RET-${swiss}`,
              counterparty: SWISS_SENDER,
            },
            { direction: 'debit', amountCents: 990, text: 'Entgelt' },
          ],
          escrow,
        ),
      )
    ).json();
    expect(
      result.items.map((i: { outcome: string; reason: string | null }) => [i.outcome, i.reason]),
    ).toEqual([
      ['debit', null],
      ['debit', null],
      ['exception', 'debit'],
    ]);
    expect(await balanceOf(t.database.db, { kind: 'outgoing' })).toBe(outgoingBefore);
    const booked = (await (await operator.get('/api/admin/bank/returns')).json()) as {
      endToEndId: string;
      state: string;
    }[];
    expect(booked.find((r) => r.endToEndId === `WW-RET-${id}`)?.state).toBe('booked');
    await expectSoundLedger(t.database.db);
  });
});

describe('POST /api/admin/bank/exceptions/{id}/note', () => {
  test('a note closes a debit; a credit keeps it and stays open; both audited', async () => {
    const operator = await operatorOn(t.app, t.database.db);
    const [credit = 0, debit = 0] = await imported(operator, [
      { direction: 'credit', amountCents: 4_200, text: 'unklar' },
      { direction: 'debit', amountCents: 300, text: 'Gebuehr' },
    ]);
    const onCredit = await operator.post(`/api/admin/bank/exceptions/${credit}/note`, {
      note: 'Absender angerufen',
    });
    expect(onCredit.status).toBe(200);
    expect(await onCredit.json()).toMatchObject({ resolution: null, note: 'Absender angerufen' });
    const onDebit = await operator.post(`/api/admin/bank/exceptions/${debit}/note`, {
      note: 'Kontoführung Nov.',
    });
    expect(await onDebit.json()).toMatchObject({ resolution: 'noted' });
    const open = (await (await operator.get('/api/admin/bank/exceptions')).json()) as {
      id: number;
      note: string | null;
    }[];
    expect(open.find((e) => e.id === credit)?.note).toBe('Absender angerufen');
    expect(open.some((e) => e.id === debit)).toBe(false);
    expect(
      (await operator.post(`/api/admin/bank/exceptions/${debit}/note`, { note: 'noch mal' })).status,
    ).toBe(409);
    const empty = await operator.post(
      `/api/admin/bank/exceptions/${credit}/note`,
      { note: ' ' },
      { 'accept-language': 'en' },
    );
    expect(empty.status).toBe(400);
    expect((await empty.json()).message).toBe(messageText('en', 'bank.noteEmpty'));
    const notes = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'bank.exceptionNote'));
    expect(notes.length).toBeGreaterThanOrEqual(2);
    await expectSoundLedger(t.database.db);
  });
});
