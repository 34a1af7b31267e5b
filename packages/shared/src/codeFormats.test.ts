import { expect, test } from 'bun:test';
import { normalRecoveryCode, normalTotpCode, RECOVERY_CODE_PATTERN, TOTP_CODE_PATTERN } from './codeFormats';
import { recoveryCodeField, totpCodeField } from './security';

test('what the web checks before sending is what the schemas accept', () => {
  for (const typed of ['123 456', '123456', '12345', '1234567', 'abcdef', ' 0 0 0 0 0 0 ']) {
    expect(TOTP_CODE_PATTERN.test(normalTotpCode(typed)), typed).toBe(totpCodeField.safeParse(typed).success);
  }
  for (const typed of ['abcde-fghij', 'ABCDE FGHIJ', 'abcde-fghi', 'abcde-fgh1j', 'a2c4e-67bcd']) {
    expect(RECOVERY_CODE_PATTERN.test(normalRecoveryCode(typed)), typed).toBe(
      recoveryCodeField.safeParse(typed).success,
    );
  }
});
