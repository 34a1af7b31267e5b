/** Registration and sign-in rules. */
import { TRPCError } from '@trpc/server';
import type { ChangePasswordInput, LoginData, RegisterData, User } from '@wurzelwerk/shared';
import { type AnyColumn, eq, or, sql } from 'drizzle-orm';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../auth/password';
import { toPublicUser } from '../auth/user';
import { users } from '../db/schema';
import { tooManyRequests, uniqueViolation } from '../errors';
import type { Locale } from '../i18n';
import type { Context } from '../trpc/context';
import type { AuthedContext } from '../trpc/init';

/** Messages in the request's language: they reach the sign-in and registration toasts as they are. */
export const AUTH_MESSAGES = {
  de: {
    emailTaken: 'Diese E-Mail-Adresse ist bereits registriert.',
    usernameTaken: 'Dieser Benutzername ist bereits vergeben.',
    invalidCredentials: 'E-Mail oder Passwort ist falsch.',
    tooManyLogins: 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es später erneut.',
    tooManyRegistrations:
      'Zu viele Registrierungen von dieser Adresse. Bitte versuchen Sie es später erneut.',
    wrongCurrentPassword: 'Das aktuelle Passwort ist falsch.',
    wrongPassword: 'Das Passwort ist falsch.',
    tooManyPasswordAttempts: 'Zu viele falsche Passwörter. Bitte versuchen Sie es später erneut.',
  },
  en: {
    emailTaken: 'This e-mail address is already registered.',
    usernameTaken: 'This username is already taken.',
    invalidCredentials: 'E-mail or password is wrong.',
    tooManyLogins: 'Too many failed sign-in attempts. Please try again later.',
    tooManyRegistrations: 'Too many registrations from this address. Please try again later.',
    wrongCurrentPassword: 'The current password is wrong.',
    wrongPassword: 'The password is wrong.',
    tooManyPasswordAttempts: 'Too many wrong passwords. Please try again later.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** Case-insensitive equality, served by the lower(...) unique indexes. */
const sameText = (column: AnyColumn, value: string) => eq(sql`lower(${column})`, value.toLowerCase());

export async function register(ctx: Context, input: RegisterData): Promise<User> {
  const wait = ctx.services.throttle.registerAttempt(ctx.clientIp);
  if (wait > 0) throw tooManyRequests(AUTH_MESSAGES[ctx.locale].tooManyRegistrations, wait);

  const existing = await ctx.db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(or(sameText(users.email, input.email), sameText(users.username, input.username)));
  const conflict = conflictMessage(existing, input, ctx.locale);
  if (conflict) throw new TRPCError({ code: 'CONFLICT', message: conflict });

  const { password, ...profile } = input;
  const passwordHash = await hashPassword(password);
  try {
    const [row] = await ctx.db
      .insert(users)
      .values({ id: crypto.randomUUID(), ...profile, passwordHash })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await ctx.services.sessions.start(row.id, ctx.resHeaders, ctx.sessionId);
    return toPublicUser(row);
  } catch (error) {
    // Two registrations racing for the same e-mail or username: the unique index decides.
    const constraint = uniqueViolation(error);
    if (constraint) {
      throw new TRPCError({
        code: 'CONFLICT',
        message: constraint?.includes('username')
          ? AUTH_MESSAGES[ctx.locale].usernameTaken
          : AUTH_MESSAGES[ctx.locale].emailTaken,
      });
    }
    throw error;
  }
}

function conflictMessage(
  rows: { email: string; username: string }[],
  input: RegisterData,
  locale: Locale,
): string | null {
  if (rows.some((r) => r.email.toLowerCase() === input.email.toLowerCase()))
    return AUTH_MESSAGES[locale].emailTaken;
  if (rows.some((r) => r.username.toLowerCase() === input.username.toLowerCase())) {
    return AUTH_MESSAGES[locale].usernameTaken;
  }
  return null;
}

export async function login(ctx: Context, input: LoginData): Promise<User> {
  const { throttle, sessions } = ctx.services;
  const wait = throttle.loginRetryAfter(input.email, ctx.clientIp);
  if (wait > 0) throw tooManyRequests(AUTH_MESSAGES[ctx.locale].tooManyLogins, wait);

  const [row] = await ctx.db.select().from(users).where(sameText(users.email, input.email));
  // Verify against a decoy hash for unknown e-mails: same reply, same time.
  const valid = await verifyPassword(input.password, row?.passwordHash ?? (await decoyPasswordHash()));
  if (!row || !valid) {
    throttle.loginFailed(input.email, ctx.clientIp);
    throw new TRPCError({ code: 'UNAUTHORIZED', message: AUTH_MESSAGES[ctx.locale].invalidCredentials });
  }
  throttle.loginSucceeded(input.email);
  await sessions.start(row.id, ctx.resHeaders, ctx.sessionId);
  return toPublicUser(row);
}

/**
 * Checks the signed-in user's password before a sensitive change (password change, account deletion).
 * Failures count against the same limits as sign-in failures for that e-mail and address, so a stolen
 * session cannot be used to guess the password faster than the login form allows.
 */
export async function confirmPassword(
  ctx: AuthedContext,
  password: string,
  wrongMessage: 'wrongCurrentPassword' | 'wrongPassword',
): Promise<void> {
  const { throttle } = ctx.services;
  const messages = AUTH_MESSAGES[ctx.locale];
  const wait = throttle.loginRetryAfter(ctx.user.email, ctx.clientIp);
  if (wait > 0) throw tooManyRequests(messages.tooManyPasswordAttempts, wait);
  const [row] = await ctx.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, ctx.user.id));
  if (!row) throw new TRPCError({ code: 'UNAUTHORIZED', message: messages.invalidCredentials });
  if (!(await verifyPassword(password, row.passwordHash))) {
    throttle.loginFailed(ctx.user.email, ctx.clientIp);
    // 400, not 401: the session is valid, only the typed password is wrong (the web stays signed in).
    throw new TRPCError({ code: 'BAD_REQUEST', message: messages[wrongMessage] });
  }
  throttle.loginSucceeded(ctx.user.email);
}

/**
 * Replaces the password hash, ends every session of the user — the current one too — and signs the current
 * client in again with a new session id. A session id that leaked before the change (a stolen cookie, a
 * shared computer) is worthless after it.
 */
export async function changePassword(ctx: AuthedContext, input: ChangePasswordInput): Promise<void> {
  await confirmPassword(ctx, input.currentPassword, 'wrongCurrentPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.update(users).set({ passwordHash }).where(eq(users.id, ctx.user.id));
  const { sessions } = ctx.services;
  await sessions.endAllForUser(ctx.user.id);
  await sessions.start(ctx.user.id, ctx.resHeaders, null);
}
