/**
 * The payment life cycle (issue 33, decision 0057): instructions for the owner only, withdrawal of an
 * unpaid and a paid investment, the lapse job, and the races between paying, withdrawing and lapsing.
 */
import { describe, expect, test } from 'bun:test';
import { messageText } from '@wurzelwerk/shared';
import { and, eq, sql } from 'drizzle-orm';
import { investorClient, signedInClient } from '../../../test/domains';
import {
  expectSoundLedger,
  investAwaiting,
  operatorOn,
  payingInApp,
  postStatement,
  statementPaying,
  statusOf,
} from '../../../test/fixtures/bank';
import { decodeQrPng } from '../../../test/qr';
import { DEMO_ESCROW_ACCOUNT } from '../../banking/escrow';
import { giroCodeSvg } from '../../banking/girocode';
import { isValidReference } from '../../banking/reference';
import { investments, investmentTotals, mailOutbox, notifications } from '../../db/schema';
import { balanceOf } from '../../ledger';
import { lapseOverdue } from './lifecycle';
import { giroCodeInput, giroCodePngOf } from './payment';

const t = payingInApp();

const escrowNow = () => balanceOf(t.database.db, { kind: 'escrow' });
const overdue = (id: string) =>
  t.database.db
    .update(investments)
    .set({ paymentDueAt: sql`now() - interval '1 minute'` })
    .where(eq(investments.id, id));

describe('GET /api/investments/{id}/payment', () => {
  test('the owner gets account, amount, deadline, a valid RF reference and a GiroCode that decodes to them', async () => {
    const investor = await investorClient(t.app);
    const { id, reference } = await investAwaiting(investor, '1234.56');
    const body = await (await investor.get(`/api/investments/${id}/payment`)).json();
    expect(body).toMatchObject({
      investmentId: id,
      holder: DEMO_ESCROW_ACCOUNT.holder,
      iban: DEMO_ESCROW_ACCOUNT.iban,
      bic: null,
      amount: '1234.56',
      demo: true,
    });
    expect(isValidReference(reference)).toBe(true);
    const [row] = await t.database.db.select().from(investments).where(eq(investments.id, id));
    expect(row?.paymentReference).toBe(reference);
    const due = new Date(body.dueAt).getTime() - (row?.confirmedAt?.getTime() ?? 0);
    expect(Math.round(due / 86_400_000)).toBe(14);
    // The SVG is the GiroCode of exactly these details; its PNG form decodes back to them.
    const input = giroCodeInput(DEMO_ESCROW_ACCOUNT, '1234.56', reference);
    expect(body.giroCodeSvg).toBe(await giroCodeSvg(input));
    const lines = decodeQrPng(await giroCodePngOf(DEMO_ESCROW_ACCOUNT, '1234.56', reference))?.split('\n');
    expect(lines).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      '',
      DEMO_ESCROW_ACCOUNT.holder,
      DEMO_ESCROW_ACCOUNT.iban,
      'EUR1234.56',
      '',
      reference,
    ]);
    // References are unique per investment.
    const other = await investAwaiting(investor, '500.00');
    expect(other.reference).not.toBe(reference);
  });

  test('another user’s or an unknown id → 404; signed out → 401; over tRPC the same', async () => {
    const owner = await investorClient(t.app);
    const { id } = await investAwaiting(owner);
    const stranger = await signedInClient(t.app);
    const refused = await stranger.get(`/api/investments/${id}/payment`);
    expect(refused.status).toBe(404);
    expect((await refused.json()).message).toBe(messageText('de', 'investment.notFound'));
    expect((await stranger.get('/api/investments/nope/payment')).status).toBe(404);
    stranger.cookie = undefined;
    expect((await stranger.get(`/api/investments/${id}/payment`)).status).toBe(401);
    const viaTrpc = await owner.get(
      `/trpc/investments.payment?input=${encodeURIComponent(JSON.stringify({ json: { id } }))}`,
    );
    expect(viaTrpc.status).toBe(200);
  });
});

