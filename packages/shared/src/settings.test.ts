import { describe, expect, test } from 'bun:test';
import { settingsFrom, settingsSchema } from './settings';
import { DEFAULT_SETTINGS } from './settingsDefaults';

describe('settings', () => {
  test('the defaults are those of the spec', () => {
    const on = (section: Record<string, boolean>) => Object.keys(section).filter((key) => section[key]);
    expect(on(DEFAULT_SETTINGS.notifications)).toEqual([
      'email',
      'push',
      'livestreams',
      'investments',
      'orders',
    ]);
    expect(on(DEFAULT_SETTINGS.privacy)).toEqual(['profileVisible', 'showLocation']);
    expect(DEFAULT_SETTINGS).toMatchObject({ language: 'de', theme: 'system', timezone: 'Europe/Berlin' });
    // Every key there, nothing more: the schema requires each one and strips unknown ones.
    expect(settingsSchema.parse(DEFAULT_SETTINGS)).toEqual(DEFAULT_SETTINGS);
  });

  test('the schema requires every key and refuses unknown values', () => {
    const { sms: _sms, ...withoutSms } = DEFAULT_SETTINGS.notifications;
    expect(settingsSchema.safeParse({ ...DEFAULT_SETTINGS, notifications: withoutSms }).success).toBe(false);
    expect(settingsSchema.safeParse({ ...DEFAULT_SETTINGS, timezone: 'Asia/Tokyo' }).success).toBe(false);
    expect(settingsSchema.safeParse({ ...DEFAULT_SETTINGS, theme: 'blue' }).success).toBe(false);
  });

  test('a partial or broken stored document keeps its valid values and defaults the rest', () => {
    expect(settingsFrom(null)).toEqual(DEFAULT_SETTINGS);
    const stored = { notifications: { sms: true, push: 'yes' }, language: 'en', theme: 42 };
    const settings = settingsFrom(stored);
    expect(settings.notifications).toEqual({ ...DEFAULT_SETTINGS.notifications, sms: true });
    expect(settings.language).toBe('en');
    expect(settings.theme).toBe('system');
    expect(settings.privacy).toEqual(DEFAULT_SETTINGS.privacy);
  });

  test('a document saved before the full-name switch existed shows first name and initial (issue 31)', () => {
    const older = {
      privacy: { profileVisible: true, showInvestments: true, showLocation: false, twoFactor: false },
    };
    expect(settingsFrom(older).privacy).toEqual({ ...older.privacy, showFullName: false });
  });
});
