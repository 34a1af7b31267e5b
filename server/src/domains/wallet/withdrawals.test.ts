/**
 * Withdrawals (issue 34): requests never overdraw a wallet — 50 at once, through two app instances on one
 * database, and random amounts (fast-check) —, cancel while requested, the operator's batch into a pain.001
 * file read back, the bank's debit booking it; the ledger sound after each scenario.
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { messageText } from '@wurzelwerk/shared';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { XMLParser } from 'fast-xml-parser';
import { json, signedInClient } from '../../../test/domains';
import { expectSoundLedger, operatorOn } from '../../../test/fixtures/bank';
import {
  debitStatement,
  endHold,
  fundedInvestor,
  GERMAN_IBAN,
  importContinuing,
  setPayoutAccount,
} from '../../../test/fixtures/wallet';
import { appOptions, testApp } from '../../../test/harness';
import { createApp } from '../../app';
import { parseCamt053 } from '../../banking/camt053';
import { DEMO_ESCROW_ACCOUNT } from '../../banking/escrow';
import { openDatabase } from '../../db/client';
import { withdrawals } from '../../db/schema';
import { balanceOf } from '../../ledger';
import { bookWithdrawalDebit } from './withdrawals';

const t = testApp({ seed: true, registerMaxPerWindow: 1000 });
const extraHandles: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const handle of extraHandles) await handle.close();
});

/** An investor with `euros` in the wallet and a payout account whose hold has run out. */
async function readyInvestor(euros = '750.00') {
  const investor = await fundedInvestor(t.app, t.database.db, euros);
  expect((await setPayoutAccount(investor)).status).toBe(200);
  await endHold(t.database.db, investor.userId);
  return investor;
}

const balance = async (userId: string) => balanceOf(t.database.db, { kind: 'wallet', owner: userId });

const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => ['PmtInf', 'CdtTrfTxInf'].includes(name),
});

