import { expect, test } from 'bun:test';
import { accountMessagesDe } from '@wurzelwerk/shared';
import { catalogs } from '../i18n/catalogs';
import { accountMessageIds, accountSchemas } from './accountValidation';

test('the German account messages are the shared (server) ones verbatim', () => {
  const fromCatalogue = Object.fromEntries(
    Object.entries(accountMessageIds).map(([key, id]) => [key, catalogs.de[id]]),
  );
  expect(fromCatalogue).toEqual({ ...accountMessagesDe });
});

test('the password form reports the spec messages by id', () => {
  const short = accountSchemas.changePassword.safeParse({
    currentPassword: 'alt',
    newPassword: 'abc',
    confirmPassword: 'abd',
  });
  const messages = short.success ? [] : short.error.issues.map((issue) => issue.message);
  // Both rules report at once, each at its own field.
  expect(messages).toEqual([accountMessageIds.newPasswordMin, accountMessageIds.passwordsMismatch]);
  const mismatch = accountSchemas.changePassword.safeParse({
    currentPassword: 'alt',
    newPassword: 'abcdef',
    confirmPassword: 'abcdeg',
  });
  expect(mismatch.success ? [] : mismatch.error.issues.map((issue) => issue.message)).toEqual([
    accountMessageIds.passwordsMismatch,
  ]);
});