describe('withdrawal', () => {
  test('of an unpaid investment ends it: no money moves, it leaves the caps', async () => {
    const investor = await investorClient(t.app);
    const { id } = await investAwaiting(investor, '900.00');
    const totals = () =>
      t.database.db
        .select({ total: investmentTotals.totalInvestment })
        .from(investmentTotals)
        .where(and(eq(investmentTotals.userId, investor.userId), eq(investmentTotals.assetTypeId, 2)));
    expect((await totals())[0]?.total).toBe('900.00');
    const response = await investor.post(`/api/investments/${id}/withdraw`);
    expect(response.status).toBe(200);
    expect((await response.json()).status).toBe('withdrawn');
    expect((await totals())[0]?.total).toBe('0.00');
    expect(await balanceOf(t.database.db, { kind: 'wallet', owner: investor.userId })).toBe(0);
    expect((await investor.get(`/api/investments/${id}/payment`)).status).toBe(409);
  });

  test('of a paid investment credits the refund to the wallet; the ledger stays sound', async () => {
    const investor = await investorClient(t.app);
    const operator = await operatorOn(t.app, t.database.db);
    const paying = await investAwaiting(investor, '777.77');
    await postStatement(t.app, operator, statementPaying([paying], { openingCents: await escrowNow() }));
    expect(await statusOf(t.database.db, paying.id)).toBe('paid');
    expect((await investor.post(`/api/investments/${paying.id}/withdraw`)).status).toBe(200);
    expect(await balanceOf(t.database.db, { kind: 'wallet', owner: investor.userId })).toBe(77_777);
    await expectSoundLedger(t.database.db);
    // Twice: 409, no second refund.
    expect((await investor.post(`/api/investments/${paying.id}/withdraw`)).status).toBe(409);
    expect(await balanceOf(t.database.db, { kind: 'wallet', owner: investor.userId })).toBe(77_777);
  });

  test('parallel withdraw and payment: either paid-then-refunded or withdrawn-then-exception, never both lost', async () => {
    const investor = await investorClient(t.app);
    const operator = await operatorOn(t.app, t.database.db);
    const rounds = await Promise.all(Array.from({ length: 5 }, () => investAwaiting(investor, '505.00')));
    let refunded = 0;
    for (const paying of rounds) {
      const [withdrawn, imported] = await Promise.all([
        investor.post(`/api/investments/${paying.id}/withdraw`),
        postStatement(t.app, operator, statementPaying([paying], { openingCents: await escrowNow() })),
      ]);
      expect(withdrawn.status).toBe(200);
      expect(imported.status).toBe(200);
      const [item] = (await imported.json()).items;
      const wallet = await balanceOf(t.database.db, { kind: 'wallet', owner: investor.userId });
      expect(await statusOf(t.database.db, paying.id)).toBe('withdrawn');
      if (item.outcome === 'paid') refunded += 50_500;
      else expect(item).toMatchObject({ outcome: 'exception', reason: 'afterLapse' });
      expect(wallet).toBe(refunded);
      await expectSoundLedger(t.database.db);
    }
  });
});

describe('the lapse job', () => {
  test('unpaid past the deadline → lapsed once across two processes, with a mail and a notification', async () => {
    const second = await t.secondDatabase();
    const investor = await investorClient(t.app);
    const due = await Promise.all(Array.from({ length: 4 }, () => investAwaiting(investor, '520.00')));
    const notDue = await investAwaiting(investor, '530.00');
    for (const { id } of due) await overdue(id);
    const counts = await Promise.all([
      lapseOverdue(t.database.db),
      lapseOverdue(second.db),
      lapseOverdue(t.database.db),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(4);
    for (const { id } of due) expect(await statusOf(t.database.db, id)).toBe('lapsed');
    expect(await statusOf(t.database.db, notDue.id)).toBe('awaiting_payment');
    const lapsedNotices = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, investor.userId), eq(notifications.kind, 'paymentLapsed')));
    expect(lapsedNotices).toHaveLength(4);
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, investor.credentials.email), eq(mailOutbox.template, 'paymentLapsed')));
    expect(mails).toHaveLength(4);
    // A lapsed investment cannot be withdrawn or paid any more: its transfer becomes an exception.
    const [first] = due;
    if (!first) throw new Error('no investment');
    const refused = await investor.post(`/api/investments/${first.id}/withdraw`);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(messageText('de', 'investment.lapsed'));
    const operator = await operatorOn(t.app, t.database.db);
    const late = await postStatement(
      t.app,
      operator,
      statementPaying([first], { openingCents: await escrowNow() }),
    );
    expect((await late.json()).items[0]).toMatchObject({ outcome: 'exception', reason: 'afterLapse' });
    expect(await statusOf(t.database.db, first.id)).toBe('lapsed');
    await expectSoundLedger(t.database.db);
  });

  test('racing payment and lapse: exactly one of them wins', async () => {
    const investor = await investorClient(t.app);
    const operator = await operatorOn(t.app, t.database.db);
    for (let round = 0; round < 4; round++) {
      const paying = await investAwaiting(investor, '540.00');
      await overdue(paying.id);
      const [lapsed, imported] = await Promise.all([
        lapseOverdue(t.database.db),
        postStatement(t.app, operator, statementPaying([paying], { openingCents: await escrowNow() })),
      ]);
      const [item] = (await imported.json()).items;
      const status = await statusOf(t.database.db, paying.id);
      if (item.outcome === 'paid') {
        expect(status).toBe('paid');
        expect(lapsed).toBe(0);
      } else {
        expect(status).toBe('lapsed');
        expect(item.reason).toBe('afterLapse');
      }
      await expectSoundLedger(t.database.db);
    }
  });
});
