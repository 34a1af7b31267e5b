/**
 * The shared auth schemas with message ids as their error messages. The forms translate an error when
 * they render it, so switching the language also switches errors that are already on screen.
 */
import { createAuthSchemas, type ValidationKey } from '@wurzelwerk/shared';
import type { MessageId } from '../../i18n/messages';

const validationMessageIds = {
  firstNameMin: 'validation.firstNameMin',
  lastNameMin: 'validation.lastNameMin',
  usernameMin: 'validation.usernameMin',
  emailInvalid: 'validation.emailInvalid',
  passwordMin: 'validation.passwordMin',
  confirmPasswordRequired: 'validation.confirmPasswordRequired',
  passwordsMismatch: 'validation.passwordsMismatch',
  tooLong: 'validation.tooLong',
  usernameChars: 'validation.usernameChars',
} as const satisfies Record<ValidationKey, MessageId>;

export const authSchemas = createAuthSchemas(validationMessageIds);
