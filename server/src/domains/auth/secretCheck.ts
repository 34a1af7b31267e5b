/** Secret checks under the sign-in throttle (decision 0016): reserve, check, settle; the 429 of a refusal. */
import { TRPCError } from '@trpc/server';
import { type MessageCode, messageText } from '@wurzelwerk/shared';
import { eq } from 'drizzle-orm';
import { verifyPassword } from '../../auth/password';
import type { SecretCheck, SecretCheckRefusal, SecretCheckReservation } from '../../auth/throttle';
import { users } from '../../db/schema';
import { tooManyRequests } from '../../errors';
import type { Locale } from '../../i18n';
import type { Context } from '../../trpc/context';
import type { AuthedContext } from '../../trpc/init';

/**
 * Runs a secret check under its reservation: a right secret gives the reservation back, a wrong one leaves
 * it counted as a failure, and a check that ended in an error (the database away) gives it back too — an
 * outage must not lock anyone out, and the caller learnt nothing about the secret.
 */
export async function settle<T>(
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
export function throttled(
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
 * Reserves one check of `kind` for `subject` from the request's address and runs `check` under it: the
 * 429 (with `locked`/`delayed` texts) when the budget is spent, else the check's result (false: wrong).
 */
export async function checkSecret<T>(
  ctx: Context,
  kind: SecretCheck,
  subject: string,
  texts: { locked: MessageCode; delayed: MessageCode },
  check: () => Promise<T | false>,
): Promise<T | false> {
  const attempt = await ctx.services.throttle.reserveSecretCheck(kind, subject, ctx.clientIp);
  if (!attempt.ok) throw throttled(attempt, ctx.locale, texts.locked, texts.delayed);
  return settle(attempt, check);
}

/**
 * Checks the signed-in user's password before a sensitive change (password change, account deletion, a
 * re-authentication), and notes on the session that it proved the password now (reauth.ts).
 * It shares the budgets of sign-in for that e-mail and address, reserved before the hash like sign-in, so
 * a stolen session cannot be used to guess the password faster than the login form allows.
 */
export async function confirmPassword(
  ctx: AuthedContext,
  password: string,
  wrongMessage: 'wrongCurrentPassword' | 'wrongPassword',
): Promise<void> {
  const texts = { locked: 'auth.tooManyPasswordAttempts', delayed: 'auth.passwordDelayed' } as const;
  const valid = await checkSecret(ctx, 'password', ctx.user.email, texts, async () => {
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
  // The session proved the password just now: sensitive actions are open for a while (reauth.ts).
  if (ctx.sessionId) await ctx.services.sessions.markAuthenticated(ctx.sessionId);
}

/**
 * Runs the check of a mailed link's token (reset, confirmation, cancel, unlock) under the throttle: an
 * unknown, used or expired token (`check` answers false) counts against the client address like a wrong
 * password; once the address's budget is spent, 429 before the token is looked at.
 */
export async function checkLinkToken<T>(ctx: Context, check: () => Promise<T | false>): Promise<T | false> {
  const attempt = await ctx.services.throttle.reserveTokenCheck(ctx.clientIp);
  if (!attempt.ok) throw throttled(attempt, ctx.locale, 'auth.tooManyTokens', 'auth.tooManyTokens');
  return settle(attempt, check);
}
