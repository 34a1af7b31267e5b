/**
 * The shared auth and account schemas (sign-in, registration, profile, password change, deletion) with
 * message ids as their error messages. A form translates an error when it renders it, so a language
 * switch also switches errors already on screen.
 */
import {
  type AccountMessageKey,
  createAccountSchemas,
  createAuthSchemas,
  type ValidationKey,
} from '@wurzelwerk/shared';
import type { MessageId } from '../i18n/messages';

/** The rules both schema families share. */
const commonMessageIds = {
  firstNameMin: 'validation.firstNameMin',
  lastNameMin: 'validation.lastNameMin',
  emailInvalid: 'validation.emailInvalid',
  tooLong: 'validation.tooLong',
  passwordsMismatch: 'validation.passwordsMismatch',
} as const satisfies Partial<Record<ValidationKey & AccountMessageKey, MessageId>>;

export const accountMessageIds = {
  ...commonMessageIds,
  newPasswordMin: 'settings.validation.newPasswordMin',
  currentPasswordRequired: 'settings.validation.currentPasswordRequired',
  passwordRequired: 'settings.validation.passwordRequired',
  bioMax: 'profile.validation.bioMax',
  websiteInvalid: 'profile.validation.websiteInvalid',
  birthDateInvalid: 'profile.validation.birthDateInvalid',
} as const satisfies Record<AccountMessageKey, MessageId>;

const authMessageIds = {
  ...commonMessageIds,
  usernameMin: 'validation.usernameMin',
  passwordMin: 'validation.passwordMin',
  confirmPasswordRequired: 'validation.confirmPasswordRequired',
  usernameChars: 'validation.usernameChars',
} as const satisfies Record<ValidationKey, MessageId>;

export const accountSchemas = createAccountSchemas(accountMessageIds);
export const authSchemas = createAuthSchemas(authMessageIds);
