import { describe, expect, test } from 'bun:test';
import fc from 'fast-check';
import {
  INVESTMENT_CAPS,
  investmentCapCents,
  needsSelfDisclosure,
  roomCents,
  selfDisclosureInput,
} from './investmentCaps';
import { formatCents } from './money';

const income = (monthlyNetIncome: string) => ({ freeAssetsAtLeast100k: false, monthlyNetIncome });

describe('investmentCapCents (§ 2a VermAnlG)', () => {
  test('1,000 € without a self-disclosure', () => {
    expect(investmentCapCents(null)).toBe(100_000);
  });
  test('10,000 € with freely available assets of at least 100,000 €, when the income gives less', () => {
    expect(investmentCapCents({ freeAssetsAtLeast100k: true, monthlyNetIncome: '0.00' })).toBe(1_000_000);
    expect(investmentCapCents({ freeAssetsAtLeast100k: true, monthlyNetIncome: '4000.00' })).toBe(1_000_000);
  });
  test('twice the monthly net income, at least 1,000 € and at most 25,000 € (the amendment of 2019)', () => {
    expect(investmentCapCents(income('2500.00'))).toBe(500_000);
    expect(investmentCapCents(income('1234.56'))).toBe(246_912);
    expect(investmentCapCents(income('300.00'))).toBe(100_000);
    expect(investmentCapCents(income('0.00'))).toBe(100_000);
    expect(investmentCapCents(income('5000.01'))).toBe(1_000_002);
    expect(investmentCapCents(income('12500.00'))).toBe(2_500_000);
    expect(investmentCapCents(income('90000.00'))).toBe(2_500_000);
  });
  test('the highest tier the disclosure supports: an income of 20,000 € beats the assets’ 10,000 €', () => {
    expect(investmentCapCents({ freeAssetsAtLeast100k: true, monthlyNetIncome: '20000.00' })).toBe(2_500_000);
    expect(investmentCapCents({ freeAssetsAtLeast100k: true, monthlyNetIncome: '6000.00' })).toBe(1_200_000);
  });
});

/** Any monthly net income from 0 to 1,000,000 €, in cents, and whether the assets' tier is declared. */
const disclosures = fc
  .record({ incomeCents: fc.integer({ min: 0, max: 100_000_000 }), freeAssetsAtLeast100k: fc.boolean() })
  .map(({ incomeCents, freeAssetsAtLeast100k }) => ({
    incomeCents,
    disclosure: { freeAssetsAtLeast100k, monthlyNetIncome: formatCents(incomeCents) },
  }));

describe('investmentCapCents: properties', () => {
  const { withoutDisclosureEuro, freeAssetsCapEuro, maxEuro } = INVESTMENT_CAPS;
  test('a whole number of cents between 1,000 € and 25,000 €; one of the tiers; never below what no disclosure gives', () => {
    fc.assert(
      fc.property(disclosures, ({ incomeCents, disclosure }) => {
        const cap = investmentCapCents(disclosure);
        expect(Number.isInteger(cap)).toBe(true);
        expect(cap).toBeGreaterThanOrEqual(withoutDisclosureEuro * 100);
        expect(cap).toBeLessThanOrEqual(maxEuro * 100);
        const tiers = [
          withoutDisclosureEuro * 100,
          ...(disclosure.freeAssetsAtLeast100k ? [freeAssetsCapEuro * 100] : []),
          Math.min(maxEuro * 100, incomeCents * 2),
        ];
        expect(cap).toBe(Math.max(...tiers));
      }),
    );
  });
  test('more income or declaring the assets never lowers the cap', () => {
    fc.assert(
      fc.property(
        disclosures,
        fc.integer({ min: 0, max: 10_000_000 }),
        ({ incomeCents, disclosure }, more) => {
          const cap = investmentCapCents(disclosure);
          const richer = { ...disclosure, monthlyNetIncome: formatCents(incomeCents + more) };
          expect(investmentCapCents(richer)).toBeGreaterThanOrEqual(cap);
          expect(investmentCapCents({ ...disclosure, freeAssetsAtLeast100k: true })).toBeGreaterThanOrEqual(
            cap,
          );
        },
      ),
    );
  });
  test('a disclosure is needed exactly when the total is over the current cap and within the highest', () => {
    fc.assert(
      fc.property(
        disclosures,
        fc.integer({ min: 0, max: 3_000_000 }),
        fc.integer({ min: 0, max: 3_000_000 }),
        ({ disclosure }, amount, invested) => {
          const cap = investmentCapCents(disclosure);
          const needs = needsSelfDisclosure(amount, invested, disclosure);
          expect(needs).toBe(amount + invested > cap && amount + invested <= maxEuro * 100);
          if (amount + invested <= cap) expect(needs).toBe(false);
        },
      ),
    );
  });
  test('the room is what is left under the limit, never negative', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (limit, used) => {
        const room = roomCents(limit, used);
        expect(room).toBeGreaterThanOrEqual(0);
        expect(used + room).toBeGreaterThanOrEqual(limit);
        if (used <= limit) expect(used + room).toBe(limit);
      }),
    );
  });
});

describe('needsSelfDisclosure', () => {
  test('the quick pick 2,500 € needs one; 1,000 € does not', () => {
    expect(needsSelfDisclosure(250_000, 0, null)).toBe(true);
    expect(needsSelfDisclosure(100_000, 0, null)).toBe(false);
  });
  test('counts what is already invested, and a better disclosure only helps up to 25,000 €', () => {
    expect(needsSelfDisclosure(50_000, 60_000, null)).toBe(true);
    expect(needsSelfDisclosure(250_000, 0, income('2500.00'))).toBe(false);
    expect(needsSelfDisclosure(600_000, 0, income('2500.00'))).toBe(true);
    expect(needsSelfDisclosure(1_100_000, 0, null)).toBe(true);
    expect(needsSelfDisclosure(2_500_000, 0, null)).toBe(true);
    expect(needsSelfDisclosure(2_500_001, 0, null)).toBe(false);
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
