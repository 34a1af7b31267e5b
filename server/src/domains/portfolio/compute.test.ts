/** The portfolio's figures from rows (issue 34, decision 0068), checked by hand. */
import { describe, expect, test } from 'bun:test';
import type { InvestmentSchedule } from '@wurzelwerk/shared';
import { buildPortfolio, type PortfolioRow, payoutTarget } from './compute';

/** 1,000.00 € at 10 % a year, bullet, yearly: 100.00 € interest on 2026-01-01, 1,100.00 € on 2027-01-01. */
const schedule: InvestmentSchedule = {
  investmentId: 'inv-1',
  state: 'fixed',
  startDate: '2025-01-01',
  termMonths: 24,
  interestPercent: '10',
  repaymentType: 'bullet',
  paymentFrequency: 'yearly',
  principalCents: 100_000,
  totalInterestCents: 20_000,
  expectedReturn: 0.1,
  rows: [
    { number: 1, dueDate: '2026-01-01', interestCents: 10_000, principalCents: 0, remainingCents: 100_000 },
    { number: 2, dueDate: '2027-01-01', interestCents: 10_000, principalCents: 100_000, remainingCents: 0 },
  ],
};

const row: PortfolioRow = {
  id: 'inv-1',
  assetTypeId: 1,
  assetName: 'Apfelbaum',
  status: 'paid',
  amountCents: 100_000,
  createdOn: '2025-01-01',
  paidOn: '2025-01-01',
  endedOn: null,
  defaultOn: null,
  co2KgPerYear: 365,
  schedule,
};

describe('buildPortfolio', () => {
  test('one paid investment, its first date paid: totals, returns, calendar, timeline, impact', () => {
    const p = buildPortfolio(
      [row],
      [{ causeId: 'inv-1:1', cents: 10_000, postedOn: '2026-01-02' }],
      '2026-06-15',
    );
    expect(p.totals).toEqual({
      investedCents: 100_000,
      repaidCents: 0,
      interestReceivedCents: 10_000,
      outstandingCents: 100_000,
    });
    const [investment] = p.investments;
    expect(investment?.paidToDateCents).toBe(10_000);
    expect(investment?.schedule?.rows.map((r) => r.paid)).toEqual([true, false]);
    expect(investment?.nextPayment).toEqual({
      dueDate: '2027-01-01',
      interestCents: 10_000,
      principalCents: 100_000,
    });
    // -1000 on 2025-01-01, +100 a year later, +1100 two years later (365 days each): exactly 10 %.
    expect(p.expectedReturn).toBeCloseTo(0.1, 9);
    // +100 after 366 days, the 1000 still owed at face value after 530 days: about 6.8 %.
    expect(p.realisedReturn).toBeGreaterThan(0.06);
    expect(p.realisedReturn).toBeLessThan(0.075);
    expect(p.calendar).toHaveLength(12);
    expect(p.calendar[0]?.month).toBe('2026-06');
    expect(p.calendar.find((m) => m.month === '2027-01')).toEqual({
      month: '2027-01',
      interestCents: 10_000,
      principalCents: 100_000,
    });
    expect(p.calendar.reduce((sum, m) => sum + m.interestCents + m.principalCents, 0)).toBe(110_000);
    const january = p.timeline.find((m) => m.month === '2026-01');
    expect(january).toMatchObject({ paidCents: 10_000, expectedCents: 0, outstandingCents: 100_000 });
    expect(p.timeline.at(-1)).toMatchObject({
      month: '2027-01',
      expectedCents: 110_000,
      outstandingCents: 0,
      cumulativeCents: 120_000,
    });
    // 365 kg a year: 1 kg a day; 30 days to 2025-01-31, 530 days to today.
    expect(p.impact[0]).toEqual({ month: '2025-01', co2Kg: 30 });
    expect(p.impact.at(-1)).toEqual({ month: '2026-06', co2Kg: 530 });
  });

  test('nothing paid out: zero received, the next payment is the first date; withdrawn ones stop their impact', () => {
    const withdrawn: PortfolioRow = {
      ...row,
      id: 'inv-2',
      status: 'withdrawn',
      endedOn: '2025-01-11',
      schedule: null,
    };
    const p = buildPortfolio([row, withdrawn], [], '2025-06-01');
    expect(p.totals).toEqual({
      investedCents: 100_000,
      repaidCents: 0,
      interestReceivedCents: 0,
      outstandingCents: 100_000,
    });
    expect(p.investments[0]?.nextPayment?.dueDate).toBe('2026-01-01');
    expect(p.investments[1]).toMatchObject({ paidToDateCents: 0, schedule: null, nextPayment: null });
    // inv-1: 151 days to 2025-06-01; inv-2: the 10 days until its withdrawal.
    expect(p.impact.at(-1)).toEqual({ month: '2025-06', co2Kg: 161 });
    // Nothing received yet but the principal at face value: no gain, no loss.
    expect(p.realisedReturn).toBeCloseTo(0, 6);
  });

  test('an undated payout counts for the open dates in order', () => {
    const p = buildPortfolio(
      [row],
      [{ causeId: 'inv-1', cents: 10_000, postedOn: '2026-01-03' }],
      '2026-02-01',
    );
    expect(p.investments[0]?.schedule?.rows.map((r) => r.paid)).toEqual([true, false]);
    expect(p.investments[0]?.paidToDateCents).toBe(10_000);
  });

  test('payoutTarget reads the investment and the schedule row (ledger/transfers.ts payout)', () => {
    expect(payoutTarget('0b8f1c7e-1111-4a4a-9c9c-000000000001:12')).toEqual({
      investmentId: '0b8f1c7e-1111-4a4a-9c9c-000000000001',
      number: 12,
    });
    expect(payoutTarget('abc')).toEqual({ investmentId: 'abc', number: null });
  });
});
