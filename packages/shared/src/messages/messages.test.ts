/** The message catalogue: complete in both languages; message ids carry a code and its parameters. */
import { describe, expect, test } from 'bun:test';
import { INVESTMENT_MESSAGES } from '../investments';
import { SHOP_MESSAGES } from '../shop';
import { validationMessagesDe } from '../validation';
import {
  germanText,
  isMessageCode,
  isMessageId,
  MESSAGE_CATALOGUE,
  MESSAGE_CODES,
  type MessageCode,
  messageId,
  messageIds,
  messageText,
  parseMessageId,
  renderMessage,
} from '.';
import { expectCompleteCatalogue, placeholders } from './catalogueTesting';

describe('the catalogue', () => {
  test('every code has a German and an English text, none empty, with the same parameters', () => {
    expect(MESSAGE_CODES.length).toBeGreaterThan(80);
    expectCompleteCatalogue(MESSAGE_CATALOGUE, MESSAGE_CODES);
  });

  test('every code, with any parameters, makes an id that is read back as its code and parameters', () => {
    for (const code of MESSAGE_CODES) {
      const params = Object.fromEntries(
        placeholders(messageText('de', code)).map((name, i) => [name, i === 0 ? 12_345 : 'Ein "Name" {x}']),
      );
      const id = messageId(code, params);
      expect(parseMessageId(id), code).toEqual({ code, params });
      for (const locale of ['de', 'en'] as const)
        expect(renderMessage(locale, id), code).toBe(messageText(locale, code, params));
    }
  });

  test('the spec texts stay verbatim in German', () => {
    expect(germanText(INVESTMENT_MESSAGES.amountMin)).toBe(
      'Der Mindestbetrag für ein Investment beträgt 500 €.',
    );
    expect(germanText(INVESTMENT_MESSAGES.amountMax)).toBe(
      'Der Höchstbetrag für ein Investment beträgt 100.000 €.',
    );
    expect(validationMessagesDe.firstNameMin).toBe('Vorname muss mindestens 2 Zeichen haben');
    expect(validationMessagesDe.confirmPasswordRequired).toBe('Passwort bestätigung erforderlich');
    expect(germanText(SHOP_MESSAGES.fieldTooLong)).toBe('Die Angabe darf höchstens 200 Zeichen lang sein.');
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

  test("a schema's message is an id, rendered in either language; other texts stay as they are", () => {
    expect(INVESTMENT_MESSAGES.amountMin).toBe('investment.amountMin{"min":500}');
    expect(SHOP_MESSAGES.zipCode).toBe('shop.zipCode');
    expect(renderMessage('en', INVESTMENT_MESSAGES.amountMin)).toBe(
      'The minimum amount for an investment is €500.',
    );
    expect(renderMessage('en', INVESTMENT_MESSAGES.amountMax)).toBe(
      'The maximum amount for an investment is €100,000.',
    );
    expect(renderMessage('de', INVESTMENT_MESSAGES.amountMax)).toBe(
      'Der Höchstbetrag für ein Investment beträgt 100.000 €.',
    );
    expect(renderMessage('en', SHOP_MESSAGES.zipCode)).toBe('Please enter the postcode.');
    expect(renderMessage('de', SHOP_MESSAGES.zipCode)).toBe('Bitte geben Sie die Postleitzahl ein.');
    expect(renderMessage('en', messageId('shop.outOfStock', { name: 'Gießkanne' }))).toBe(
      'Not enough left in stock: Gießkanne',
    );
    // A text made in a language already, a German text among them, is no id: it stays as it is.
    expect(renderMessage('en', 'Something else')).toBe('Something else');
    expect(renderMessage('en', 'Bitte geben Sie die Postleitzahl ein.')).toBe(
      'Bitte geben Sie die Postleitzahl ein.',
    );
    expect(renderMessage('en', 'shop.nothing')).toBe('shop.nothing');
    expect(renderMessage('en', 'shop.zipCode{not json')).toBe('shop.zipCode{not json');
    expect(renderMessage('en', 'shop.quantity{"max":{"deep":1}}')).toBe('shop.quantity{"max":{"deep":1}}');
  });

  test('a section as ids, parameters where given', () => {
    const ids = messageIds('shop', { quantity: { max: 99 } });
    expect(ids.quantity).toBe('shop.quantity{"max":99}');
    expect(ids.city).toBe('shop.city');
    expect(isMessageId(ids.quantity)).toBe(true);
    expect(isMessageId('Die Menge muss eine ganze Zahl von 1 bis 99 sein.')).toBe(false);
    expect(germanText(ids.quantity)).toBe('Die Menge muss eine ganze Zahl von 1 bis 99 sein.');
  });

  test('codes are recognised', () => {
    expect(isMessageCode('shop.zipCode')).toBe(true);
    expect(isMessageCode('shop.nothing')).toBe(false);
    expect(isMessageCode(42)).toBe(false);
    const code: MessageCode = 'auth.notSignedIn';
    expect(messageText('en', code)).toBe('Not signed in');
  });
});
