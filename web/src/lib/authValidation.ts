/**
 * The shared auth schemas (sign-in, registration, forgotten and new password) with message ids as their error
 * messages; a form translates an error when it renders it, so a language switch also switches errors already
 * on screen. Apart from the account schemas (accountValidation.ts): those import nearly every schema of the
 * shared package, which the sign-in pages would otherwise build at load (decision 0109).
 */
import { type AccountMessageKey, createAuthSchemas, type ValidationKey } from '@wurzelwerk/shared';
import type { MessageId } from '../i18n/messages';

/** The rules the auth and the account schemas share. */
export const commonMessageIds = {
  firstNameMin: 'validation.firstNameMin',
  lastNameMin: 'validation.lastNameMin',
  emailInvalid: 'validation.emailInvalid',
  tooLong: 'validation.tooLong',
  passwordsMismatch: 'validation.passwordsMismatch',
} as const satisfies Partial<Record<ValidationKey & AccountMessageKey, MessageId>>;

const authMessageIds = {
  ...commonMessageIds,
  usernameMin: 'validation.usernameMin',
  passwordMin: 'validation.passwordMin',
  confirmPasswordRequired: 'validation.confirmPasswordRequired',
  usernameChars: 'validation.usernameChars',
} as const satisfies Record<ValidationKey, MessageId>;

export const authSchemas = createAuthSchemas(authMessageIds);
