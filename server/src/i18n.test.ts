import { expect, test } from 'bun:test';
import { formatEuro, localeFromHeader } from './i18n';

test('German unless English is preferred', () => {
  const cases: [string | null, 'de' | 'en'][] = [
    [null, 'de'],
    ['', 'de'],
    ['fr-FR,fr;q=0.9', 'de'],
    ['en-US,en;q=0.9,de;q=0.8', 'en'],
    ['de-DE,de;q=0.9,en;q=0.8', 'de'],
    ['fr;q=1, en;q=0.5', 'en'],
    ['de;q=0.2, en;q=0.7', 'en'],
    ['en;q=0, de', 'de'],
  ];
  expect(cases.map(([header]) => localeFromHeader(header))).toEqual(cases.map(([, locale]) => locale));
});

test('euro amounts in the format of the reader', () => {
  expect(formatEuro('de', '1500.00').replace(/\s/g, ' ')).toBe('1.500,00 €');
  expect(formatEuro('en', '1500.00')).toBe('€1,500.00');
});
