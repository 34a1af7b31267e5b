import { z } from 'zod';
import { messageId } from './messages';
import { USER_ROLES } from './session';
import { lineField, textField } from './text';
import { VALIDATION_MESSAGES, type ValidationMessages } from './validation';

/** Product §9 minimum lengths. */
export const AUTH_LIMITS = {
  nameMin: 2,
  usernameMin: 3,
  passwordMin: 6,
  /** Upper bounds keep hashing and storage bounded; the spec sets none. */
  nameMax: 64,
  usernameMax: 32,
  emailMax: 254,
  passwordMax: 128,
} as const;

/** A person's first or last name: trimmed, within the registration limits. */
export const personNameField = (minMessage: string, tooLong: string) =>
  lineField({ error: minMessage })
    .trim()
    .min(AUTH_LIMITS.nameMin, minMessage)
    .max(AUTH_LIMITS.nameMax, tooLong);

/** An e-mail address: trimmed, valid, lower-cased (an account's e-mail is unique ignoring case). */
export const emailField = (invalid: string, tooLong: string) =>
  textField({ error: invalid })
    .trim()
    .max(AUTH_LIMITS.emailMax, tooLong)
    .pipe(z.email(invalid))
    .transform((value) => value.toLowerCase());

/**
 * Builds the auth schemas with their messages as ids: the shared catalogue's by default (rendered in the
 * reader's language where the error is shown), the web's own catalogue ids in its forms.
 */
export function createAuthSchemas(m: ValidationMessages = VALIDATION_MESSAGES) {
  const email = emailField(m.emailInvalid, m.tooLong);
  const password = textField({ error: m.passwordMin })
    .min(AUTH_LIMITS.passwordMin, m.passwordMin)
    .max(AUTH_LIMITS.passwordMax, m.tooLong);
  const name = (minMessage: string) => personNameField(minMessage, m.tooLong);

  const login = z.object({ email, password });
  const register = z.object({
    firstName: name(m.firstNameMin),
    lastName: name(m.lastNameMin),
    // NFKC: compatibility forms ("ｄｅｍｏ", "ﬁ") are stored as the plain letters they stand for.
    username: textField({ error: m.usernameMin })
      .trim()
      .overwrite((value) => value.normalize('NFKC'))
      .min(AUTH_LIMITS.usernameMin, m.usernameMin)
      .max(AUTH_LIMITS.usernameMax, m.tooLong)
      .regex(/^[\p{L}\p{N}._-]+$/u, m.usernameChars),
    email,
    password,
  });
  /** The password typed again, checked in the client against `field` and never sent. */
  const confirmPassword = textField({ error: m.confirmPasswordRequired }).min(
    AUTH_LIMITS.passwordMin,
    m.confirmPasswordRequired,
  );
  const matching =
    <F extends string>(field: F) =>
    (v: Record<F | 'confirmPassword', string>) =>
      v[field] === v.confirmPassword;
  const mismatch = { message: m.passwordsMismatch, path: ['confirmPassword'] };

  /** The registration form adds confirmPassword. */
  const registerForm = register.extend({ confirmPassword }).refine(matching('password'), mismatch);

  /** The forgot-password form: the address to send the link to. */
  const passwordReset = z.object({ email });
  /** The reset-password page's form: the new password twice (the same rules as at registration). */
  const resetPasswordForm = z
    .object({ newPassword: password, confirmPassword })
    .refine(matching('newPassword'), mismatch);
  /** What the reset-password page sends: the link's token and the new password. */
  const passwordResetConfirm = z.object({ token: tokenField, newPassword: password });

  return { login, register, registerForm, passwordReset, resetPasswordForm, passwordResetConfirm };
}

/**
 * The token of a link in a mail (the `token` query parameter: 32 random bytes, base64url). A wrong one gets
 * the same answer as an expired or used one; this message is for a missing or malformed field only.
 */
export const tokenField = textField({ error: messageId('auth.invalidToken') })
  .min(1, messageId('auth.invalidToken'))
  .max(200, messageId('auth.invalidToken'));
export const tokenInput = z.object({ token: tokenField });
export type TokenInput = z.input<typeof tokenInput>;

const schemas = createAuthSchemas();
export const loginInput = schemas.login;
export const registerInput = schemas.register;
export type LoginInput = z.input<typeof loginInput>;
export type RegisterInput = z.input<typeof registerInput>;
/** Inputs after parsing: trimmed, e-mail lowercased. */
export type LoginData = z.output<typeof loginInput>;
export type RegisterData = z.output<typeof registerInput>;
export const passwordResetInput = schemas.passwordReset;
export type PasswordResetInput = z.input<typeof passwordResetInput>;
export const passwordResetConfirmInput = schemas.passwordResetConfirm;
export type PasswordResetConfirmInput = z.input<typeof passwordResetConfirmInput>;

/** The signed-in user as every API returns it, under the field `user`. */
export const userSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  email: z.string(),
  /** Whether the address was confirmed through the link of a mail (issue 17). */
  emailVerified: z.boolean(),
  /** `operator` may use the admin router (issue 20); every other account is an `investor`. */
  role: z.enum(USER_ROLES),
});
export type User = z.infer<typeof userSchema>;
export const userEnvelope = z.object({ user: userSchema });
/**
 * The session check's answer: the signed-in user, or null when signed out (never an error). The web reads it
 * with session.ts's zod-free `parseSessionEnvelope`, which gives the same answers (decision 0097).
 */
export const sessionEnvelope = z.object({ user: userSchema.nullable() });
