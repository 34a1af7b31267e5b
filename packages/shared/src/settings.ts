/** The account's settings (issue 7; product §9 "Settings"): the document, its defaults and its reader. */
import { z } from 'zod';

export const NOTIFICATION_KEYS = [
  'email',
  'push',
  'sms',
  'marketing',
  'livestreams',
  'investments',
  'orders',
] as const;
export type NotificationKey = (typeof NOTIFICATION_KEYS)[number];
export const PRIVACY_KEYS = [
  'profileVisible',
  'showInvestments',
  'showLocation',
  /** The public profile names the person in full; off: first name and the last name's initial (issue 31). */
  'showFullName',
  'twoFactor',
] as const;
export type PrivacyKey = (typeof PRIVACY_KEYS)[number];
export const LANGUAGES = ['de', 'en'] as const;
export const THEMES = ['light', 'dark', 'system'] as const;
export const TIMEZONES = ['Europe/Berlin', 'Europe/London', 'America/New_York'] as const;

// Records keyed by a z.enum require every key, so a stored or sent document is always complete.
export const notificationSettingsSchema = z.record(z.enum(NOTIFICATION_KEYS), z.boolean());
export const privacySettingsSchema = z.record(z.enum(PRIVACY_KEYS), z.boolean());
export const settingsSchema = z.object({
  notifications: notificationSettingsSchema,
  privacy: privacySettingsSchema,
  language: z.enum(LANGUAGES),
  theme: z.enum(THEMES),
  timezone: z.enum(TIMEZONES),
});
export type Settings = z.infer<typeof settingsSchema>;

/**
 * The settings as the account holds them, with the time of the last save: null means never saved, the
 * document is the defaults, and a device keeps its own language and theme.
 */
export const savedSettingsSchema = settingsSchema.extend({ savedAt: z.date().nullable() });
export type SavedSettings = z.infer<typeof savedSettingsSchema>;
export type Language = Settings['language'];
export type Theme = Settings['theme'];
export type Timezone = Settings['timezone'];

/** product §9 "Settings". */
export const DEFAULT_SETTINGS: Settings = Object.freeze({
  notifications: Object.freeze({
    email: true,
    push: true,
    sms: false,
    marketing: false,
    livestreams: true,
    investments: true,
    orders: true,
  }),
  privacy: Object.freeze({
    profileVisible: true,
    showInvestments: false,
    showLocation: true,
    showFullName: false,
    twoFactor: false,
  }),
  language: 'de',
  theme: 'system',
  timezone: 'Europe/Berlin',
});

/**
 * Settings from a stored document that may be older or partial: every value that is valid is kept,
 * every missing or invalid one falls back to its default, so a settings read never fails.
 */
export function settingsFrom(stored: unknown): Settings {
  const doc = isRecord(stored) ? stored : {};
  const section = <K extends string>(keys: readonly K[], value: unknown, defaults: Record<K, boolean>) => {
    const given = isRecord(value) ? value : {};
    const result = {} as Record<K, boolean>;
    for (const key of keys) {
      const v = given[key];
      result[key] = typeof v === 'boolean' ? v : defaults[key];
    }
    return result;
  };
  const choice = <T extends string>(options: readonly T[], value: unknown, fallback: T): T =>
    options.includes(value as T) ? (value as T) : fallback;
  return {
    notifications: section(NOTIFICATION_KEYS, doc.notifications, DEFAULT_SETTINGS.notifications),
    privacy: section(PRIVACY_KEYS, doc.privacy, DEFAULT_SETTINGS.privacy),
    language: choice(LANGUAGES, doc.language, DEFAULT_SETTINGS.language),
    theme: choice(THEMES, doc.theme, DEFAULT_SETTINGS.theme),
    timezone: choice(TIMEZONES, doc.timezone, DEFAULT_SETTINGS.timezone),
  };
}

/** The language a stored settings document names, or null when it names none (a mail then follows the request). */
export function savedLanguageOf(stored: unknown): Settings['language'] | null {
  const language = isRecord(stored) ? stored.language : undefined;
  return LANGUAGES.includes(language as Settings['language']) ? (language as Settings['language']) : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
