import { expect, test } from 'bun:test';
import {
  appearanceToApply,
  downloadName,
  parseUnsavedAppearance,
  reconcileAppearance,
  timeZoneToApply,
  toColorScheme,
  toTheme,
} from './settingsRules';

test.each([
  ['system', 'auto'],
  ['light', 'light'],
  ['dark', 'dark'],
] as const)('the account theme %p is the Mantine colour scheme %p, and back', (theme, scheme) => {
  expect(toColorScheme(theme)).toBe(scheme);
  expect(toTheme(scheme)).toBe(theme);
});

test('an account that never saved its settings leaves the device alone; a saved one applies both choices', () => {
  expect(appearanceToApply({ language: 'en', theme: 'dark', savedAt: null })).toEqual({});
  const savedAt = new Date();
  expect(appearanceToApply({ language: 'de', theme: 'system', savedAt })).toEqual({
    language: 'de',
    colorScheme: 'auto',
  });
  expect(appearanceToApply({ language: 'en', theme: 'light', savedAt })).toEqual({
    language: 'en',
    colorScheme: 'light',
  });
});

test("the time zone is the account's once saved, else the browser's", () => {
  expect(timeZoneToApply(undefined)).toBeUndefined();
  expect(timeZoneToApply({ timezone: 'Europe/Berlin', savedAt: null })).toBeUndefined();
  expect(timeZoneToApply({ timezone: 'America/New_York', savedAt: new Date() })).toBe('America/New_York');
});

test('the download name comes from the header, else from the date', () => {
  const now = new Date(Date.UTC(2026, 4, 7, 12));
  expect(downloadName('attachment; filename="wurzelwerk-export-2026-05-06.json"', now)).toBe(
    'wurzelwerk-export-2026-05-06.json',
  );
  expect(downloadName(null, now)).toBe('wurzelwerk-export-2026-05-07.json');
});

test('a pick this device has not got saved yet wins over the account’s document, for its own user only', () => {
  const saved = { language: 'de', theme: 'dark', savedAt: new Date() } as const;
  const unsaved = { user: 'u1', language: 'en', theme: 'light' } as const;
  expect(reconcileAppearance(saved, unsaved, 'u1')).toEqual({ apply: {}, save: true });
  // Another user's, none, or one the account already has: the account's choices apply.
  const applied = { apply: { language: 'de', colorScheme: 'dark' }, save: false } as const;
  expect(reconcileAppearance(saved, unsaved, 'u2')).toEqual(applied);
  expect(reconcileAppearance(saved, null, 'u1')).toEqual(applied);
  expect(reconcileAppearance(saved, { user: 'u1', language: 'de', theme: 'dark' }, 'u1')).toEqual(applied);
});

test('the stored unsaved pick is read back, anything else is none', () => {
  const pick = { user: 'u1', language: 'en', theme: 'system' } as const;
  expect(parseUnsavedAppearance(JSON.stringify(pick))).toEqual(pick);
  for (const stored of [null, '', '{', 'null', '"x"', '{"user":1,"language":"en","theme":"dark"}'])
    expect(parseUnsavedAppearance(stored)).toBeNull();
  expect(parseUnsavedAppearance(JSON.stringify({ ...pick, language: 'fr' }))).toBeNull();
  expect(parseUnsavedAppearance(JSON.stringify({ ...pick, theme: 'auto' }))).toBeNull();
});
