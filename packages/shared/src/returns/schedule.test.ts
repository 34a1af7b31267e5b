/** Repayment schedules by hand-computed examples and refusals (decision 0060); the properties are in schedule.properties.test.ts. */
import { describe, expect, test } from 'bun:test';
import { sampleAssetTypes } from '../sample/assetTypes';
import {
  percentToBasisPoints,
  repaymentSchedule,
  ScheduleError,
  type ScheduleInput,
  type ScheduleRow,
  scheduleTotals,
  termsFitFrequency,
} from './schedule';

const base: ScheduleInput = {
  principalCents: 100_000,
  annualRateBasisPoints: 500,
  termMonths: 12,
  repayment: 'bullet',
  frequency: 'yearly',
  startDate: '2026-03-15',
};
const instalment = (row: ScheduleRow) => row.interestCents + row.principalCents;

describe('repayment schedules: hand-computed examples', () => {
  test('1,000.00 € at 5 % for 12 months, bullet, yearly: 50.00 € interest and 1,000.00 € on one date', () => {
    expect(repaymentSchedule(base)).toEqual([
      { number: 1, dueDate: '2027-03-15', interestCents: 5_000, principalCents: 100_000, remainingCents: 0 },
    ]);
  });

  test('1,000.00 € at 5 % for 12 months, bullet, quarterly: 12.50 € each quarter, the principal at the end', () => {
    const rows = repaymentSchedule({ ...base, frequency: 'quarterly' });
    expect(rows.map((row) => row.dueDate)).toEqual(['2026-06-15', '2026-09-15', '2026-12-15', '2027-03-15']);
    expect(rows.map((row) => row.interestCents)).toEqual([1_250, 1_250, 1_250, 1_250]);
    expect(rows.map((row) => row.principalCents)).toEqual([0, 0, 0, 100_000]);
  });

  test('500.00 € at 7.5 % monthly: 3.125 € a month is rounded half up to 3.13 € (30/360: every month alike)', () => {
    const rows = repaymentSchedule({
      ...base,
      principalCents: 50_000,
      annualRateBasisPoints: 750,
      termMonths: 24,
      frequency: 'monthly',
    });
    expect(rows).toHaveLength(24);
    expect(new Set(rows.map((row) => row.interestCents))).toEqual(new Set([313]));
    expect(scheduleTotals(rows)).toEqual({ interestCents: 24 * 313, principalCents: 50_000 });
  });

  test('10,000.00 € at 6 % for 24 months, annuity, monthly: instalments of 443.21 €, the last 443.11 €', () => {
    // r = 0.5 % a month; A = 10,000 × 0.005 / (1 − 1.005^−24) = 443.2061 → 443.21 €.
    // Month 1: interest 10,000 × 0.005 = 50.00 €, principal 443.21 − 50.00 = 393.21 €, 9,606.79 € remain;
    // month 2: interest 9,606.79 × 0.005 = 48.03395 → 48.03 €, principal 395.18 €.
    const rows = repaymentSchedule({
      ...base,
      principalCents: 1_000_000,
      annualRateBasisPoints: 600,
      termMonths: 24,
      repayment: 'annuity',
      frequency: 'monthly',
      startDate: '2026-01-31',
    });
    expect(rows[0]).toEqual({
      number: 1,
      dueDate: '2026-02-28',
      interestCents: 5_000,
      principalCents: 39_321,
      remainingCents: 960_679,
    });
    expect(rows[1]).toEqual({
      number: 2,
      dueDate: '2026-03-31',
      interestCents: 4_803,
      principalCents: 39_518,
      remainingCents: 921_161,
    });
    expect(rows.slice(0, 23).every((row) => instalment(row) === 44_321)).toBe(true);
    // The last one repays what remains: 440.91 € + 0.5 % interest (2.20 €); the rounding up of the
    // instalment by 0.39 ct a month (24 months, with interest) is what it gives back.
    expect(rows[23]).toEqual({
      number: 24,
      dueDate: '2028-01-31',
      interestCents: 220,
      principalCents: 44_091,
      remainingCents: 0,
    });
    expect(scheduleTotals(rows)).toEqual({
      interestCents: 23 * 44_321 + 44_311 - 1_000_000,
      principalCents: 1_000_000,
    });
  });

  test('an annuity at 0 %: the principal in equal parts, the last one absorbing the rest', () => {
    const rows = repaymentSchedule({
      ...base,
      principalCents: 1_000,
      annualRateBasisPoints: 0,
      termMonths: 3,
      repayment: 'annuity',
      frequency: 'monthly',
    });
    expect(rows.map((row) => [row.interestCents, row.principalCents, row.remainingCents])).toEqual([
      [0, 333, 667],
      [0, 333, 334],
      [0, 334, 0],
    ]);
  });

  test('a monthly schedule from the 31st keeps the end of the month and never drifts', () => {
    const rows = repaymentSchedule({ ...base, termMonths: 4, frequency: 'monthly', startDate: '2024-01-31' });
    expect(rows.map((row) => row.dueDate)).toEqual(['2024-02-29', '2024-03-31', '2024-04-30', '2024-05-31']);
  });
});

describe('repayment schedules: input it cannot use', () => {
  const refused = (input: Partial<ScheduleInput>) => {
    try {
      repaymentSchedule({ ...base, ...input });
    } catch (error) {
      expect(error).toBeInstanceOf(ScheduleError);
      return (error as ScheduleError).code;
    }
    return 'accepted';
  };

  test('a term that is not whole periods, and out-of-range amounts, rates, terms and dates', () => {
    expect(refused({ termMonths: 18 })).toBe('termNotWholePeriods');
    expect(refused({ termMonths: 13, frequency: 'quarterly' })).toBe('termNotWholePeriods');
    expect(refused({ principalCents: 0 })).toBe('principal');
    expect(refused({ principalCents: 12.5 })).toBe('principal');
    expect(refused({ annualRateBasisPoints: -1 })).toBe('rate');
    expect(refused({ annualRateBasisPoints: 10_001 })).toBe('rate');
    expect(refused({ termMonths: 0 })).toBe('term');
    expect(refused({ termMonths: 612 })).toBe('term');
    expect(refused({ startDate: '2026-02-30' })).toBe('startDate');
    expect(refused({ termMonths: 600, frequency: 'monthly' })).toBe('accepted');
  });

  test('terms fit a frequency when the term is whole periods', () => {
    expect(termsFitFrequency(12, 'yearly')).toBe(true);
    expect(termsFitFrequency(18, 'yearly')).toBe(false);
    expect(termsFitFrequency(18, 'quarterly')).toBe(true);
    expect(termsFitFrequency(7, 'monthly')).toBe(true);
  });

  test('every sample offer has a schedule: its term is whole periods, its interest exact in basis points', () => {
    for (const sample of sampleAssetTypes) {
      expect(termsFitFrequency(sample.termMonths, sample.paymentFrequency)).toBe(true);
      expect(percentToBasisPoints(sample.expectedReturn)).not.toBeNull();
    }
  });

  test('the interest in percent becomes basis points exactly', () => {
    expect(percentToBasisPoints('7.5')).toBe(750);
    expect(percentToBasisPoints('7.50')).toBe(750);
    expect(percentToBasisPoints('0.07')).toBe(7);
    expect(percentToBasisPoints('100')).toBe(10_000);
    for (const bad of ['7.505', '-1', '', '7,5', '1e2']) expect(percentToBasisPoints(bad)).toBeNull();
  });
});
