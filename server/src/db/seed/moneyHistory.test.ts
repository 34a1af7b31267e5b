/**
 * The demo account's money history (moneyHistory.ts, issue 34): right after seeding, the demo account has
 * each state of an investment's life, a wallet with payouts, a refund and withdrawals, and last year's
 * statement — and the books balance (the platform's ledger check, as `bun run ledger:check` runs it).
 */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { addMonths } from '@wurzelwerk/shared';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { createTestDatabase, type TestDatabase } from '../../../test/harness';
import { berlinToday, berlinYear } from '../../calendar';
import { checkPlatformLedger } from '../../domains/bank/check';
import { paymentStatusOf, projectPaymentsOf } from '../../domains/payouts/status';
import { yearlyStatementData } from '../../domains/statements/data';
import { availableYears } from '../../domains/statements/service';
import { balanceOf } from '../../ledger';
import { investments, ledgerTransfers, payoutDueDates, statementNotices, withdrawals } from '../schema';
import { DEMO_USER, seed } from './index';
import { DEMO_INVESTMENT_COUNT, daysBefore, monthsBefore, RELEASED_INVESTMENTS } from './moneyHistory';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seed(database.db);
});
afterAll(() => database.close());

const demoInvestments = () =>
  database.db.select().from(investments).where(eq(investments.userId, DEMO_USER.id));

test('right after seeding the ledger check passes', async () => {
  expect(await checkPlatformLedger(database.db)).toEqual([]);
});

test('the demo investments: awaiting payment, paid, withdrawn with a refund; repaid, on track with payouts, late', async () => {
  const { db } = database;
  const rows = await demoInvestments();
  expect(rows).toHaveLength(DEMO_INVESTMENT_COUNT);
  const byStatus = (status: string) => rows.filter((row) => row.status === status);
  expect(byStatus('awaiting_payment').length).toBeGreaterThanOrEqual(2);
  expect(byStatus('withdrawn')).toHaveLength(1);
  // Every other one was paid through the statement import: a reference and a payment transfer each.
  expect(byStatus('paid').length).toBe(rows.length - 3);
  for (const row of byStatus('paid')) expect(row.paymentReference).not.toBeNull();

  const statuses = await paymentStatusOf(
    db,
    rows.map((row) => row.id),
  );
  expect([...statuses.values()].sort()).toEqual(['late', 'onTrack', 'repaid']);
  const onTrack = [...statuses].find(([, status]) => status === 'onTrack')?.[0] ?? '';
  const payouts = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.kind, 'payout'), sql`${ledgerTransfers.causeId} like ${`${onTrack}:%`}`));
  expect(payouts[0]?.n).toBeGreaterThan(0);

  // The late due date was marked by the late job; every due date paid was paid on its day.
  const dueDates = await db.select().from(payoutDueDates);
  expect(dueDates.filter((row) => row.state === 'late')).toHaveLength(1);
  const late = dueDates.find((row) => row.state === 'late');
  expect((late?.dueDate ?? '') < berlinToday()).toBe(true);
  for (const row of dueDates.filter((d) => d.state === 'paid'))
    expect(berlinToday(row.paidAt ?? new Date(0))).toBe(row.dueDate);
  for (const assetTypeId of new Set(dueDates.filter((d) => d.state === 'paid').map((d) => d.assetTypeId))) {
    const { paymentsOnTime: figure } = await projectPaymentsOf(db, assetTypeId);
    expect(figure?.onTime).toBe(figure?.due ?? -1);
  }
});

test('the wallet: payouts and a refund in, one withdrawal sent and one requested, the balance what remains', async () => {
  const { db } = database;
  const kinds = await db
    .select({ kind: ledgerTransfers.kind, n: sql<number>`count(*)::int` })
    .from(ledgerTransfers)
    .where(
      sql`${ledgerTransfers.id} in (select transfer_id from ledger_entries e join ledger_accounts a on a.id = e.account_id where a.code = ${`wallet:${DEMO_USER.id}`})`,
    )
    .groupBy(ledgerTransfers.kind);
  const count = new Map(kinds.map((row) => [row.kind, row.n]));
  expect(count.get('payout')).toBeGreaterThan(4);
  expect(count.get('refund')).toBe(1);
  expect(count.get('withdrawal')).toBe(2);

  const states = (await db.select().from(withdrawals).where(eq(withdrawals.userId, DEMO_USER.id)))
    .map((row) => row.state)
    .sort();
  expect(states).toEqual(['booked', 'requested']);
  expect(await balanceOf(db, { kind: 'wallet', owner: DEMO_USER.id })).toBeGreaterThan(0);
});

test("last year's statement: listed, with interest and principal, and announced once", async () => {
  const { db } = database;
  const lastYear = berlinYear(new Date()) - 1;
  expect(await availableYears(db, DEMO_USER.id)).toContain(lastYear);
  const data = await yearlyStatementData(db, DEMO_USER.id, lastYear);
  expect(data.totals.interest).toBeGreaterThan(0);
  expect(data.totals.principal).toBeGreaterThan(0);
  const notices = await db.select().from(statementNotices).where(eq(statementNotices.userId, DEMO_USER.id));
  expect(notices.map((row) => row.year)).toEqual([lastYear]);
});

test('seeding again adds nothing to the books, and they still balance', async () => {
  const { db } = database;
  const transfers = async () => (await db.select({ id: ledgerTransfers.id }).from(ledgerTransfers)).length;
  const before = await transfers();
  await seed(db);
  expect(await transfers()).toBe(before);
  expect(await demoInvestments()).toHaveLength(DEMO_INVESTMENT_COUNT);
  expect(await checkPlatformLedger(db)).toEqual([]);
});

test('in any year: the repaid project’s first due date falls in last year, the late one’s due date just passed', () => {
  const repaid = RELEASED_INVESTMENTS[0];
  const late = RELEASED_INVESTMENTS.find((r) => !r.issuerPays);
  if (!late) throw new Error('no late project in the history');
  fc.assert(
    fc.property(
      fc.date({ min: new Date('2020-01-01'), max: new Date('2040-12-31'), noInvalidDate: true }),
      (now) => {
        const first = addMonths(berlinToday(monthsBefore(now, repaid.months, repaid.days)), 3);
        expect(Number(first.slice(0, 4))).toBe(berlinYear(now) - 1);
        // The sample projects are paid quarterly: the first due date is 3 months after the release.
        const due = addMonths(berlinToday(monthsBefore(now, late.months, late.days)), 3);
        expect(due < berlinToday(now)).toBe(true);
        expect(due >= berlinToday(daysBefore(now, 10))).toBe(true);
      },
    ),
  );
});
