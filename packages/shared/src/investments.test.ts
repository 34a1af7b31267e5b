import { describe, expect, test } from 'bun:test';
import fc from 'fast-check';
import {
  expectedReturnCents,
  INVESTMENT_LIMITS,
  isWithdrawable,
  projectInvestment,
  withdrawalCutoff,
  withdrawalEnd,
  withdrawalLastDay,
} from './assetKinds';
import { addDays, berlinDay, berlinDayStart } from './berlinCalendar';

describe('projectInvestment', () => {
  test('yield = amount × expected return %, rounded to whole euros; repayment = amount + yield; 12 months', () => {
    expect(projectInvestment(50_000, '7.5')).toEqual({
      expectedYieldCents: 3800,
      totalRepaymentCents: 53_800,
      durationMonths: 12,
    });
    expect(projectInvestment(100_000, '4.2')).toEqual({
      expectedYieldCents: 4200,
      totalRepaymentCents: 104_200,
      durationMonths: 12,
    });
    expect(projectInvestment(250_000, '3.9').expectedYieldCents).toBe(9800);
    // Exact cents, never floating euros: 1234.50 € × 7.5 % = 92.5875 € → 93 €.
    expect(projectInvestment(123_450, '7.5')).toEqual({
      expectedYieldCents: 9300,
      totalRepaymentCents: 132_750,
      durationMonths: INVESTMENT_LIMITS.durationMonths,
    });
  });

  test('the stored annual return is exact to the cent', () => {
    expect(expectedReturnCents(50_000, '7.5')).toBe(3750);
    expect(expectedReturnCents(33_333, '7.5')).toBe(2500);
  });
});

describe('isWithdrawable', () => {
  // 21 November 2026, 13:00 in Berlin.
  const NOW = new Date(Date.UTC(2026, 10, 21, 12, 0, 0));
  const DAY = 86_400_000;
  const ago = (ms: number) => new Date(NOW.getTime() - ms);

  const confirmed = (ms: number) => ({ withdrawalEndsAt: withdrawalEnd(ago(ms)) });
  test('only active investments within the period (the confirmation day does not count)', () => {
    expect(isWithdrawable({ status: 'paid', ...confirmed(13 * DAY) }, NOW)).toBe(true);
    // Confirmed on 7 November: day 14 is today, 21 November, until 24:00.
    expect(isWithdrawable({ status: 'awaiting_payment', ...confirmed(14 * DAY) }, NOW)).toBe(true);
    expect(isWithdrawable({ status: 'paid', ...confirmed(14 * DAY + 12 * 3_600_000) }, NOW)).toBe(true);
    // Confirmed on 6 November: its day 14 ended yesterday at 24:00.
    expect(isWithdrawable({ status: 'paid', ...confirmed(15 * DAY) }, NOW)).toBe(false);
    expect(isWithdrawable({ status: 'lapsed', ...confirmed(DAY) }, NOW)).toBe(false);
    expect(isWithdrawable({ status: 'withdrawn', ...confirmed(DAY) }, NOW)).toBe(false);
  });

  test('the period ends at 24:00 Berlin of the fourteenth day after the confirmation day', () => {
    // Confirmed 29 November 2026, 23:30 Berlin (22:30 UTC): ends 13 December 24:00 = 23:00 UTC.
    const end = withdrawalEnd(new Date(Date.UTC(2026, 10, 29, 22, 30)));
    expect(end).toEqual(new Date(Date.UTC(2026, 11, 13, 23, 0)));
    expect(withdrawalLastDay(end)).toBe('2026-12-13');
    // Confirmed 30 November 2026, 00:10 Berlin (29 November 23:10 UTC): a day later.
    expect(withdrawalLastDay(withdrawalEnd(new Date(Date.UTC(2026, 10, 29, 23, 10))))).toBe('2026-12-14');
    // Across the change to summer time (29 March 2026): the period ends at 24:00 CEST = 22:00 UTC.
    expect(withdrawalEnd(new Date(Date.UTC(2026, 2, 20, 10)))).toEqual(new Date(Date.UTC(2026, 3, 3, 22)));
    // Across the change back (25 October 2026): 24:00 CET = 23:00 UTC.
    expect(withdrawalEnd(new Date(Date.UTC(2026, 9, 20, 10)))).toEqual(new Date(Date.UTC(2026, 10, 3, 23)));
  });

  test('the cutoff is the start of the Berlin day fourteen days before today', () => {
    expect(withdrawalCutoff(NOW)).toEqual(new Date(Date.UTC(2026, 10, 6, 23)));
  });

  // Instants 2000–2100, dense around Berlin midnights and the DST changes.
  const instant = fc.oneof(
    fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }),
    fc
      .tuple(
        fc.integer({ min: 2000, max: 2099 }),
        fc.integer({ min: 0, max: 364 }),
        fc.integer({ min: -3, max: 3 }),
      )
      .map(([year, day, minutes]) => Date.UTC(year, 0, 1 + day, 23, minutes) - (day % 2) * 3_600_000),
    fc
      .tuple(
        fc.integer({ min: 2000, max: 2099 }),
        fc.constantFrom(2, 9),
        fc.integer({ min: 24, max: 31 }),
        fc.integer({ min: 0, max: 23 }),
      )
      .map(([year, month, day, hour]) => Date.UTC(year, month, day, hour, 30)),
  );

  test('property: the end is a Berlin midnight, 14 calendar days after the confirmation day', () => {
    fc.assert(
      fc.property(instant, (ms) => {
        const at = new Date(ms);
        const end = withdrawalEnd(at);
        expect(berlinDay(end)).toBe(addDays(berlinDay(at), 15));
        expect(berlinDayStart(berlinDay(end))).toEqual(end);
        expect(withdrawalLastDay(end)).toBe(addDays(berlinDay(at), 14));
        // More than 14 and at most 15 days of 24 hours (the confirmation day's rest; one DST hour either way).
        expect(end.getTime() - ms).toBeGreaterThan(14 * DAY - 3_600_000);
        expect(end.getTime() - ms).toBeLessThanOrEqual(15 * DAY + 3_600_000);
      }),
    );
  });

  test('property: withdrawable exactly while now is before the end; the cutoff agrees', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 17 * DAY }), (ms, later) => {
        const confirmedAt = new Date(ms);
        const now = new Date(ms + later);
        const open = isWithdrawable({ status: 'paid', withdrawalEndsAt: withdrawalEnd(confirmedAt) }, now);
        expect(open).toBe(now < withdrawalEnd(confirmedAt));
        expect(open).toBe(confirmedAt >= withdrawalCutoff(now));
      }),
    );
  });
});
