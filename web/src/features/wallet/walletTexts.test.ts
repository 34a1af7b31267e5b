/** What a person types as an amount reaches the API as the exact decimal string of its cents. */
import { describe, expect, test } from 'bun:test';
import fc from 'fast-check';
import { centsToAmount, groupedIban, typedAmount } from './walletTexts';

describe('typedAmount', () => {
  test('property: the German and English ways of writing an amount give the same decimal string', () => {
    const german = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
    const english = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, useGrouping: false });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_99 }), (cents) => {
        const expected = centsToAmount(cents);
        // Intl writes a non-breaking space before the euro sign; whitespace is what typedAmount drops.
        expect(typedAmount(german.format(cents / 100))).toBe(expected);
        expect(typedAmount(english.format(cents / 100))).toBe(expected);
      }),
    );
  });

  test('examples', () => {
    expect(typedAmount('1.234,5')).toBe('1234.5');
    expect(typedAmount(' 25,00 € ')).toBe('25.00');
    expect(typedAmount('25.50')).toBe('25.50');
    expect(groupedIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });
});
