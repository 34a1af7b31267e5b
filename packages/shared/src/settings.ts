/**
 * The account's settings (issue 7; product §9 "Settings"): the document and its reader; its keys, choices
 * and defaults are settingsDefaults.ts (zod-free, decision 0097).
 */
import { z } from 'zod';
import {
  DEFAULT_SETTINGS,
  LANGUAGES,
  NOTIFICATION_KEYS,
  PRIVACY_KEYS,
  THEMES,
  TIMEZONES,
} from './settingsDefaults';

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
