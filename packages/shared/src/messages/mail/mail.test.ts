/** The mail catalogue: both languages have every text, none empty, with the same parameters. */
import { describe, expect, test } from 'bun:test';
import { MAIL_CATALOGUE, MAIL_LOCALES, MAIL_TEXT_CODES, mailText } from '.';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the mail catalogue', () => {
  test('every code has a German and an English text, none empty, translated, with the same parameters', () => {
    expect(MAIL_TEXT_CODES.length).toBeGreaterThan(40);
    expect(Object.keys(MAIL_CATALOGUE.en).sort()).toEqual([...MAIL_TEXT_CODES].sort());
    for (const code of MAIL_TEXT_CODES) {
      for (const locale of MAIL_LOCALES) expect(MAIL_CATALOGUE[locale][code].trim(), code).not.toBe('');
      expect(placeholders(MAIL_CATALOGUE.en[code]), code).toEqual(placeholders(MAIL_CATALOGUE.de[code]));
      expect(MAIL_CATALOGUE.en[code], `${code} is not translated`).not.toBe(MAIL_CATALOGUE.de[code]);
    }
  });

  test('the statutory risk warning is verbatim in German', () => {
    expect(mailText('de', 'investment.riskWarning')).toBe(
      'Der Erwerb dieser Vermögensanlage ist mit erheblichen Risiken verbunden und kann zum vollständigen Verlust des eingesetzten Vermögens führen.',
    );
  });

  test('parameters are filled in as given', () => {
    expect(mailText('en', 'order.subject', { orderNumber: 'WW-2026-00000001' })).toBe(
      'Order confirmation WW-2026-00000001',
    );
  });
});
