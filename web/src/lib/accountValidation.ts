/**
 * The shared account schemas (profile, password change, deletion) with message ids as their error
 * messages, for the profile and settings forms. A form translates an error when it renders it, so a
 * language switch also switches errors already on screen.
 */
import { type AccountMessageKey, createAccountSchemas } from '@wurzelwerk/shared';
import type { MessageId } from '../i18n/messages';

export const accountMessageIds = {
  firstNameMin: 'validation.firstNameMin',
  lastNameMin: 'validation.lastNameMin',
  emailInvalid: 'validation.emailInvalid',
  tooLong: 'validation.tooLong',
  passwordsMismatch: 'validation.passwordsMismatch',
  newPasswordMin: 'settings.validation.newPasswordMin',
  currentPasswordRequired: 'settings.validation.currentPasswordRequired',
  passwordRequired: 'settings.validation.passwordRequired',
  bioMax: 'profile.validation.bioMax',
  websiteInvalid: 'profile.validation.websiteInvalid',
} as const satisfies Record<AccountMessageKey, MessageId>;

export const accountSchemas = createAccountSchemas(accountMessageIds);
