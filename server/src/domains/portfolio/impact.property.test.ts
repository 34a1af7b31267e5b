/**
 * Property (issue 34, decisions 0067 and 0068): an investment's impact accrues until its project's default
 * was declared and not after — the portfolio's CO₂ over time is never more than without the default, is
 * the same before the default's month, and from the default on stays at what had accrued on its day.
 */
import { describe, expect, test } from 'bun:test';
import { monthOf } from '@wurzelwerk/shared';
import fc from 'fast-check';
import { buildPortfolio, type PortfolioRow } from './compute';

const BASE = Date.UTC(2024, 0, 1);
const DAY_MS = 86_400_000;
/** `YYYY-MM-DD`, `days` after 2024-01-01. */
const day = (days: number) => new Date(BASE + days * DAY_MS).toISOString().slice(0, 10);

const rowOf = (
  i: number,
  created: number,
  co2KgPerYear: number,
  ended: number | null,
  defaulted: number | null,
): PortfolioRow => ({
  id: `inv-${i}`,
  assetTypeId: i + 1,
  assetName: `Projekt ${i}`,
  status: ended === null ? 'paid' : 'withdrawn',
  amountCents: 100_000,
  createdOn: day(created),
  paidOn: day(created),
  endedOn: ended === null ? null : day(created + ended),
  defaultOn: defaulted === null ? null : day(created + defaulted),
  co2KgPerYear,
  schedule: null,
});

const investment = fc.record({
  created: fc.integer({ min: 0, max: 900 }),
  co2KgPerYear: fc.integer({ min: 1, max: 50_000 }),
  ended: fc.option(fc.integer({ min: 0, max: 900 }), { nil: null }),
  // Days after the investment was made (negative: the project was in default before; nothing accrues).
  defaulted: fc.option(fc.integer({ min: -30, max: 900 }), { nil: null }),
});
const portfolio = fc.record({
  investments: fc.array(investment, { minLength: 1, maxLength: 6 }),
  // Today, in days after the latest investment was made.
  todayAfter: fc.integer({ min: 0, max: 1200 }),
});

const impactOf = (rows: PortfolioRow[], today: string) => buildPortfolio(rows, [], today).impact;

describe('impact and a default', () => {
  test('with defaults the impact is never more than without, at every month', () => {
    fc.assert(
      fc.property(portfolio, ({ investments, todayAfter }) => {
        const today = day(Math.max(...investments.map((i) => i.created)) + todayAfter);
        const rows = investments.map((i, n) => rowOf(n, i.created, i.co2KgPerYear, i.ended, i.defaulted));
        const withDefaults = impactOf(rows, today);
        const without = impactOf(
          rows.map((r) => ({ ...r, defaultOn: null })),
          today,
        );
        expect(withDefaults.map((p) => p.month)).toEqual(without.map((p) => p.month));
        withDefaults.forEach((point, i) => {
          expect(point.co2Kg).toBeLessThanOrEqual(without[i]?.co2Kg ?? 0);
        });
      }),
      { numRuns: 200 },
    );
  });

  test('one investment accrues until its default was declared and not after', () => {
    fc.assert(
      fc.property(
        investment,
        fc.integer({ min: 0, max: 900 }),
        fc.integer({ min: 0, max: 900 }),
        ({ created, co2KgPerYear }, defaulted, todayAfter) => {
          const defaultOn = day(created + defaulted);
          const today = day(created + defaulted + todayAfter);
          const inDefault = rowOf(0, created, co2KgPerYear, null, defaulted);
          const healthy = { ...inDefault, defaultOn: null };
          const figures = impactOf([inDefault], today);
          const unreduced = impactOf([healthy], today);
          // Until the default: exactly what accrued without it, up to the default's day.
          const atDefault = impactOf([healthy], defaultOn).at(-1)?.co2Kg;
          figures.forEach((point, i) => {
            if (point.month < monthOf(defaultOn)) expect(point.co2Kg).toBe(unreduced[i]?.co2Kg ?? -1);
            // From the default's month on (its end or today is after the default): what accrued on its day.
            else expect(point.co2Kg).toBe(atDefault ?? -1);
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});
