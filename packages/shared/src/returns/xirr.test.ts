import { describe, expect, test } from 'bun:test';
import fc from 'fast-check';
import { investorFlows } from './calendar';
import { addMonths } from './dates';
import { repaymentSchedule } from './schedule';
import { type DatedFlow, npv, xirr } from './xirr';

describe('XIRR: known examples', () => {
  test("the spreadsheet's documented example: 37.34 %", () => {
    const flows: DatedFlow[] = [
      { date: '2008-01-01', cents: -10_000 },
      { date: '2008-03-01', cents: 2_750 },
      { date: '2008-10-30', cents: 4_250 },
      { date: '2009-02-15', cents: 3_250 },
      { date: '2009-04-01', cents: 2_750 },
    ];
    expect(xirr(flows)).toBeCloseTo(0.373362535, 7);
    // The order of the flows does not matter.
    expect(xirr([...flows].reverse())).toBeCloseTo(0.373362535, 7);
  });

  test('1,000 € in, 1,050 € back 365 days later: 5 %; a loss: −20 %', () => {
    expect(
      xirr([
        { date: '2025-01-01', cents: -100_000 },
        { date: '2026-01-01', cents: 105_000 },
      ]),
    ).toBeCloseTo(0.05, 9);
    expect(
      xirr([
        { date: '2025-01-01', cents: -100_000 },
        { date: '2026-01-01', cents: 80_000 },
      ]),
    ).toBeCloseTo(-0.2, 9);
  });

  test('a bullet loan at 5 % paid yearly for 3 years returns about 5 % (30/360 interest, act/365 return)', () => {
    const rows = repaymentSchedule({
      principalCents: 100_000,
      annualRateBasisPoints: 500,
      termMonths: 36,
      repayment: 'bullet',
      frequency: 'yearly',
      startDate: '2025-03-01',
    });
    const rate = xirr(investorFlows(100_000, '2025-03-01', rows));
    expect(rate).not.toBeNull();
    expect(Math.abs((rate as number) - 0.05)).toBeLessThan(0.0005);
  });

  test('no return without a payment and a receipt on different days', () => {
    expect(xirr([])).toBeNull();
    expect(xirr([{ date: '2025-01-01', cents: -100 }])).toBeNull();
    expect(
      xirr([
        { date: '2025-01-01', cents: 100 },
        { date: '2026-01-01', cents: 100 },
      ]),
    ).toBeNull();
    expect(
      xirr([
        { date: '2025-01-01', cents: -100 },
        { date: '2026-01-01', cents: 0 },
      ]),
    ).toBeNull();
    expect(
      xirr([
        { date: '2025-01-01', cents: -100 },
        { date: '2025-01-01', cents: 110 },
      ]),
    ).toBeNull();
  });

  test('losses down to −99.9999 % a year have a rate; beyond the range there is none', () => {
    const rate = xirr([
      { date: '2025-01-01', cents: -100_000 },
      { date: '2026-01-01', cents: 100 },
    ]);
    expect(rate).toBeCloseTo(-0.999, 9);
    // 1 ct back of 1,000 € after a month would be −100 % to 59 places: outside the range looked at.
    expect(
      xirr([
        { date: '2025-01-01', cents: -100_000 },
        { date: '2025-02-01', cents: 1 },
      ]),
    ).toBeNull();
  });
});

const date = fc
  .integer({ min: 0, max: 365 * 30 })
  .map((days) => new Date(Date.UTC(2000, 0, 1) + days * 86_400_000).toISOString().slice(0, 10));

