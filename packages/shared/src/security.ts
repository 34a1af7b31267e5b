/**
 * Account security (issue 18): two-factor sign-in with TOTP (RFC 6238), the signed-in devices, and the
 * public profile that the privacy switches guard.
 */
import { z } from 'zod';
import { profileAchievementSchema } from './achievements';
import { assetCategory } from './assets';
import { userSchema } from './auth';
import { normalRecoveryCode, normalTotpCode, RECOVERY_CODE_PATTERN, TOTP_CODE_PATTERN } from './codeFormats';
import { messageId } from './messages';
import { textField } from './text';

/** Recovery codes made at enrolment; each works once. */
export const RECOVERY_CODE_COUNT = 10;
/** How long the pending state between the password and the code lasts. */
export const TWO_FACTOR_PENDING_MS = 5 * 60 * 1000;

/** A six-digit code of the authenticator app; spaces typed between the digits are ignored. */
export const totpCodeField = textField({ error: messageId('twoFactor.codeFormat') })
  .transform(normalTotpCode)
  .pipe(z.string().regex(TOTP_CODE_PATTERN, messageId('twoFactor.codeFormat')));

/** A recovery code as shown (xxxxx-xxxxx); case, spaces and dashes do not matter. */
export const recoveryCodeField = textField({ error: messageId('twoFactor.recoveryCodeFormat') })
  .max(64, messageId('twoFactor.recoveryCodeFormat'))
  .transform(normalRecoveryCode)
  .pipe(z.string().regex(RECOVERY_CODE_PATTERN, messageId('twoFactor.recoveryCodeFormat')));

export const twoFactorCodeInput = z.object({ code: totpCodeField });
/** The second step of sign-in: a code of the app, or one of the recovery codes. */
export const twoFactorVerifyInput = z.union([
  z.object({ code: totpCodeField }).strict(),
  z.object({ recoveryCode: recoveryCodeField }).strict(),
]);
export type TwoFactorVerifyInput = z.input<typeof twoFactorVerifyInput>;
export const twoFactorDisableInput = z.object({
  password: textField({ error: messageId('account.passwordRequired') })
    .min(1, messageId('account.passwordRequired'))
    .max(128, messageId('validation.tooLong')),
  code: totpCodeField,
});
export type TwoFactorDisableInput = z.input<typeof twoFactorDisableInput>;

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Unused recovery codes left (0 while disabled). */
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;
export const twoFactorSetupSchema = z.object({
  /** The secret in base32, for typing into the app by hand. */
  secret: z.string(),
  /** The `otpauth://totp/…` URL the QR code holds. */
  otpauthUrl: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** The sign-in's answer: the user, or — with a second factor — that a code is needed. */
export const twoFactorRequiredSchema = z.object({ twoFactorRequired: z.literal(true) });
export const loginResultSchema = z.union([z.object({ user: userSchema }), twoFactorRequiredSchema]);
export type LoginResult = z.infer<typeof loginResultSchema>;

/** One signed-in device: a session of the user, named by a handle that is not its cookie. */
export const deviceSessionSchema = z.object({
  id: z.string(),
  /** Browser and system read from the User-Agent of the sign-in; null when unknown. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  createdAt: z.date(),
  lastSeenAt: z.date(),
  /** The session of this request. */
  current: z.boolean(),
  /** Whether this device receives push messages (a Web Push subscription of the session, decision 0085). */
  push: z.boolean(),
});
export type DeviceSession = z.infer<typeof deviceSessionSchema>;
export const deviceSessionsSchema = z.object({ sessions: z.array(deviceSessionSchema) });
export const sessionIdInput = z.object({
  id: textField({ error: messageId('session.notFound') })
    .min(1)
    .max(100),
});
export const endedSessionsSchema = z.object({ ended: z.number().int() });

/** A username in a path: bounded, the registration's characters (anything else is simply unknown). */
export const usernameInput = z.object({ username: textField().min(1).max(64) });

/**
 * The public profile: what others see (decision 0050). Optional parts follow the privacy switches; without
 * "Investitionen anzeigen" nothing is there from which amounts, counts or dates of investments could be
 * derived — no level, no CO₂ figure, no achievement of investing — and no achievement carries a date.
 */
export const publicProfileSchema = z
  .object({
    username: z.string(),
    /** First name and the last name's initial ("Anna M."); the full name only with "Vollständigen Namen zeigen". */
    displayName: z.string(),
    initials: z.string(),
    memberSince: z.date(),
    /** Unlocked achievements that say nothing of investments unless those are shown; never dated. */
    achievements: z.array(profileAchievementSchema.pick({ id: true, rarity: true })),
    /** Only with "Standort anzeigen"; null when none is given. */
    location: z.string().nullable().optional(),
    /** Only with "Investitionen anzeigen": the dashboard's level. */
    level: z.number().int().optional(),
    /**
     * Only with "Investitionen anzeigen": the CO₂ impact (tonnes a year) rounded down to a step of 1, 2, 5
     * × 10ⁿ (0 below 0.1), so that no amount can be worked out from it.
     */
    co2SavedAtLeast: z.number().optional(),
    /** Only with "Investitionen anzeigen": names and categories, never amounts. */
    projects: z.array(z.object({ name: z.string(), category: assetCategory })).optional(),
  })
  .strict();
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** A figure rounded down to the steps 1, 2, 5 × 10ⁿ, from 0.1 up; 0 below (the public CO₂ figure). */
export function roundDownToStep(value: number): number {
  if (!(value >= 0.1)) return 0;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [5, 2, 1].find((factor) => value >= factor * power * (1 - 1e-12)) ?? 1;
  return Number((step * power).toPrecision(1));
}

/** How the public profile names a person: in full only when they chose so, else "Anna M.". */
export function publicNameOf(user: { firstName: string; lastName: string }, fullName: boolean): string {
  if (fullName) return `${user.firstName} ${user.lastName}`;
  const initial = ([...user.lastName.trim()][0] ?? '').toUpperCase();
  return initial ? `${user.firstName} ${initial}.` : user.firstName;
}
