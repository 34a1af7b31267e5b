/**
 * Payment status and the late job (issue 34, decision 0067): a released investment is on track, late once a
 * due date passed unpaid (the investors told once, by notification and mail), on track again once paid (and
 * told so, once), in
 * default when the operator declares it; the project's public "x of y payments on time".
 */
import { describe, expect, test } from 'bun:test';
import { and, eq, sql } from 'drizzle-orm';
import { expectSoundLedger, operatorOn } from '../../../test/fixtures/bank';
import { dueDatesOf, importCredits, releasedProject } from '../../../test/fixtures/payouts';
import { testApp } from '../../../test/harness';
import { mailOutbox, notifications, payoutDueDates } from '../../db/schema';
import { markLateDueDates } from './late';

const t = testApp({ seed: true });
const db = () => t.database.db;
const totalOf = (due: { interestCents: number; principalCents: number }) =>
  due.interestCents + due.principalCents;

describe('payment status', () => {
  test('on track, late (told once), paid again on track, default; x of y on time', async () => {
    const id = 6;
    const operator = await operatorOn(t.app, db());
    const made = await releasedProject(t.app, db(), operator, id, ['700.00', '650.00']);
    const [investor] = made;
    if (!investor) throw new Error('an investor');
    const statusOf = async () => {
      const list = (await (await investor.investor.get('/api/investments')).json()) as {
        id: string;
        paymentStatus?: string;
      }[];
      return list.find((row) => row.id === investor.id)?.paymentStatus;
    };
    const project = async () => await (await investor.investor.get(`/api/asset-types/${id}`)).json();
    const onTime = async () => (await project()).paymentsOnTime;
    const projectStatus = async () => (await project()).paymentStatus;
    expect(await statusOf()).toBe('onTrack');
    expect(await onTime()).toEqual({ onTime: 0, due: 0 });
    expect(await projectStatus()).toBe('onTrack');

    const [first, second] = await dueDatesOf(db(), id);
    if (!first || !second) throw new Error('due dates');
    await importCredits(t.app, db(), operator, [{ reference: first.reference, amountCents: totalOf(first) }]);
    expect(await onTime()).toEqual({ onTime: 1, due: 1 });

    // The second due date two days ago, unpaid: late, each investor told once.
    await db()
      .update(payoutDueDates)
      .set({ dueDate: sql`current_date - 2` })
      .where(eq(payoutDueDates.id, second.id));
    expect(await markLateDueDates(db())).toBe(1);
    expect(await markLateDueDates(db())).toBe(0);
    expect((await dueDatesOf(db(), id))[1]).toMatchObject({ state: 'late' });
    const expectTold = async (kind: 'payoutLate' | 'payoutLatePaid', times: number) => {
      for (const m of made) {
        const told = await db()
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, m.investor.userId), eq(notifications.kind, kind)));
        expect(told).toHaveLength(times);
        const mails = await db()
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.to, m.investor.credentials.email), eq(mailOutbox.template, kind)));
        expect(mails).toHaveLength(times);
      }
    };
    await expectTold('payoutLate', 1);
    await expectTold('payoutLatePaid', 0);
    const bell = (await (await investor.investor.get('/api/notifications')).json()) as unknown;
    expect(JSON.stringify(bell)).toContain('payoutLate');
    expect(await statusOf()).toBe('late');
    expect(await projectStatus()).toBe('late');
    expect(await onTime()).toEqual({ onTime: 1, due: 2 });

    // Paid late: on track again, still 1 of 2 on time.
    await importCredits(t.app, db(), operator, [
      { reference: second.reference, amountCents: totalOf(second) },
    ]);
    expect((await dueDatesOf(db(), id))[1]).toMatchObject({ state: 'paid' });
    // Told that it arrived, once each; a second credit for the paid due date tells no one again.
    await expectTold('payoutLatePaid', 1);
    await importCredits(t.app, db(), operator, [
      { reference: second.reference, amountCents: totalOf(second) },
    ]);
    await expectTold('payoutLatePaid', 1);
    await expectTold('payoutLate', 1);
    expect(await statusOf()).toBe('onTrack');
    expect(await projectStatus()).toBe('onTrack');
    expect(await onTime()).toEqual({ onTime: 1, due: 2 });
    await expectSoundLedger(db());

    expect(
      (await operator.post(`/api/admin/projects/${id}/default`, { reason: 'Ernteausfall' })).status,
    ).toBe(200);
    expect(await statusOf()).toBe('default');
    expect(await projectStatus()).toBe('default');
  });

  test('a project without due dates has no figure and no status; repaid once every due date is paid', async () => {
    const id = 7;
    const operator = await operatorOn(t.app, db());
    const reader = await operatorOn(t.app, db());
    const before = await (await reader.get(`/api/asset-types/${id}`)).json();
    expect([before.paymentsOnTime, before.paymentStatus]).toEqual([null, null]);
    await releasedProject(t.app, db(), operator, id, ['800.00']);
    const dues = await dueDatesOf(db(), id);
    await importCredits(
      t.app,
      db(),
      operator,
      dues.map((due) => ({ reference: due.reference, amountCents: totalOf(due) })),
    );
    const after = await (await reader.get(`/api/asset-types/${id}`)).json();
    expect(after.paymentStatus).toBe('repaid');
    expect(after.paymentsOnTime).toEqual({ onTime: dues.length, due: dues.length });
    await expectSoundLedger(db());
  });
});
