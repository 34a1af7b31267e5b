import { expect, test } from 'bun:test';
import { euroToCents, formatCents, parseCents, percentOfCents, trimDecimal } from './money';

test('parseCents reads decimals with up to two places exactly', () => {
  expect(parseCents('500')).toBe(50000);
  expect(parseCents('500.5')).toBe(50050);
  expect(parseCents('0.07')).toBe(7);
  // As documented (^\d{1,10}(\.\d{1,2})?$): nothing around the number either.
  for (const bad of [' 1234.56 ', '500\n', '', '1.234', '-5', '1e3', '12,50', 'abc', '.5', '5.', '0x10'])
    expect(parseCents(bad)).toBeNull();
});

test('formatCents writes two places', () => {
  expect(formatCents(50000)).toBe('500.00');
  expect(formatCents(7)).toBe('0.07');
  expect(formatCents(-150)).toBe('-1.50');
});

test('trimDecimal drops trailing zeros', () => {
  expect(trimDecimal('7.50')).toBe('7.5');
  expect(trimDecimal('12.000')).toBe('12');
  expect(trimDecimal('100')).toBe('100');
});

test('percentOfCents rounds half up to the cent without floating point', () => {
  expect(percentOfCents(50000, '7.5')).toBe(3750);
  expect(percentOfCents(33333, '7.5')).toBe(2500); // 2499.975 → 2500
  expect(percentOfCents(10001, '3.25')).toBe(325); // 325.0325 → 325
  expect(percentOfCents(10_000_000, '9.99')).toBe(999000);
  expect(percentOfCents(50050, '0')).toBe(0);
});

test('percentOfCents rounds half up to a larger unit, such as whole euros', () => {
  expect(percentOfCents(50000, '7.5', 100)).toBe(3800); // 37.50 € → 38 €
  expect(percentOfCents(100000, '4.2', 100)).toBe(4200);
  expect(percentOfCents(250000, '3.9', 100)).toBe(9800); // 97.50 € → 98 €
  // 4.495 € is below the half euro: no double rounding through the cent (4.50 €).
  expect(percentOfCents(899, '50')).toBe(450);
  expect(percentOfCents(899, '50', 100)).toBe(400);
});

test('euroToCents turns a typed euro number into whole cents', () => {
  expect(euroToCents(1234.5)).toBe(123450);
  expect(euroToCents(0.01)).toBe(1);
  expect(euroToCents(0.1 + 0.2)).toBe(30);
});
