import { describe, expect, test } from 'bun:test';
import {
  expectedReturnCents,
  INVESTMENT_LIMITS,
  isWithdrawable,
  projectInvestment,
  withdrawalCutoff,
  withdrawalEnd,
} from './assetKinds';

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
  const NOW = new Date(Date.UTC(2026, 10, 21, 12, 0, 0));
  const DAY = 86_400_000;
  const ago = (ms: number) => new Date(NOW.getTime() - ms);

  const confirmed = (ms: number) => ({ withdrawalEndsAt: withdrawalEnd(ago(ms)) });
  test('only active investments whose confirmation is younger than 14 days', () => {
    expect(isWithdrawable({ status: 'paid', ...confirmed(13 * DAY) }, NOW)).toBe(true);
    expect(isWithdrawable({ status: 'awaiting_payment', ...confirmed(14 * DAY - 1) }, NOW)).toBe(true);
    expect(isWithdrawable({ status: 'paid', ...confirmed(14 * DAY) }, NOW)).toBe(false);
    expect(isWithdrawable({ status: 'lapsed', ...confirmed(DAY) }, NOW)).toBe(false);
    expect(isWithdrawable({ status: 'withdrawn', ...confirmed(DAY) }, NOW)).toBe(false);
  });

  test('the period ends 14 days after the confirmation', () => {
    expect(withdrawalEnd(ago(DAY))).toEqual(new Date(NOW.getTime() + 13 * DAY));
  });

  test('the cutoff is 14 days before now', () => {
    expect(withdrawalCutoff(NOW)).toEqual(ago(14 * DAY));
  });
});
