/**
 * Payouts (issue 34, decision 0067): a release fixes the schedules and stores its due dates (the sums of
 * the schedules); a statement paying a due date's reference distributes it into the wallets exactly once
 * (imported twice, or on two app instances at once); less than the total pays nothing, more leaves the
 * surplus in the issuer's repayments; the ledger is checked after each scenario.
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { type InvestmentSchedule, messageText } from '@wurzelwerk/shared';
import { expectSoundLedger, operatorOn, postStatement, statementPaying } from '../../../test/fixtures/bank';
import {
  dueDatesOf,
  importCredits,
  instalmentsOf,
  releasedProject,
  walletOf,
} from '../../../test/fixtures/payouts';
import { appOptions, testApp } from '../../../test/harness';
import { createApp } from '../../app';
import { DEMO_ESCROW_ACCOUNT } from '../../banking/escrow';
import { berlinToday } from '../../calendar';
import { openDatabase } from '../../db/client';
import { balanceOf } from '../../ledger';
import { nextStatement } from '../bank/demo';
import { repaymentsOf } from './distribute';

const t = testApp({ seed: true });
const extraHandles: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const handle of extraHandles) await handle.close();
});
const db = () => t.database.db;
const totalOf = (due: { interestCents: number; principalCents: number }) =>
  due.interestCents + due.principalCents;

describe('payouts', () => {
  test('a release fixes the schedules from its date; its due dates are the sums of the schedules', async () => {
    const operator = await operatorOn(t.app, db());
    const made = await releasedProject(t.app, db(), operator, 2, ['750.00', '1234.56']);
    const dues = await dueDatesOf(db(), 2);
    expect(dues.map((d) => d.number)).toEqual([1, 2, 3, 4]);
    const schedules: InvestmentSchedule[] = [];
    for (const m of made) {
      const reply = await m.investor.get(`/api/investments/${m.id}/schedule`);
      expect(reply.status).toBe(200);
      const schedule = (await reply.json()) as InvestmentSchedule;
      expect(schedule).toMatchObject({ state: 'fixed', startDate: berlinToday() });
      schedules.push(schedule);
    }
    for (const due of dues) {
      const rows = schedules.map((s) => s.rows.find((r) => r.number === due.number));
      expect(due.dueDate).toBe(rows[0]?.dueDate as string);
      expect(due.interestCents).toBe(rows.reduce((sum, r) => sum + (r?.interestCents ?? 0), 0));
      expect(due.principalCents).toBe(rows.reduce((sum, r) => sum + (r?.principalCents ?? 0), 0));
      expect(due.state).toBe('open');
      expect(due.reference).toMatch(/^RF[0-9]{2}P[0-9A-F]{20}$/);
    }
    expect(dues.reduce((sum, d) => sum + d.principalCents, 0)).toBe(75_000 + 123_456);
    await expectSoundLedger(db());
  });

  test('a statement paying a due date distributes it once; a repeat, less and more', async () => {
    const operator = await operatorOn(t.app, db());
    const made = await releasedProject(t.app, db(), operator, 3, ['500.00', '733.33', '2000.00']);
    const [first, second, third] = await dueDatesOf(db(), 3);
    if (!first || !second || !third) throw new Error('four due dates');
    const issuer = repaymentsOf(first.issuerId);
    const before = await Promise.all(made.map((m) => walletOf(db(), m.investor.userId)));

    const paying = await importCredits(t.app, db(), operator, [
      { reference: first.reference, amountCents: totalOf(first) },
    ]);
    expect(paying.result.items.map((i) => i.outcome)).toEqual(['repayment']);
    const instalments = await instalmentsOf(db(), first.id);
    const after = await Promise.all(made.map((m) => walletOf(db(), m.investor.userId)));
    made.forEach((m, i) => {
      const own = instalments.find((row) => row.investmentId === m.id);
      expect((after[i] ?? 0) - (before[i] ?? 0)).toBe((own?.interestCents ?? 0) + (own?.principalCents ?? 0));
    });
    // The sum of the wallet credits is the due date's total; nothing stays with the issuer.
    expect(after.reduce((s, v) => s + v, 0) - before.reduce((s, v) => s + v, 0)).toBe(totalOf(first));
    expect(await balanceOf(db(), issuer)).toBe(0);
    expect((await dueDatesOf(db(), 3))[0]).toMatchObject({ state: 'paid' });
    await expectSoundLedger(db());
    // The investor's portfolio reads the payouts: the first date paid, the second open, paid to date = the credit.
    const portfolio = await (await made[0]?.investor.get('/api/portfolio'))?.json();
    const own = portfolio.investments.find((i: { id: string }) => i.id === made[0]?.id);
    expect(own.schedule.rows.slice(0, 2).map((r: { paid: boolean }) => r.paid)).toEqual([true, false]);
    expect(own.paidToDateCents).toBe((after[0] ?? 0) - (before[0] ?? 0));

    // The same file again: a duplicate, nothing paid twice.
    const again = await postStatement(t.app, operator, paying.xml);
    expect((await again.json()).items.map((i: { outcome: string }) => i.outcome)).toEqual(['duplicate']);
    expect(await Promise.all(made.map((m) => walletOf(db(), m.investor.userId)))).toEqual(after);

    // A cent less: nothing paid, the money waits with the issuer; the missing cent completes it.
    await importCredits(t.app, db(), operator, [
      { reference: second.reference, amountCents: totalOf(second) - 1 },
    ]);
    expect(await Promise.all(made.map((m) => walletOf(db(), m.investor.userId)))).toEqual(after);
    expect(await balanceOf(db(), issuer)).toBe(totalOf(second) - 1);
    expect((await dueDatesOf(db(), 3))[1]).toMatchObject({ state: 'open' });
    await expectSoundLedger(db());
    await importCredits(t.app, db(), operator, [{ reference: second.reference, amountCents: 1 }]);
    expect((await dueDatesOf(db(), 3))[1]).toMatchObject({ state: 'paid' });
    expect(await balanceOf(db(), issuer)).toBe(0);

    // More: paid, the surplus stays in the issuer's repayments.
    await importCredits(t.app, db(), operator, [
      { reference: third.reference, amountCents: totalOf(third) + 500 },
    ]);
    expect((await dueDatesOf(db(), 3))[2]).toMatchObject({ state: 'paid' });
    expect(await balanceOf(db(), issuer)).toBe(500);
    const paidTotal = totalOf(first) + totalOf(second) + totalOf(third);
    const final = await Promise.all(made.map((m) => walletOf(db(), m.investor.userId)));
    expect(final.reduce((s, v) => s + v, 0) - before.reduce((s, v) => s + v, 0)).toBe(paidTotal);
    await expectSoundLedger(db());
  });

  test('one statement imported on two app instances at once pays the due date once', async () => {
    const url = t.database.url;
    const second = url ? await openDatabase({ url }) : t.database;
    if (second !== t.database) extraHandles.push(second);
    const other = createApp(appOptions(second));
    const operator = await operatorOn(t.app, db());
    const made = await releasedProject(t.app, db(), operator, 4, ['900.00', '500.01']);
    const [first] = await dueDatesOf(db(), 4);
    if (!first) throw new Error('a due date');
    const before = await Promise.all(made.map((m) => walletOf(db(), m.investor.userId)));
    const xml = statementPaying(
      [{ reference: first.reference, amountCents: totalOf(first) }],
      await nextStatement(db(), DEMO_ESCROW_ACCOUNT.iban, new Date()),
    );
    const replies = await Promise.all(
      [t.app, other, t.app, other].map((app) => postStatement(app, operator, xml)),
    );
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const outcomes = (await Promise.all(replies.map((r) => r.json()))).flatMap((r) =>
      r.items.map((i: { outcome: string }) => i.outcome),
    );
    expect(outcomes.sort()).toEqual(['duplicate', 'duplicate', 'duplicate', 'repayment']);
    const after = await Promise.all(made.map((m) => walletOf(db(), m.investor.userId)));
    expect(after.reduce((s, v) => s + v, 0) - before.reduce((s, v) => s + v, 0)).toBe(totalOf(first));
    await expectSoundLedger(db());
  });

  test('operators: the due dates, a payment recorded by hand, a default stops interest', async () => {
    const operator = await operatorOn(t.app, db());
    const made = await releasedProject(t.app, db(), operator, 5, ['600.00', '800.00']);
    expect((await made[0]?.investor.get('/api/admin/payouts'))?.status).toBe(403);
    const [first, second, third, fourth] = await dueDatesOf(db(), 5);
    if (!first || !second || !third || !fourth) throw new Error('four due dates');

    // The first due date paid with the second's total on top: the surplus waits with the issuer.
    await importCredits(t.app, db(), operator, [
      { reference: first.reference, amountCents: totalOf(first) + totalOf(second) },
    ]);
    const listed = (await (await operator.get('/api/admin/payouts')).json()) as {
      id: string;
      state: string;
      totalCents: number;
      issuerHeldCents: number;
    }[];
    expect(listed.find((d) => d.id === first.id)).toMatchObject({
      state: 'paid',
      totalCents: totalOf(first),
    });
    expect(listed.find((d) => d.id === second.id)).toMatchObject({
      state: 'open',
      issuerHeldCents: totalOf(second),
      investmentCount: 2,
      projectDefault: null,
    });

    // Recorded by hand: distributed from what the issuer's repayments hold; twice is 409, uncovered 409.
    const recorded = await operator.post(`/api/admin/payouts/${second.id}/record`);
    expect(recorded.status).toBe(200);
    expect(await recorded.json()).toMatchObject({ state: 'paid', issuerHeldCents: 0 });
    const twice = await operator.post(`/api/admin/payouts/${second.id}/record`);
    expect(twice.status).toBe(409);
    expect((await twice.json()).message).toBe(messageText('de', 'payout.alreadyPaid'));
    const uncovered = await operator.post(`/api/admin/payouts/${third.id}/record`);
    expect(uncovered.status).toBe(409);
    expect((await uncovered.json()).message).toBe(messageText('de', 'payout.notCovered'));
    expect((await operator.post('/api/admin/payouts/nope/record')).status).toBe(404);
    await expectSoundLedger(db());

    // A default needs a reason; it stops the interest of the open due dates, once.
    const empty = await operator.post('/api/admin/projects/5/default', { reason: ' ' });
    expect(empty.status).toBe(400);
    // The console names the field (decision 0080).
    expect((await empty.json()).message).toBe(`Grund: ${messageText('de', 'payout.reasonEmpty')}`);
    const declared = await operator.post('/api/admin/projects/5/default', { reason: 'Insolvenz' });
    expect(declared.status).toBe(200);
    expect(await declared.json()).toMatchObject({ assetTypeId: 5, dueDatesChanged: 2 });
    expect((await operator.post('/api/admin/projects/5/default', { reason: 'again' })).status).toBe(409);
    // The console's list names the default on each of the project's due dates.
    const relisted = (await (await operator.get('/api/admin/payouts')).json()) as {
      assetTypeId: number;
      projectDefault: { reason: string; declaredAt: string } | null;
    }[];
    const own = relisted.filter((d) => d.assetTypeId === 5);
    expect(own).toHaveLength(4);
    for (const due of own) expect(due.projectDefault?.reason).toBe('Insolvenz');
    expect(relisted.filter((d) => d.assetTypeId !== 5 && d.projectDefault !== null)).toEqual([]);
    const after = await dueDatesOf(db(), 5);
    expect(after.map((d) => d.interestCents)).toEqual([first.interestCents, second.interestCents, 0, 0]);
    for (const due of after.slice(2))
      for (const row of await instalmentsOf(db(), due.id)) expect(row.interestCents).toBe(0);
    expect(after.reduce((sum, d) => sum + d.principalCents, 0)).toBe(60_000 + 80_000);
  });
});
