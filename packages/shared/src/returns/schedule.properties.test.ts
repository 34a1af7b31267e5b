/** The schedule's rules over random terms and amounts (decision 0060); the examples are in schedule.test.ts. */
import { describe, expect, test } from 'bun:test';
import fc from 'fast-check';
import { PAYMENT_FREQUENCIES } from '../assetKinds';
import { addMonths } from './dates';
import {
  MONTHS_PER_PERIOD,
  repaymentSchedule,
  type ScheduleInput,
  type ScheduleRow,
  scheduleTotals,
} from './schedule';

const instalment = (row: ScheduleRow) => row.interestCents + row.principalCents;

const startDate = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2090-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
/** Random terms that fit: a frequency and a whole number of its periods up to `maxMonths`. */
const terms = (maxMonths: number) =>
  fc.constantFrom(...PAYMENT_FREQUENCIES).chain((frequency) =>
    fc
      .integer({ min: 1, max: Math.max(1, Math.floor(maxMonths / MONTHS_PER_PERIOD[frequency])) })
      .map((periods) => ({
        frequency,
        termMonths: periods * MONTHS_PER_PERIOD[frequency],
      })),
  );
const input = (principal: fc.Arbitrary<number>, rate: fc.Arbitrary<number>, maxMonths: number) =>
  fc
    .record({
      principalCents: principal,
      annualRateBasisPoints: rate,
      repayment: fc.constantFrom('bullet' as const, 'annuity' as const),
      startDate,
      terms: terms(maxMonths),
    })
    .map(({ terms: fitted, ...rest }): ScheduleInput => ({ ...rest, ...fitted }));
const anyInput = input(
  fc.integer({ min: 1, max: 1_000_000_000_000 }),
  fc.integer({ min: 0, max: 10_000 }),
  600,
);
/** What the platform offers: 500 € to 100,000 € (product §9) at up to 20 % a year for up to 10 years. */
const realistic = input(
  fc.integer({ min: 50_000, max: 10_000_000 }),
  fc.integer({ min: 0, max: 2_000 }),
  120,
);

describe('repayment schedules: properties over random terms and amounts', () => {
  test('the principal parts add up exactly to the investment; every amount is a non-negative integer', () => {
    fc.assert(
      fc.property(anyInput, (terms) => {
        const rows = repaymentSchedule(terms);
        expect(scheduleTotals(rows).principalCents).toBe(terms.principalCents);
        for (const row of rows)
          for (const amount of [row.interestCents, row.principalCents, row.remainingCents]) {
            expect(Number.isSafeInteger(amount)).toBe(true);
            expect(amount).toBeGreaterThanOrEqual(0);
          }
      }),
      { numRuns: 300 },
    );
  });

  test('the remainder falls by each principal part and reaches 0 on the last date', () => {
    fc.assert(
      fc.property(anyInput, (terms) => {
        const rows = repaymentSchedule(terms);
        let remaining = terms.principalCents;
        for (const row of rows) {
          remaining -= row.principalCents;
          expect(row.remainingCents).toBe(remaining);
        }
        expect(rows.at(-1)?.remainingCents).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  test('dates rise, are start + k periods, and the last is start + term', () => {
    fc.assert(
      fc.property(anyInput, (terms) => {
        const rows = repaymentSchedule(terms);
        const months = MONTHS_PER_PERIOD[terms.frequency];
        expect(rows).toHaveLength(terms.termMonths / months);
        rows.forEach((row, index) => {
          expect(row.number).toBe(index + 1);
          expect(row.dueDate).toBe(addMonths(terms.startDate, (index + 1) * months));
          if (index > 0) expect(row.dueDate > (rows[index - 1] as ScheduleRow).dueDate).toBe(true);
        });
        expect(rows.at(-1)?.dueDate).toBe(addMonths(terms.startDate, terms.termMonths));
      }),
      { numRuns: 200 },
    );
  });

  test('the same input gives the same schedule', () => {
    fc.assert(
      fc.property(anyInput, (terms) => {
        expect(repaymentSchedule({ ...terms })).toEqual(repaymentSchedule(terms));
      }),
      { numRuns: 100 },
    );
  });

  test('a bullet pays equal interest every period (30/360) and all principal on the last date', () => {
    fc.assert(
      fc.property(anyInput, (terms) => {
        const rows = repaymentSchedule({ ...terms, repayment: 'bullet' });
        const months = BigInt(MONTHS_PER_PERIOD[terms.frequency]);
        const exact = BigInt(terms.principalCents) * BigInt(terms.annualRateBasisPoints) * months;
        const expected = Number((exact * 2n + 120_000n) / 240_000n); // half up
        for (const row of rows) expect(row.interestCents).toBe(expected);
        expect(rows.slice(0, -1).every((row) => row.principalCents === 0)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  test('an annuity pays equal instalments; the last differs by at most the rounding carried along', () => {
    fc.assert(
      fc.property(realistic, (terms) => {
        const rows = repaymentSchedule({ ...terms, repayment: 'annuity' });
        const first = rows[0] as ScheduleRow;
        const n = rows.length;
        for (const row of rows.slice(0, -1)) expect(instalment(row)).toBe(instalment(first));
        // Each period carries at most 1 ct of rounding (instalment and interest), grown by the interest since.
        const r = (terms.annualRateBasisPoints * MONTHS_PER_PERIOD[terms.frequency]) / 120_000;
        const bound = (n - 1) * (1 + r) ** n + 2;
        if (n > 1)
          expect(Math.abs(instalment(rows[n - 1] as ScheduleRow) - instalment(first))).toBeLessThanOrEqual(
            bound,
          );
      }),
      { numRuns: 300 },
    );
  });

  test('an annuity over any amount never repays more than is owed, and pays interest on what is owed', () => {
    // Tiny amounts over long terms (1 ct over 50 years) can be repaid before the last date: an instalment
    // then repays only what is owed, the rows after it are 0 (decision 0060).
    fc.assert(
      fc.property(anyInput, (terms) => {
        const rows = repaymentSchedule({ ...terms, repayment: 'annuity' });
        let owed = BigInt(terms.principalCents);
        const months = BigInt(MONTHS_PER_PERIOD[terms.frequency]);
        const regular = instalment(rows[0] as ScheduleRow);
        for (const row of rows.slice(0, -1))
          expect(instalment(row) === regular || row.remainingCents === 0 || row.principalCents === 0).toBe(
            true,
          );
        for (const row of rows) {
          const exact = owed * BigInt(terms.annualRateBasisPoints) * months;
          expect(BigInt(row.interestCents)).toBe((exact * 2n + 120_000n) / 240_000n);
          owed -= BigInt(row.principalCents);
          expect(owed >= 0n).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});
