/** The mail catalogue: both languages have every text, none empty, with the same parameters. */
import { describe, expect, test } from 'bun:test';
import { expectCompleteCatalogue } from '../catalogueTesting';
import { MAIL_CATALOGUE, MAIL_TEXT_CODES, mailText } from '.';

describe('the mail catalogue', () => {
  test('every code has a German and an English text, none empty, translated, with the same parameters', () => {
    expect(MAIL_TEXT_CODES.length).toBeGreaterThan(40);
    expectCompleteCatalogue(MAIL_CATALOGUE, MAIL_TEXT_CODES);
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
