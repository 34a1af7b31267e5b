import { z } from 'zod';
import { textField } from './text';
import { type ValidationMessages, validationMessagesDe } from './validation';

/** Spec §9 minimum lengths. */
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
  textField({ error: minMessage })
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
 * Builds the auth schemas with messages in one language. The server uses the German default; the web
 * client passes its translated catalogue so that field errors appear in the chosen language.
 */
export function createAuthSchemas(m: ValidationMessages = validationMessagesDe) {
  const email = emailField(m.emailInvalid, m.tooLong);
  const password = textField({ error: m.passwordMin })
    .min(AUTH_LIMITS.passwordMin, m.passwordMin)
    .max(AUTH_LIMITS.passwordMax, m.tooLong);
  const name = (minMessage: string) => personNameField(minMessage, m.tooLong);

  const login = z.object({ email, password });
  const register = z.object({
    firstName: name(m.firstNameMin),
    lastName: name(m.lastNameMin),
    username: textField({ error: m.usernameMin })
      .trim()
      .min(AUTH_LIMITS.usernameMin, m.usernameMin)
      .max(AUTH_LIMITS.usernameMax, m.tooLong)
      .regex(/^[\p{L}\p{N}._-]+$/u, m.usernameChars),
    email,
    password,
  });
  /** The registration form adds confirmPassword, which is checked in the client and never sent. */
  const registerForm = register
    .extend({
      confirmPassword: textField({ error: m.confirmPasswordRequired }).min(
        AUTH_LIMITS.passwordMin,
        m.confirmPasswordRequired,
      ),
    })
    .refine((v) => v.password === v.confirmPassword, {
      message: m.passwordsMismatch,
      path: ['confirmPassword'],
    });

  return { login, register, registerForm };
}

const schemas = createAuthSchemas();
export const loginInput = schemas.login;
export const registerInput = schemas.register;
export type LoginInput = z.input<typeof loginInput>;
export type RegisterInput = z.input<typeof registerInput>;
/** Inputs after parsing: trimmed, e-mail lowercased. */
export type LoginData = z.output<typeof loginInput>;
export type RegisterData = z.output<typeof registerInput>;

/** The signed-in user as every API returns it, under the field `user`. */
export const userSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  email: z.string(),
});
export type User = z.infer<typeof userSchema>;
export const userEnvelope = z.object({ user: userSchema });
/** The session check's answer: the signed-in user, or null when signed out (never an error). */
export const sessionEnvelope = z.object({ user: userSchema.nullable() });

/** Initials: the uppercased first letters of first and last name (spec §3). */
export function initialsOf(user: Pick<User, 'firstName' | 'lastName'>): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
}
