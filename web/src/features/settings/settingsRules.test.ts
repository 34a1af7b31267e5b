import { expect, test } from 'bun:test';
import { appearanceToApply, downloadName, timeZoneToApply, toColorScheme, toTheme } from './settingsRules';

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
