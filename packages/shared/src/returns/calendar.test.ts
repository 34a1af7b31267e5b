import { describe, expect, test } from 'bun:test';
import fc from 'fast-check';
import { cashFlowCalendar } from './calendar';
import { repaymentSchedule, type ScheduleRow } from './schedule';

const row = (dueDate: string, interestCents: number, principalCents: number): ScheduleRow => ({
  number: 1,
  dueDate,
  interestCents,
  principalCents,
  remainingCents: 0,
});

describe('cash-flow calendar', () => {
  test('every month listed, amounts of several schedules added per month, what fell due before left out', () => {
    const calendar = cashFlowCalendar(
      [
        [row('2026-11-20', 100, 0), row('2026-12-01', 200, 0), row('2027-02-28', 300, 5_000)],
        [row('2026-12-31', 10, 20), row('2027-03-01', 999, 999)],
      ],
      '2026-11-29',
      3,
    );
    expect(calendar).toEqual([
      { month: '2026-11', interestCents: 0, principalCents: 0 },
      { month: '2026-12', interestCents: 210, principalCents: 20 },
      { month: '2027-01', interestCents: 0, principalCents: 0 },
    ]);
    expect(cashFlowCalendar([], '2026-01-31', 2).map((month) => month.month)).toEqual(['2026-01', '2026-02']);
  });

  test('over the whole term, the calendar holds every cent of the schedules', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            principalCents: fc.integer({ min: 50_000, max: 10_000_000 }),
            annualRateBasisPoints: fc.integer({ min: 0, max: 2_000 }),
            termMonths: fc.constantFrom(12, 24, 36),
            repayment: fc.constantFrom('bullet' as const, 'annuity' as const),
            frequency: fc.constantFrom('yearly' as const, 'quarterly' as const, 'monthly' as const),
            startDate: fc.constantFrom('2026-01-31', '2026-02-15', '2026-11-29', '2027-06-30'),
          }),
          { maxLength: 5 },
        ),
        (inputs) => {
          const schedules = inputs.map(repaymentSchedule);
          const calendar = cashFlowCalendar(schedules, '2026-01-01', 12 * 5);
          const sum = (rows: readonly { interestCents: number; principalCents: number }[]) =>
            rows.reduce((total, r) => total + r.interestCents + r.principalCents, 0);
          expect(sum(calendar)).toBe(schedules.reduce((total, rows) => total + sum(rows), 0));
          expect(calendar).toHaveLength(60);
        },
      ),
      { numRuns: 100 },
    );
  });
});
