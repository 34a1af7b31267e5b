/**
 * The account contract (issue 7): profile, achievements, password change, settings, data export and
 * deletion. The same schemas validate the server's input and the web forms; the web passes translated
 * messages to createAccountSchemas, the server uses the German defaults.
 */
import { z } from 'zod';
import { AUTH_LIMITS, emailField, personNameField } from './auth';
import { BRAND } from './brand';
import { messageSection } from './messages';
import { shippingAddressSchema } from './orders';
import { textField } from './text';
import { validationMessagesDe } from './validation';

export const ACCOUNT_LIMITS = {
  bioMax: 500,
  /** Location and company: one line each. */
  lineMax: 100,
  websiteMax: 200,
} as const;

// The profile's e-mail refusal is the server's own, not a field rule of these schemas.
const { currentPasswordForEmail: _, ...accountTexts } = messageSection('de', 'account', {
  bioMax: { max: ACCOUNT_LIMITS.bioMax },
});
/** Spec texts (public-and-local-screens.md §5, §8) verbatim; the rest follow their tone (catalogue, German). */
export const accountMessagesDe = {
  firstNameMin: validationMessagesDe.firstNameMin,
  lastNameMin: validationMessagesDe.lastNameMin,
  emailInvalid: validationMessagesDe.emailInvalid,
  tooLong: validationMessagesDe.tooLong,
  passwordsMismatch: validationMessagesDe.passwordsMismatch,
  ...accountTexts,
} as const;
export type AccountMessageKey = keyof typeof accountMessagesDe;
export type AccountMessages = Record<AccountMessageKey, string>;

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
export const PRIVACY_KEYS = ['profileVisible', 'showInvestments', 'showLocation', 'twoFactor'] as const;
export type PrivacyKey = (typeof PRIVACY_KEYS)[number];
export const LANGUAGES = ['de', 'en'] as const;
export const THEMES = ['light', 'dark', 'system'] as const;
export const TIMEZONES = ['Europe/Berlin', 'Europe/London', 'America/New_York'] as const;

/** An optional one-line text: trimmed, empty becomes null. */
const optionalText = (max: number, message: string) =>
  textField()
    .trim()
    .max(max, message)
    .nullable()
    .transform((value) => (value ? value : null));

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export function createAccountSchemas(m: AccountMessages = accountMessagesDe) {
  const name = (minMessage: string) => personNameField(minMessage, m.tooLong);
  const email = emailField(m.emailInvalid, m.tooLong);
  const website = textField()
    .trim()
    .max(ACCOUNT_LIMITS.websiteMax, m.tooLong)
    .refine((value) => value === '' || isWebAddress(value), m.websiteInvalid)
    .nullable()
    .transform((value) => (value ? value : null));

  /**
   * PATCH semantics: a field left out stays as it is; null or an empty text clears an optional field.
   * The profile form sends all fields. A new e-mail address (see emailChanges) needs the current password:
   * whoever can change the address can reset the password through it, so a borrowed or stolen session
   * alone must not. Whether the address changes only the server knows, so the schema keeps it optional.
   */
  const updateProfile = z.object({
    firstName: name(m.firstNameMin).optional(),
    lastName: name(m.lastNameMin).optional(),
    email: email.optional(),
    bio: optionalText(ACCOUNT_LIMITS.bioMax, m.bioMax).optional(),
    location: optionalText(ACCOUNT_LIMITS.lineMax, m.tooLong).optional(),
    company: optionalText(ACCOUNT_LIMITS.lineMax, m.tooLong).optional(),
    website: website.optional(),
    currentPassword: z
      .string({ error: m.currentPasswordRequired })
      .max(AUTH_LIMITS.passwordMax, m.tooLong)
      .optional(),
  });

  const newPassword = textField()
    .min(AUTH_LIMITS.passwordMin, m.newPasswordMin)
    .max(AUTH_LIMITS.passwordMax, m.tooLong);
  const changePassword = z
    .object({
      currentPassword: textField({ error: m.currentPasswordRequired })
        .min(1, m.currentPasswordRequired)
        .max(AUTH_LIMITS.passwordMax, m.tooLong),
      newPassword,
      confirmPassword: textField().max(AUTH_LIMITS.passwordMax, m.tooLong),
    })
    .refine((v) => v.newPassword === v.confirmPassword, {
      message: m.passwordsMismatch,
      path: ['confirmPassword'],
    });

  const deleteAccount = z.object({
    password: textField({ error: m.passwordRequired })
      .min(1, m.passwordRequired)
      .max(AUTH_LIMITS.passwordMax, m.tooLong),
  });

  return { updateProfile, changePassword, deleteAccount };
}

