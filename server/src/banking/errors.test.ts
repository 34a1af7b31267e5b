/** Every banking refusal has a message in both languages. */
import { expect, test } from 'bun:test';
import { isMessageCode, messageText } from '@wurzelwerk/shared';
import { BANKING_ERROR_CODES, bankingMessageCode } from './errors';

test('each code names a catalogue message, in German and English', () => {
  expect(bankingMessageCode('iban.checksum')).toBe('bank.ibanChecksum');
  expect(bankingMessageCode('camt.notCamt053')).toBe('bank.camtNotCamt053');
  for (const code of BANKING_ERROR_CODES) {
    const message = bankingMessageCode(code);
    expect(isMessageCode(message), code).toBe(true);
    if (!isMessageCode(message)) continue;
    expect(messageText('de', message)).not.toBe(messageText('en', message));
  }
  expect(isMessageCode('bank.insufficientFunds')).toBe(true);
});
