/**
 * Property (decision 0067): a release's due dates are the sums of its investments' schedules — per due
 * date the instalments add up to its totals (so the wallet credits of a distribution equal the due total),
 * and over all due dates the principal is exactly what was invested.
 */
import { describe, expect, test } from 'bun:test';
import { formatCents, MONTHS_PER_PERIOD, PAYMENT_FREQUENCIES, REPAYMENT_TYPES } from '@wurzelwerk/shared';
import fc from 'fast-check';
import { scheduleOf } from '../investments/schedule';
import { planDueDates } from './dueDates';

const terms = fc
  .record({
    frequency: fc.constantFrom(...PAYMENT_FREQUENCIES),
    periods: fc.integer({ min: 1, max: 24 }),
    basisPoints: fc.integer({ min: 0, max: 2000 }),
    repaymentType: fc.constantFrom(...REPAYMENT_TYPES),
  })
  .map((t) => ({
    termMonths: t.periods * MONTHS_PER_PERIOD[t.frequency],
    expectedReturn: (t.basisPoints / 100).toFixed(2),
    repaymentType: t.repaymentType,
    paymentFrequency: t.frequency,
  }));

const amounts = fc.array(fc.integer({ min: 50_000, max: 10_000_000 }), { minLength: 1, maxLength: 8 });
const start = fc
  .date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('due dates', () => {
  test('each due date is the sum of its instalments; the principal sums to the investments', () => {
    fc.assert(
      fc.property(terms, amounts, start, (offer, list, startDate) => {
        const investments = list.map((cents, i) => ({
          id: `i${i}`,
          userId: `u${i}`,
          totalInvestment: formatCents(cents),
        }));
        const plans = planDueDates(investments, offer, startDate);
        expect(plans.map((p) => p.number)).toEqual(plans.map((_, i) => i + 1));
        for (const plan of plans) {
          const sum = (key: 'interestCents' | 'principalCents') =>
            plan.instalments.reduce((s, i) => s + i[key], 0);
          expect(sum('interestCents')).toBe(plan.interestCents);
          expect(sum('principalCents')).toBe(plan.principalCents);
          expect(plan.instalments).toHaveLength(investments.length);
        }
        expect(plans.reduce((s, p) => s + p.principalCents, 0)).toBe(list.reduce((s, c) => s + c, 0));
        // Each instalment is its investment's own schedule row.
        const own = scheduleOf(investments[0] as (typeof investments)[0], offer, {
          date: startDate,
          fixed: true,
        });
        for (const row of own.rows) {
          const plan = plans[row.number - 1];
          expect(plan?.dueDate).toBe(row.dueDate);
          expect(plan?.instalments[0]).toMatchObject({
            interestCents: row.interestCents,
            principalCents: row.principalCents,
          });
        }
      }),
      { numRuns: 200 },
    );
  });
});
