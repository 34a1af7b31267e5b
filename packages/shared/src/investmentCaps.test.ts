import { describe, expect, test } from 'bun:test';
import { investmentCapCents, needsSelfDisclosure, selfDisclosureInput } from './investmentCaps';

const income = (monthlyNetIncome: string) => ({ freeAssetsAtLeast100k: false, monthlyNetIncome });

describe('investmentCapCents (§ 2a VermAnlG)', () => {
  test('1,000 € without a self-disclosure', () => {
    expect(investmentCapCents(null)).toBe(100_000);
  });
  test('10,000 € with freely available assets of at least 100,000 €, whatever the income', () => {
    expect(investmentCapCents({ freeAssetsAtLeast100k: true, monthlyNetIncome: '0.00' })).toBe(1_000_000);
  });
  test('otherwise twice the monthly net income, between 1,000 € and 10,000 €', () => {
    expect(investmentCapCents(income('2500.00'))).toBe(500_000);
    expect(investmentCapCents(income('1234.56'))).toBe(246_912);
    expect(investmentCapCents(income('300.00'))).toBe(100_000);
    expect(investmentCapCents(income('0.00'))).toBe(100_000);
    expect(investmentCapCents(income('5000.01'))).toBe(1_000_000);
    expect(investmentCapCents(income('90000.00'))).toBe(1_000_000);
  });
});

describe('needsSelfDisclosure', () => {
  test('the quick pick 2,500 € needs one; 1,000 € does not', () => {
    expect(needsSelfDisclosure(250_000, 0, null)).toBe(true);
    expect(needsSelfDisclosure(100_000, 0, null)).toBe(false);
  });
  test('counts what is already invested, and a better disclosure only helps up to 10,000 €', () => {
    expect(needsSelfDisclosure(50_000, 60_000, null)).toBe(true);
    expect(needsSelfDisclosure(250_000, 0, income('2500.00'))).toBe(false);
    expect(needsSelfDisclosure(600_000, 0, income('2500.00'))).toBe(true);
    expect(needsSelfDisclosure(1_100_000, 0, null)).toBe(false);
  });
});

describe('selfDisclosureInput', () => {
  test('takes a decimal euro string and writes it with two places', () => {
    expect(selfDisclosureInput.parse({ freeAssetsAtLeast100k: false, monthlyNetIncome: '2500' })).toEqual({
      freeAssetsAtLeast100k: false,
      monthlyNetIncome: '2500.00',
    });
  });
  test('refuses what is not an amount or not a boolean', () => {
    for (const bad of [
      { freeAssetsAtLeast100k: false, monthlyNetIncome: '-1' },
      { freeAssetsAtLeast100k: false, monthlyNetIncome: '1e5' },
      { freeAssetsAtLeast100k: false, monthlyNetIncome: 2500 },
      { freeAssetsAtLeast100k: 'yes', monthlyNetIncome: '2500.00' },
      { monthlyNetIncome: '2500.00' },
    ])
      expect(selfDisclosureInput.safeParse(bad).success).toBe(false);
  });
});
