/**
 * The shared account schemas (profile, password change, deletion) with message ids as their error messages,
 * translated when a form renders them (as authValidation.ts does for the sign-in forms).
 */
import { type AccountMessageKey, createAccountSchemas } from '@wurzelwerk/shared';
import type { MessageId } from '../i18n/messages';
import { commonMessageIds } from './authValidation';

export const accountMessageIds = {
  ...commonMessageIds,
  newPasswordMin: 'settings.validation.newPasswordMin',
  currentPasswordRequired: 'settings.validation.currentPasswordRequired',
  passwordRequired: 'settings.validation.passwordRequired',
  bioMax: 'profile.validation.bioMax',
  websiteInvalid: 'profile.validation.websiteInvalid',
  birthDateInvalid: 'profile.validation.birthDateInvalid',
} as const satisfies Record<AccountMessageKey, MessageId>;

export const accountSchemas = createAccountSchemas(accountMessageIds);
