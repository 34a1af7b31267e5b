/** Registration and sign-in rules. */
import { TRPCError } from '@trpc/server';
import {
  type ChangePasswordInput,
  type LoginData,
  type MessageCode,
  messageSection,
  messageText,
  type RegisterData,
  type User,
} from '@wurzelwerk/shared';
import { type AnyColumn, eq, or, sql } from 'drizzle-orm';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../auth/password';
import type { SecretCheckRefusal, SecretCheckReservation } from '../../auth/throttle';
import { toPublicUser } from '../../auth/user';
import { users } from '../../db/schema';
import { tooManyRequests, uniqueViolation } from '../../errors';
import type { Locale } from '../../i18n';
import type { Context } from '../../trpc/context';
import type { AuthedContext } from '../../trpc/init';

/** The section `auth` of the message catalogue in both languages (tests compare with these texts). */
export const AUTH_MESSAGES = { de: messageSection('de', 'auth'), en: messageSection('en', 'auth') } as const;

/** Case-insensitive equality, served by the lower(...) unique indexes. */
const sameText = (column: AnyColumn, value: string) => eq(sql`lower(${column})`, value.toLowerCase());

export async function register(ctx: Context, input: RegisterData): Promise<User> {
  const wait = ctx.services.throttle.registerAttempt(ctx.clientIp);
  if (wait > 0) throw tooManyRequests(messageText(ctx.locale, 'auth.tooManyRegistrations'), wait);

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
          ? messageText(ctx.locale, 'auth.usernameTaken')
          : messageText(ctx.locale, 'auth.emailTaken'),
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
    return messageText(locale, 'auth.emailTaken');
  if (rows.some((r) => r.username.toLowerCase() === input.username.toLowerCase())) {
    return messageText(locale, 'auth.usernameTaken');
  }
  return null;
}

/**
 * The web's session check: the signed-in user or null — signed out is an answer, not an error. A live
 * session that came without the web's hint cookie gets it back; nothing else is written (a sliding
 * extension and the clearing of an invalid cookie happen for every request, in createContext).
 */
export function currentSession(ctx: Context): { user: User | null } {
  if (ctx.user && ctx.sessionId && !ctx.sessionHint) {
    ctx.services.sessions.restoreHint(ctx.sessionId, ctx.resHeaders);
  }
  return { user: ctx.user };
}

export async function login(ctx: Context, input: LoginData): Promise<User> {
  const { throttle, sessions } = ctx.services;
  // Counted before the slow hash, so parallel guesses and a tRPC batch of them are each one attempt.
  const attempt = await throttle.reserveSecretCheck('password', input.email, ctx.clientIp);
  if (!attempt.ok) throw throttled(attempt, ctx.locale, 'auth.tooManyLogins', 'auth.loginDelayed');
  const row = await settle(attempt, async () => {
    const [found] = await ctx.db.select().from(users).where(sameText(users.email, input.email));
    // Verify against a decoy hash for unknown e-mails: same reply, same time.
    const matches = await verifyPassword(input.password, found?.passwordHash ?? (await decoyPasswordHash()));
    return matches && found ? found : false;
  });
  if (!row)
    throw new TRPCError({
      code: 'UNAUTHORIZED',
      message: messageText(ctx.locale, 'auth.invalidCredentials'),
    });
  await sessions.start(row.id, ctx.resHeaders, ctx.sessionId);
  return toPublicUser(row);
}

/**
 * Runs a secret check under its reservation: a right secret gives the reservation back, a wrong one leaves
 * it counted as a failure, and a check that ended in an error (the database away) gives it back too — an
 * outage must not lock anyone out, and the caller learnt nothing about the secret.
 */
async function settle<T>(
  attempt: SecretCheckReservation,
  check: () => Promise<T | false>,
): Promise<T | false> {
  let result: T | false;
  try {
    result = await check();
  } catch (error) {
    await attempt.abandoned();
    throw error;
  }
  if (result !== false) await attempt.succeeded();
  return result;
}

/** The 429 for a refused attempt: the wait in seconds is in the message when it is a short delay. */
function throttled(
  refusal: SecretCheckRefusal,
  locale: Locale,
  locked: MessageCode,
  delayed: MessageCode,
): TRPCError {
  const message =
    refusal.reason === 'delayed'
      ? messageText(locale, delayed, { seconds: refusal.retryAfter })
      : messageText(locale, locked);
  return tooManyRequests(message, refusal.retryAfter);
}

/**
 * Checks the signed-in user's password before a sensitive change (password change, account deletion).
 * It shares the budgets of sign-in for that e-mail and address, reserved before the hash like sign-in, so
 * a stolen session cannot be used to guess the password faster than the login form allows.
 */
export async function confirmPassword(
  ctx: AuthedContext,
  password: string,
  wrongMessage: 'wrongCurrentPassword' | 'wrongPassword',
): Promise<void> {
  const { throttle } = ctx.services;
  const attempt = await throttle.reserveSecretCheck('password', ctx.user.email, ctx.clientIp);
  if (!attempt.ok)
    throw throttled(attempt, ctx.locale, 'auth.tooManyPasswordAttempts', 'auth.passwordDelayed');
  const valid = await settle(attempt, async () => {
    const [row] = await ctx.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, ctx.user.id));
    // The account is gone (deleted in parallel): no guess was checked, so nothing stays counted.
    if (!row)
      throw new TRPCError({
        code: 'UNAUTHORIZED',
        message: messageText(ctx.locale, 'auth.invalidCredentials'),
      });
    return verifyPassword(password, row.passwordHash);
  });
  // 400, not 401: the session is valid, only the typed password is wrong (the web stays signed in).
  if (!valid)
    throw new TRPCError({ code: 'BAD_REQUEST', message: messageText(ctx.locale, `auth.${wrongMessage}`) });
}

/**
 * Replaces the password hash, ends every session of the user — the current one too — and signs the current
 * client in again with a new session id. A session id that leaked before the change (a stolen cookie, a
 * shared computer) is worthless after it.
 */
export async function changePassword(ctx: AuthedContext, input: ChangePasswordInput) {
  await confirmPassword(ctx, input.currentPassword, 'wrongCurrentPassword');
  const passwordHash = await hashPassword(input.newPassword);
  const { sessions } = ctx.services;
  // The new hash and the end of every session commit together.
  await sessions.endAllForUser(ctx.user.id, (tx) =>
    tx.update(users).set({ passwordHash }).where(eq(users.id, ctx.user.id)),
  );
  await sessions.start(ctx.user.id, ctx.resHeaders, null);
  return { success: true as const };
}
