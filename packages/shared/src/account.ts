/**
 * The account contract (issue 7): profile, password change, data export and deletion (settings are in
 * settings.ts, achievements in achievements.ts). The same schemas validate the server's input and the web
 * forms; the web passes its own message ids to createAccountSchemas, the server uses the catalogue's ids.
 */
import { z } from 'zod';
import { ACKNOWLEDGEMENT_LIMITS, isBirthDate } from './acknowledgement';
import { apiTokenSchema } from './apiTokens';
import { AUTH_LIMITS, emailField, personNameField, userSchema } from './auth';
import { complaintStatusSchema } from './complaints';
import { savedSelfDisclosureSchema } from './investmentCaps';
import { investmentScheduleSchema, investmentSchema } from './investments';
import { germanText, messageIds } from './messages';
import { notificationSchema } from './notifications';
import { orderItemSchema, orderSchema } from './orders';
import { passkeySchema } from './passkeys';
import { protectionExportSchema } from './protection';
import { savedSettingsSchema } from './settings';
import { lineField, textField } from './text';
import { VALIDATION_MESSAGES } from './validation';
import { payoutAccountSchema, walletTransactionSchema, withdrawalSchema } from './wallet';

export const ACCOUNT_LIMITS = {
  bioMax: 500,
  /** Location and company: one line each. */
  lineMax: 100,
  websiteMax: 200,
} as const;

// The profile's e-mail refusal is the server's own, not a field rule of these schemas.
const { currentPasswordForEmail: _, ...accountIds } = messageIds('account', {
  bioMax: { max: ACCOUNT_LIMITS.bioMax },
});
/** The schemas' messages, as ids of the catalogue (spec texts, product §5, §8, verbatim in German). */
export const ACCOUNT_FIELD_MESSAGES = {
  firstNameMin: VALIDATION_MESSAGES.firstNameMin,
  lastNameMin: VALIDATION_MESSAGES.lastNameMin,
  emailInvalid: VALIDATION_MESSAGES.emailInvalid,
  tooLong: VALIDATION_MESSAGES.tooLong,
  passwordsMismatch: VALIDATION_MESSAGES.passwordsMismatch,
  ...accountIds,
} as const;
export type AccountMessageKey = keyof typeof ACCOUNT_FIELD_MESSAGES;
/** Their German texts (the web's catalogue repeats them verbatim; web/src/lib/accountValidation.test.ts). */
export const accountMessagesDe = Object.fromEntries(
  Object.entries(ACCOUNT_FIELD_MESSAGES).map(([key, id]) => [key, germanText(id)]),
) as Record<AccountMessageKey, string>;
export type AccountMessages = Record<AccountMessageKey, string>;

/** An optional text (one line unless `multiline`): trimmed, empty becomes null. */
const optionalText = (max: number, message: string, multiline = false) =>
  (multiline ? textField() : lineField())
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

export function createAccountSchemas(m: AccountMessages = ACCOUNT_FIELD_MESSAGES) {
  const name = (minMessage: string) => personNameField(minMessage, m.tooLong);
  const email = emailField(m.emailInvalid, m.tooLong);
  const website = lineField()
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
    bio: optionalText(ACCOUNT_LIMITS.bioMax, m.bioMax, true).optional(),
    location: optionalText(ACCOUNT_LIMITS.lineMax, m.tooLong).optional(),
    company: optionalText(ACCOUNT_LIMITS.lineMax, m.tooLong).optional(),
    website: website.optional(),
    /** Date and place of birth (issue 35): what an investment's acknowledgement is compared with. */
    birthDate: lineField()
      .trim()
      .refine((value) => value === '' || isBirthDate(value), m.birthDateInvalid)
      .nullable()
      .transform((value) => (value ? value : null))
      .optional(),
    birthPlace: optionalText(ACKNOWLEDGEMENT_LIMITS.textMax, m.tooLong).optional(),
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
/** The password again before a sensitive action (POST /api/auth/reauthenticate; decision 0048). */
export const reauthenticateInput = schemas.deleteAccount;
export type ReauthenticateInput = z.input<typeof reauthenticateInput>;

/** The profile: the signed-in user and what the profile page adds. */
export const profileSchema = userSchema.extend({
  bio: z.string().nullable(),
  location: z.string().nullable(),
  company: z.string().nullable(),
  website: z.string().nullable(),
  /** YYYY-MM-DD; null until given. */
  birthDate: z.string().nullable(),
  birthPlace: z.string().nullable(),
  createdAt: z.date(),
  /**
   * A new address waiting for its confirmation (issue 17): the change takes effect when the link sent to it
   * is opened; until then `email` stays the old one. Null when no change is pending.
   */
  pendingEmail: z.string().nullable(),
  /** Until when the pending change's link works (issue 31); null when none is pending. */
  pendingEmailUntil: z.date().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** The export document: everything the platform holds about the user, never a secret. */
export const accountExportSchema = z.object({
  exportedAt: z.date(),
  profile: profileSchema,
  settings: savedSettingsSchema,
  /** The investments as stored: the asset type by id and name rather than the dashboard's card of it. */
  investments: z.array(
    investmentSchema.omit({ assetType: true }).extend({
      assetTypeId: z.number().int(),
      assetName: z.string().nullable(),
      status: z.string(),
      /** The separate risk warning was needed and confirmed for it (issue 35). */
      largeAmountConfirmed: z.boolean(),
    }),
  ),
  /** The self-disclosure of § 2a VermAnlG (nulls when none was given) and the cap it gives (issue 19). */
  selfDisclosure: savedSelfDisclosureSchema,
  /** Investments the caps refused, with the offer and the time (issue 35: the profile's "Im Rahmen geblieben"). */
  capRefusals: z.array(z.object({ assetTypeId: z.number().int(), refusedAt: z.date() })),
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
  /** The orders as stored, each with its status history; the items with their product and unit price. */
  orders: z.array(
    // Without what the API derives on reading (delivery date, certificate, return window).
    orderSchema.omit({ deliveredAt: true, hasCertificate: true, returnableUntil: true }).extend({
      status: z.string(),
      items: z.array(
        orderItemSchema.extend({ productId: z.number().int().nullable(), unitPrice: z.string() }),
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
  /** The stored notifications, newest first (issue 17). */
  notifications: z.array(notificationSchema),
  /**
   * The wallet (issue 34, decision 0069): balance, every transaction (oldest first), the payout account in
   * full (the user's own data) and every withdrawal.
   */
  wallet: z.object({
    balanceCents: z.number().int(),
    payoutAccount: payoutAccountSchema.nullable(),
    transactions: z.array(walletTransactionSchema),
    withdrawals: z.array(withdrawalSchema),
  }),
  /** The repayment schedule of each investment that has one (paid or awaiting payment). */
  schedules: z.array(investmentScheduleSchema),
  /** The personal API tokens: names, prefixes and dates, never the token or its hash. */
  apiTokens: z.array(apiTokenSchema),
  /** The passkeys (issue 37): names and dates, never the key or the credential id. */
  passkeys: z.array(passkeySchema),
  /** The complaints and accessibility feedback sent while signed in (issue 35), oldest first. */
  complaints: z.array(complaintStatusSchema),
  /** Investor protection (issue 35): every knowledge test attempt, every loss check, every application. */
  protection: protectionExportSchema,
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** The reply of the password change and the deletion. */
export const accountSuccessSchema = z.object({ success: z.literal(true) });
