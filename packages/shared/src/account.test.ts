import { describe, expect, test } from 'bun:test';
import {
  accountMessagesDe,
  changePasswordInput,
  createAccountSchemas,
  deleteAccountInput,
  emailChanges,
  updateProfileInput,
} from './account';
import { renderMessage } from './messages';
import { exportFileName } from './publicRoutes';

/** The issues' messages as a German reader sees them (a schema's message is an id; decision 0061). */
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => renderMessage('de', issue.message)) ?? [];

describe('changePasswordInput', () => {
  test('a short new password and a differing confirmation give the spec messages', () => {
    const short = changePasswordInput.safeParse({
      currentPassword: 'old-secret',
      newPassword: 'abc',
      confirmPassword: 'abc',
    });
    expect(messagesOf(short)).toEqual(['Passwort muss mindestens 6 Zeichen lang sein']);
    const mismatch = changePasswordInput.safeParse({
      currentPassword: 'old-secret',
      newPassword: 'abcdef',
      confirmPassword: 'abcdeg',
    });
    expect(messagesOf(mismatch)).toEqual(['Passwörter stimmen nicht überein']);
    expect(mismatch.error?.issues[0]?.path).toEqual(['confirmPassword']);
  });

  test('accepts a matching new password of 6 characters and refuses an empty current one', () => {
    expect(
      changePasswordInput.safeParse({
        currentPassword: 'x',
        newPassword: 'abcdef',
        confirmPassword: 'abcdef',
      }).success,
    ).toBe(true);
    const empty = changePasswordInput.safeParse({
      currentPassword: '',
      newPassword: 'abcdef',
      confirmPassword: 'abcdef',
    });
    expect(messagesOf(empty)).toEqual([accountMessagesDe.currentPasswordRequired]);
  });

  test('respects the registration maximum', () => {
    const long = 'x'.repeat(129);
    expect(
      changePasswordInput.safeParse({ currentPassword: 'x', newPassword: long, confirmPassword: long })
        .success,
    ).toBe(false);
  });

  test('translated messages replace the German ones', () => {
    const { changePassword } = createAccountSchemas({
      ...accountMessagesDe,
      newPasswordMin: 'Password must be at least 6 characters long',
    });
    const result = changePassword.safeParse({ currentPassword: 'x', newPassword: 'a', confirmPassword: 'a' });
    expect(messagesOf(result)).toEqual(['Password must be at least 6 characters long']);
  });
});

describe('updateProfileInput', () => {
  test('trims, lowercases the e-mail and turns empty optional fields into null', () => {
    expect(
      updateProfileInput.parse({
        firstName: ' Anna ',
        lastName: 'Beispiel',
        email: ' Anna@Example.ORG ',
        bio: '',
        location: '  ',
        company: null,
        website: '',
      }),
    ).toEqual({
      firstName: 'Anna',
      lastName: 'Beispiel',
      email: 'anna@example.org',
      bio: null,
      location: null,
      company: null,
      website: null,
    });
  });

  test('leaves out what is not sent', () => {
    expect(updateProfileInput.parse({ bio: 'Gärtnerin' })).toEqual({ bio: 'Gärtnerin' });
  });

  test('the website must be an http(s) address', () => {
    for (const website of ['beispiel', 'ftp://example.org', 'javascript:alert(1)', 'https://localhost']) {
      expect(messagesOf(updateProfileInput.safeParse({ website }))).toEqual([
        accountMessagesDe.websiteInvalid,
      ]);
    }
    expect(updateProfileInput.parse({ website: 'https://example.org/ich' }).website).toBe(
      'https://example.org/ich',
    );
  });

  test('names, e-mail and bio are checked with clear messages', () => {
    const result = updateProfileInput.safeParse({
      firstName: 'A',
      lastName: 'B',
      email: 'keine-adresse',
      bio: 'x'.repeat(501),
    });
    expect(messagesOf(result)).toEqual([
      'Vorname muss mindestens 2 Zeichen haben',
      'Nachname muss mindestens 2 Zeichen haben',
      'Gültige E-Mail-Adresse eingeben',
      accountMessagesDe.bioMax,
    ]);
    expect(updateProfileInput.safeParse({ bio: 'x'.repeat(500) }).success).toBe(true);
  });
});

describe('the e-mail change', () => {
  test('is a different address ignoring case and spaces; none sent is no change', () => {
    expect(emailChanges('anna@example.org', 'berta@example.org')).toBe(true);
    expect(emailChanges('anna@example.org', 'anna@example.org.de')).toBe(true);
    expect(emailChanges('anna@example.org', ' Anna@Example.ORG ')).toBe(false);
    expect(emailChanges('Anna@Example.org', 'anna@example.org')).toBe(false);
    expect(emailChanges('anna@example.org', undefined)).toBe(false);
  });

  test('the profile input carries the current password as it is, and refuses a non-text or overlong one', () => {
    expect(updateProfileInput.parse({ email: 'b@example.org', currentPassword: ' geheim ' })).toEqual({
      email: 'b@example.org',
      currentPassword: ' geheim ',
    });
    expect(messagesOf(updateProfileInput.safeParse({ currentPassword: 42 }))).toEqual([
      accountMessagesDe.currentPasswordRequired,
    ]);
    expect(updateProfileInput.safeParse({ currentPassword: 'x'.repeat(129) }).success).toBe(false);
  });
});

test('deleteAccountInput needs a password', () => {
  expect(messagesOf(deleteAccountInput.safeParse({ password: '' }))).toEqual([
    accountMessagesDe.passwordRequired,
  ]);
  expect(deleteAccountInput.safeParse({}).success).toBe(false);
});

test('the export file name carries the date', () => {
  expect(exportFileName(new Date('2025-03-04T22:00:00Z'))).toBe('wurzelwerk-export-2025-03-04.json');
});
