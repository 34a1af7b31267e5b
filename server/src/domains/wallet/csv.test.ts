/** The CSV's amounts (decision 0065): any number of cents, written with either decimal mark, reads back exactly. */
import { describe, expect, test } from 'bun:test';
import fc from 'fast-check';
import { csvAmount } from './transactions';

const readBack = (text: string, decimal: string) => {
  const [whole = '', fraction = ''] = text.replace('-', '').split(decimal);
  const cents = Number(whole) * 100 + Number(fraction);
  return text.startsWith('-') ? -cents : cents;
};

describe('csvAmount', () => {
  test('property: cents → text → cents, two places, no thousands separator, in both languages', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_000_00, max: 1_000_000_000_00 }),
        fc.constantFrom(',', '.'),
        (cents, decimal) => {
          const text = csvAmount(cents, decimal);
          expect(text).toMatch(decimal === ',' ? /^-?\d+,\d{2}$/ : /^-?\d+\.\d{2}$/);
          expect(readBack(text, decimal)).toBe(cents);
        },
      ),
    );
  });
});
