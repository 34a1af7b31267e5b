import { describe, expect, test } from 'bun:test';
import { isCommonPassword } from './commonPasswords';

describe('common breached passwords', () => {
  test('the most common ones are on the list, in any case; ordinary ones are not', () => {
    for (const password of ['123456', 'password', 'Passwort', 'QWERTY123', 'hallo123', 'letmein']) {
      expect(isCommonPassword(password)).toBe(true);
    }
    for (const password of ['sicher123', 'wurzelwerk', 'ganz-neu-123', 'Tomaten-Beet-7']) {
      expect(isCommonPassword(password)).toBe(false);
    }
  });
});
