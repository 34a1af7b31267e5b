import { expect, test } from 'bun:test';
import { formatEuro, localeFromHeader } from './i18n';

test('German unless English is preferred', () => {
  expect(localeFromHeader(null)).toBe('de');
  expect(localeFromHeader('')).toBe('de');
  expect(localeFromHeader('fr-FR,fr;q=0.9')).toBe('de');
  expect(localeFromHeader('en-US,en;q=0.9,de;q=0.8')).toBe('en');
  expect(localeFromHeader('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
  expect(localeFromHeader('fr;q=1, en;q=0.5')).toBe('en');
  expect(localeFromHeader('de;q=0.2, en;q=0.7')).toBe('en');
  expect(localeFromHeader('en;q=0, de')).toBe('de');
});

test('euro amounts in the format of the reader', () => {
  expect(formatEuro('de', '1500.00').replace(/\s/g, ' ')).toBe('1.500,00 €');
  expect(formatEuro('en', '1500.00')).toBe('€1,500.00');
});