describe('XIRR: properties', () => {
  test('an investment followed by receipts: the NPV at the returned rate is 0 (within 1e-6 of the flows)', () => {
    let nulls = 0;
    const flows = fc
      .record({
        start: date,
        paid: fc.integer({ min: 10_000, max: 10_000_000 }),
        back: fc.array(
          fc.record({
            after: fc.integer({ min: 30, max: 3_650 }),
            cents: fc.integer({ min: 0, max: 5_000_000 }),
          }),
          {
            minLength: 1,
            maxLength: 40,
          },
        ),
      })
      // Money back, at most three times what was paid (the odd huge return can still be out of range).
      .filter(({ back, paid }) => {
        const total = back.reduce((sum, flow) => sum + flow.cents, 0);
        return total > 0 && total <= 3 * paid;
      })
      .map(({ start, paid, back }): DatedFlow[] => [
        { date: start, cents: -paid },
        ...back.map((flow) => ({
          date: new Date(Date.parse(start) + flow.after * 86_400_000).toISOString().slice(0, 10),
          cents: flow.cents,
        })),
      ]);
    fc.assert(
      fc.property(flows, (cashFlows) => {
        const rate = xirr(cashFlows);
        if (rate === null) {
          // Only when no rate in the range makes the NPV zero (e.g. 1 ct doubled in a day: 2^365 − 1).
          expect(Math.sign(npv(-0.999999, cashFlows))).toBe(Math.sign(npv(100_000, cashFlows)));
          nulls++;
          return;
        }
        const scale = cashFlows.reduce((sum, flow) => sum + Math.abs(flow.cents), 0);
        expect(Math.abs(npv(rate as number, cashFlows))).toBeLessThanOrEqual(scale * 1e-6);
        expect(xirr(cashFlows)).toBe(rate as number);
      }),
      { numRuns: 300 },
    );
    expect(nulls).toBeLessThan(15);
  });

  test('near −100 %: the rate still makes the NPV 0 (a found counterexample: a loss of 72 % within 36 days)', () => {
    const flows = [
      { date: '2000-01-01', cents: -1_676_954 },
      { date: '2000-02-06', cents: 466_028 },
    ];
    const rate = xirr(flows) as number;
    expect(rate).toBeGreaterThan(-1);
    expect(rate).toBeLessThan(-0.99999);
    expect(Math.abs(npv(rate, flows))).toBeLessThanOrEqual(2_143_000 * 1e-6);
  });

  test("a schedule's expected return is about its interest rate", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 50_000, max: 10_000_000 }),
        fc.integer({ min: 50, max: 1_500 }),
        fc.constantFrom('bullet' as const, 'annuity' as const),
        fc.constantFrom('yearly' as const, 'quarterly' as const, 'monthly' as const),
        fc.integer({ min: 1, max: 10 }),
        date,
        (principalCents, basisPoints, repayment, frequency, years, startDate) => {
          const rows = repaymentSchedule({
            principalCents,
            annualRateBasisPoints: basisPoints,
            termMonths: years * 12,
            repayment,
            frequency,
            startDate,
          });
          const rate = xirr(investorFlows(principalCents, startDate, rows)) as number;
          // Effective yearly rate of the nominal one paid m times a year, ± day count and cents.
          const perYear = { yearly: 1, quarterly: 4, monthly: 12 }[frequency];
          const effective = (1 + basisPoints / 10_000 / perYear) ** perYear - 1;
          expect(Math.abs(rate - effective)).toBeLessThan(0.002);
        },
      ),
      { numRuns: 200 },
    );
  });

  test('the return realised so far counts the principal still owed at its nominal value', () => {
    const rows = repaymentSchedule({
      principalCents: 100_000,
      annualRateBasisPoints: 600,
      termMonths: 24,
      repayment: 'bullet',
      frequency: 'yearly',
      startDate: '2025-01-01',
    });
    const flows = investorFlows(100_000, '2025-01-01', rows, '2026-06-30');
    expect(flows).toEqual([
      { date: '2025-01-01', cents: -100_000 },
      { date: '2026-01-01', cents: 6_000 },
      { date: '2026-06-30', cents: 100_000 },
    ]);
    expect(xirr(flows)).toBeGreaterThan(0.03);
    expect(investorFlows(100_000, '2025-01-01', rows, addMonths('2025-01-01', 24)).at(-1)).toEqual({
      date: '2027-01-01',
      cents: 106_000,
    });
  });
});
