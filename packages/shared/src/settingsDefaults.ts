/**
 * The settings' keys, choices and defaults (product §9 "Settings") without zod: the signed-in app's start
 * (the account's settings applied, the shell's toggles saved back) needs them, and neither zod nor the
 * shared schemas (decision 0097). The document's schema and reader are settings.ts.
 */
import type { Settings } from './settings';

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
