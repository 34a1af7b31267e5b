/** The message catalogue: complete in both languages, and every German text leads back to its message. */
import { describe, expect, test } from 'bun:test';
import { INVESTMENT_MESSAGES } from '../investments';
import { SHOP_MESSAGES } from '../shop';
import { validationMessagesDe } from '../validation';
import {
  isMessageCode,
  localizeText,
  MESSAGE_CATALOGUE,
  MESSAGE_CODES,
  type MessageCode,
  messageText,
  parseGermanText,
} from '.';
import { expectCompleteCatalogue, placeholders } from './catalogueTesting';

describe('the catalogue', () => {
  test('every code has a German and an English text, none empty, with the same parameters', () => {
    expect(MESSAGE_CODES.length).toBeGreaterThan(80);
    expectCompleteCatalogue(MESSAGE_CATALOGUE, MESSAGE_CODES);
  });

  test('every German text, parameters filled in, is read back as its own code and parameters', () => {
    for (const code of MESSAGE_CODES) {
      const params = Object.fromEntries(
        placeholders(messageText('de', code)).map((name, i) => [name, i === 0 ? 12_345 : 'Ein Name']),
      );
      const found = parseGermanText(messageText('de', code, params));
      expect(found, code).toEqual({ code, params });
    }
  });

  test('the spec texts stay verbatim in German', () => {
    expect(INVESTMENT_MESSAGES.amountMin).toBe('Der Mindestbetrag für ein Investment beträgt 500 €.');
    expect(INVESTMENT_MESSAGES.amountMax).toBe('Der Höchstbetrag für ein Investment beträgt 100.000 €.');
    expect(validationMessagesDe.firstNameMin).toBe('Vorname muss mindestens 2 Zeichen haben');
    expect(validationMessagesDe.confirmPasswordRequired).toBe('Passwort bestätigung erforderlich');
    expect(SHOP_MESSAGES.fieldTooLong).toBe('Die Angabe darf höchstens 200 Zeichen lang sein.');
  });
});

describe('messages in a language', () => {
  test('parameters are filled in, numbers in the format of the language', () => {
    expect(messageText('de', 'investment.amountMax', { max: 100_000 })).toBe(
      'Der Höchstbetrag für ein Investment beträgt 100.000 €.',
    );
    expect(messageText('en', 'investment.amountMax', { max: 100_000 })).toBe(
      'The maximum amount for an investment is €100,000.',
    );
    expect(messageText('en', 'shop.outOfStock', { name: 'Saatgut-Set' })).toBe(
      'Not enough left in stock: Saatgut-Set',
    );
  });

  test("a schema's German text becomes the English message; other texts stay as they are", () => {
    expect(localizeText('en', INVESTMENT_MESSAGES.amountMin)).toBe(
      'The minimum amount for an investment is €500.',
    );
    expect(localizeText('en', INVESTMENT_MESSAGES.amountMax)).toBe(
      'The maximum amount for an investment is €100,000.',
    );
    expect(localizeText('en', SHOP_MESSAGES.zipCode)).toBe('Please enter the postcode.');
    expect(localizeText('en', `${SHOP_MESSAGES.outOfStock}Gießkanne`)).toBe(
      'Not enough left in stock: Gießkanne',
    );
    expect(localizeText('de', SHOP_MESSAGES.zipCode)).toBe(SHOP_MESSAGES.zipCode);
    expect(localizeText('en', 'Something else')).toBe('Something else');
    expect(localizeText('en', 'The cart is empty.')).toBe('The cart is empty.');
  });

  test('codes are recognised', () => {
    expect(isMessageCode('shop.zipCode')).toBe(true);
    expect(isMessageCode('shop.nothing')).toBe(false);
    expect(isMessageCode(42)).toBe(false);
    const code: MessageCode = 'auth.notSignedIn';
    expect(messageText('en', code)).toBe('Not signed in');
  });
});