describe('POST /api/wallet/withdrawals', () => {
  test('50 parallel requests through two app instances: exactly as many succeed as the balance covers', async () => {
    const investor = await readyInvestor('750.00');
    const url = t.database.url;
    const second = url ? await openDatabase({ url }) : t.database;
    if (second !== t.database) extraHandles.push(second);
    const other = createApp(appOptions(second));
    const twin = Object.assign(Object.create(Object.getPrototypeOf(investor)), investor, { app: other });
    // 50 × 20 € against 750 €: 37 fit (740 €), 13 are refused.
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        (i % 2 === 0 ? investor : twin).post('/api/wallet/withdrawals', { amount: '20.00' }),
      ),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(37);
    expect(statuses.filter((s) => s === 409)).toHaveLength(13);
    const refused = replies.find((r) => r.status === 409) as Response;
    expect((await refused.json()).message).toBe(messageText('de', 'bank.insufficientFunds'));
    expect(await balance(investor.userId)).toBe(1000);
    expect((await json(await investor.get('/api/wallet'))).withdrawals).toHaveLength(37);
    await expectSoundLedger(t.database.db);
  }, 120_000);

  test('property: random parallel amounts never take the balance below zero, and it drops by what succeeded', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 40_000 }), { minLength: 1, maxLength: 12 }),
        async (amounts) => {
          const investor = await readyInvestor('500.00');
          const replies = await Promise.all(
            amounts.map((cents) =>
              investor.post('/api/wallet/withdrawals', {
                amount: `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
              }),
            ),
          );
          const granted = amounts.filter((_, i) => replies[i]?.status === 201).reduce((a, b) => a + b, 0);
          expect(replies.every((r) => r.status === 201 || r.status === 409)).toBe(true);
          expect(await balance(investor.userId)).toBe(50_000 - granted);
          expect(granted).toBeLessThanOrEqual(50_000);
        },
      ),
      { numRuns: 4 },
    );
    await expectSoundLedger(t.database.db);
  }, 300_000);

  test('no payout account → 409; a bad amount → 400 in the reader’s language; cancel while requested', async () => {
    const bare = await fundedInvestor(t.app, t.database.db, '500.00');
    const none = await bare.post('/api/wallet/withdrawals', { amount: '1.00' }, { 'accept-language': 'en' });
    expect(none.status).toBe(409);
    expect((await none.json()).message).toBe(messageText('en', 'wallet.noPayoutAccount'));
    const investor = await readyInvestor('500.00');
    for (const amount of ['0.00', '1,50', '-5', '1.234', 'zehn'])
      for (const language of ['de', 'en'] as const) {
        const response = await investor.post(
          '/api/wallet/withdrawals',
          { amount },
          { 'accept-language': language },
        );
        expect(response.status, amount).toBe(400);
        expect((await response.json()).message).toBe(messageText(language, 'wallet.amount'));
      }
    const made = await json(await investor.post('/api/wallet/withdrawals', { amount: '120.00' }));
    expect(made).toMatchObject({ state: 'requested', amountCents: 12_000, iban: GERMAN_IBAN });
    expect(await balance(investor.userId)).toBe(38_000);
    const stranger = await signedInClient(t.app);
    expect((await stranger.post(`/api/wallet/withdrawals/${made.id}/cancel`)).status).toBe(404);
    const cancelled = await json(await investor.post(`/api/wallet/withdrawals/${made.id}/cancel`));
    expect(cancelled.state).toBe('cancelled');
    expect(await balance(investor.userId)).toBe(50_000);
    const again = await investor.post(`/api/wallet/withdrawals/${made.id}/cancel`);
    expect(again.status).toBe(409);
    const kinds = (await json(await investor.get('/api/wallet/transactions'))).items.map(
      (i: { kind: string }) => i.kind,
    );
    expect(kinds).toEqual(['withdrawal_cancelled', 'withdrawal', 'refund']);
    await expectSoundLedger(t.database.db);
  });
});

describe('the operator’s batch and the bank’s debit', () => {
  test('a payout account outside the EEA: its BIC goes into the file as the creditor’s bank', async () => {
    const investor = await fundedInvestor(t.app, t.database.db, '500.00');
    const swiss = { iban: 'CH9300762011623852957', bic: 'UBSWCHZH80A', holder: 'Lea Gerber' };
    expect((await setPayoutAccount(investor, swiss)).status).toBe(200);
    await endHold(t.database.db, investor.userId);
    const withdrawal = await json(await investor.post('/api/wallet/withdrawals', { amount: '80.00' }));
    const operator = await operatorOn(t.app, t.database.db);
    const batch = await json(await operator.post('/api/admin/withdrawals/batches', { ids: [withdrawal.id] }));
    const file = await operator.get(`/api/admin/withdrawals/batches/${batch.id}/file`);
    const [transfer] = parser.parse(await file.text()).Document.CstmrCdtTrfInitn.PmtInf[0].CdtTrfTxInf;
    expect(transfer).toMatchObject({
      CdtrAgt: { FinInstnId: { BICFI: 'UBSWCHZH80A' } },
      Cdtr: { Nm: 'Lea Gerber' },
      CdtrAcct: { Id: { IBAN: 'CH9300762011623852957' } },
    });
    await expectSoundLedger(t.database.db);
  });

  test('approve → one pain.001 (NbOfTxs, CtrlSum, IBANs, EndToEndIds) → ordered; the debit books each once', async () => {
    const a = await readyInvestor('750.00');
    const b = await readyInvestor('500.00');
    const operator = await operatorOn(t.app, t.database.db);
    expect((await a.get('/api/admin/withdrawals')).status).toBe(403);
    const wa = await json(await a.post('/api/wallet/withdrawals', { amount: '100.25' }));
    const wb = await json(await b.post('/api/wallet/withdrawals', { amount: '499.99' }));
    const wc = await json(await b.post('/api/wallet/withdrawals', { amount: '0.01' }));
    expect((await b.post(`/api/wallet/withdrawals/${wc.id}/cancel`)).status).toBe(200);

    const requested = await json(await operator.get('/api/admin/withdrawals?state=requested'));
    const ids = requested.map((w: { id: string }) => w.id);
    expect(ids).toEqual(expect.arrayContaining([wa.id, wb.id]));
    expect(ids).not.toContain(wc.id);

    const approved = await operator.post('/api/admin/withdrawals/batches', { ids: [wa.id, wb.id, wc.id] });
    expect(approved.status).toBe(201);
    const batch = await approved.json();
    expect(batch).toMatchObject({ count: 2, sumCents: 60_024 });
    const again = await operator.post('/api/admin/withdrawals/batches', { ids: [wa.id, wb.id] });
    expect(again.status).toBe(409);

    const file = await operator.get(`/api/admin/withdrawals/batches/${batch.id}/file`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toStartWith('application/xml');
    const doc = parser.parse(await file.text()).Document.CstmrCdtTrfInitn;
    expect(doc.GrpHdr).toMatchObject({ MsgId: batch.messageId, NbOfTxs: '2', CtrlSum: '600.24' });
    const group = doc.PmtInf[0];
    expect(group).toMatchObject({ BtchBookg: 'false', NbOfTxs: '2', CtrlSum: '600.24' });
    expect(group.DbtrAcct.Id.IBAN).toBe(DEMO_ESCROW_ACCOUNT.iban);
    type Tx = {
      PmtId: { EndToEndId: string };
      Amt: { InstdAmt: { '#text': string } };
      CdtrAcct: { Id: { IBAN: string } };
      Cdtr: { Nm: string };
    };
    const txs = (group.CdtTrfTxInf as Tx[]).map((tx) => ({
      e2e: tx.PmtId.EndToEndId,
      amount: tx.Amt.InstdAmt['#text'],
      iban: tx.CdtrAcct.Id.IBAN,
      name: tx.Cdtr.Nm,
    }));
    const rows = await t.database.db.select().from(withdrawals).where(eq(withdrawals.batchId, batch.id));
    expect(rows.map((r) => r.state)).toEqual(['ordered', 'ordered']);
    expect(txs.map((tx) => tx.e2e).sort()).toEqual(rows.map((r) => r.endToEndId).sort());
    expect(txs.map((tx) => tx.amount).sort()).toEqual(['100.25', '499.99']);
    expect(new Set(txs.map((tx) => `${tx.iban} ${tx.name}`))).toEqual(
      new Set([`${GERMAN_IBAN} Anna Mueller`]),
    );
    expect(await balanceOf(t.database.db, { kind: 'withdrawals_pending' })).toBeGreaterThanOrEqual(0);
    await expectSoundLedger(t.database.db);
    // A cancel after the order is refused.
    expect((await a.post(`/api/wallet/withdrawals/${wa.id}/cancel`)).status).toBe(409);

    // The bank executes the file: a statement with one debit per transfer, imported as issue 33 does.
    const debits = rows.map((r) => ({
      endToEndId: r.endToEndId,
      amountCents: Number(r.amountCents),
      iban: r.iban,
    }));
    let xml = '';
    const imported = await importContinuing(t.database.db, (opening, id) => {
      xml = debitStatement(debits, opening, id);
      return xml;
    });
    // The import books them (debits of ordered transfers, no exceptions); booking again does nothing.
    expect(imported.items.map((item) => item.outcome)).toEqual(['debit', 'debit']);
    const items = parseCamt053(xml).statements.flatMap((s) => s.items);
    for (const item of items) expect(await bookWithdrawalDebit(t.database.db, item)).toBe(false);
    const booked = await json(await a.get('/api/wallet'));
    expect(booked.withdrawals.find((w: { id: string }) => w.id === wa.id).state).toBe('booked');
    await expectSoundLedger(t.database.db);

    const batches = await json(await operator.get('/api/admin/withdrawals/batches'));
    expect(batches[0]).toMatchObject({ id: batch.id, count: 2 });
    expect((await operator.get('/api/admin/withdrawals/batches/999999/file')).status).toBe(404);
  }, 120_000);
});