/**
 * True when a submitted e-mail address differs from the saved one, ignoring case and surrounding spaces
 * (addresses are unique ignoring case): only then does a profile update need the current password.
 */
export function emailChanges(saved: string, submitted: string | undefined): boolean {
  return submitted !== undefined && submitted.trim().toLowerCase() !== saved.trim().toLowerCase();
}

const schemas = createAccountSchemas();
export const updateProfileInput = schemas.updateProfile;
export type UpdateProfileInput = z.input<typeof updateProfileInput>;
export type UpdateProfileData = z.output<typeof updateProfileInput>;
export const changePasswordInput = schemas.changePassword;
export type ChangePasswordInput = z.input<typeof changePasswordInput>;
export const deleteAccountInput = schemas.deleteAccount;
export type DeleteAccountInput = z.input<typeof deleteAccountInput>;

export const profileSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  email: z.string(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  company: z.string().nullable(),
  website: z.string().nullable(),
  createdAt: z.date(),
});
export type Profile = z.infer<typeof profileSchema>;

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

/** public-and-local-screens.md §9 "Settings". */
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The export document: everything the platform holds about the user, never a secret. */
export const accountExportSchema = z.object({
  exportedAt: z.date(),
  profile: profileSchema,
  settings: savedSettingsSchema,
  investments: z.array(
    z.object({
      id: z.string(),
      assetTypeId: z.number().int(),
      assetName: z.string().nullable(),
      quantity: z.number().int(),
      totalInvestment: z.string(),
      expectedAnnualReturn: z.string(),
      status: z.string(),
      createdAt: z.date(),
      withdrawnAt: z.date().nullable(),
    }),
  ),
  activities: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      /** The activity as the dashboard words it, in the request's language. */
      message: z.string(),
      assetTypeId: z.number().int().nullable(),
      amount: z.string().nullable(),
      reference: z.string().nullable(),
      createdAt: z.date(),
    }),
  ),
  orders: z.array(
    z.object({
      id: z.string(),
      orderNumber: z.string(),
      status: z.string(),
      paymentMethod: z.string(),
      trackingNumber: z.string().nullable(),
      totalAmount: z.string(),
      shippingCost: z.string(),
      shippingAddress: shippingAddressSchema,
      createdAt: z.date(),
      items: z.array(
        z.object({
          productId: z.number().int().nullable(),
          name: z.string(),
          quantity: z.number().int(),
          unitPrice: z.string(),
          total: z.string(),
        }),
      ),
      statusHistory: z.array(z.object({ status: z.string(), changedAt: z.date() })),
    }),
  ),
  farm: z.object({ state: z.unknown(), engineVersion: z.number().int(), savedAt: z.date() }).nullable(),
  streamReminders: z.array(
    z.object({
      livestreamId: z.number().int(),
      title: z.string(),
      startTime: z.date(),
      createdAt: z.date(),
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/**
 * The achievements of the signed-in profile, in the order the profile lists them. The server derives them
 * from the user's own data (server/src/routers/account.achievements.ts); names, texts and icons are the web's.
 */
export const PROFILE_ACHIEVEMENT_IDS = [
  'welcome',
  'firstInvestment',
  'firstOrder',
  'fourAssets',
  'allCategories',
  'farmer',
  'bigInvestor',
] as const;
export type ProfileAchievementId = (typeof PROFILE_ACHIEVEMENT_IDS)[number];
/** Common first, legendary last. */
export const ACHIEVEMENT_RARITIES = ['common', 'rare', 'epic', 'legendary'] as const;
export type AchievementRarity = (typeof ACHIEVEMENT_RARITIES)[number];

export const profileAchievementSchema = z.object({
  id: z.enum(PROFILE_ACHIEVEMENT_IDS),
  rarity: z.enum(ACHIEVEMENT_RARITIES),
  unlocked: z.boolean(),
  /** When the user's data first met the rule; null while locked, and for the farm, which keeps no dates. */
  date: z.date().nullable(),
});
export type ProfileAchievement = z.infer<typeof profileAchievementSchema>;
/** Every achievement, locked ones included, in the order of PROFILE_ACHIEVEMENT_IDS. */
export const profileAchievementsSchema = z.array(profileAchievementSchema);

/** The reply of the password change and the deletion. */
export const accountSuccessSchema = z.object({ success: z.literal(true) });

/** The export's file name: wurzelwerk-export-YYYY-MM-DD.json (UTC date of the export). */
export function exportFileName(at: Date): string {
  return `${BRAND.toLowerCase()}-export-${at.toISOString().slice(0, 10)}.json`;
}
