/**
 * The second step of sign-in (issue 18, decision 0026): a right password of an account with the second
 * factor gives a pending sign-in (auth_tokens, purpose `two-factor`, 5 minutes, in its own cookie — never a
 * session), which a code or a recovery code turns into a session. Each browser's pending sign-in is its
 * own: a new one elsewhere does not end it (issue 31). Code guesses are throttled like passwords and
 * counted durably per account (twoFactorGuard.ts); a locked account is refused here too.
 */
import { TRPCError } from '@trpc/server';
import { type MessageCode, messageText, type User } from '@wurzelwerk/shared';
import { and, eq } from 'drizzle-orm';
import { toPublicUser } from '../../auth/user';
import { authTokens, users } from '../../db/schema';
import type { Context } from '../../trpc/context';
import { invalidToken } from './passwords';
import { checkLinkToken, checkSecret } from './secretCheck';
import { startSignedIn } from './signInNotice';
import { consumeToken, hashToken, isLive, issuePendingSignIn } from './tokens';
import { spendCode, spendRecoveryCode } from './twoFactor';
import { guardedCheck, resetFailedCodes } from './twoFactorGuard';

const CODE_TEXTS = { locked: 'twoFactor.tooManyCodes', delayed: 'twoFactor.codesDelayed' } as const;

const refusal = (ctx: Context, code: 'UNAUTHORIZED' | 'FORBIDDEN', message: MessageCode) =>
  new TRPCError({ code, message: messageText(ctx.locale, message) });

/** After a right password: the pending sign-in, in its cookie (other browsers' pending ones go on). */
export async function startPendingSignIn(ctx: Context, userId: string): Promise<void> {
  const token = await issuePendingSignIn(ctx.db, userId);
  ctx.services.sessions.setTwoFactorCookie(ctx.resHeaders, token);
}

/** The user of the request's live pending sign-in, or undefined. */
export async function pendingUser(ctx: Context, token: string) {
  const [pending] = await ctx.db
    .select({ userId: authTokens.userId, lockedAt: users.lockedAt })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, hashToken(token)), eq(authTokens.purpose, 'two-factor'), isLive()));
  return pending;
}

/** The second step of sign-in: a code or a recovery code completes the pending sign-in with a session. */
export function verifySignIn(
  ctx: Context,
  input: { code: string } | { recoveryCode: string },
): Promise<{ user: User }> {
  return completePendingSignIn(ctx, (userId) =>
    checkSecret(ctx, 'totp', userId, CODE_TEXTS, () =>
      'code' in input
        ? guardedCheck(ctx, userId, 'code', () => spendCode(ctx, userId, input.code))
        : guardedCheck(ctx, userId, 'recovery', () => spendRecoveryCode(ctx.db, userId, input.recoveryCode)),
    ),
  );
}

/**
 * Completes the request's pending sign-in when `secondFactor` (a code, a recovery code, a passkey: each
 * throttled by the caller) is right for its user: the pending sign-in is used up and the session starts.
 */
export async function completePendingSignIn(
  ctx: Context,
  secondFactor: (userId: string) => Promise<boolean>,
  wrong: MessageCode = 'twoFactor.invalidCode',
): Promise<{ user: User }> {
  const token = ctx.twoFactorPending;
  const pending = token ? await pendingUser(ctx, token) : undefined;
  if (!pending || !token) {
    if (token) ctx.services.sessions.setTwoFactorCookie(ctx.resHeaders, null);
    throw refusal(ctx, 'UNAUTHORIZED', 'twoFactor.noPendingSignIn');
  }
  const { userId } = pending;
  // Locked by an operator since the password step: no session, and the pending sign-in ends.
  if (pending.lockedAt) {
    await consumeToken(ctx.db, token, ['two-factor']);
    ctx.services.sessions.setTwoFactorCookie(ctx.resHeaders, null);
    throw refusal(ctx, 'FORBIDDEN', 'auth.accountLocked');
  }
  if (!(await secondFactor(userId))) throw refusal(ctx, 'UNAUTHORIZED', wrong);
  // Used up now: a pending sign-in makes one session.
  if (!(await consumeToken(ctx.db, token, ['two-factor'])))
    throw refusal(ctx, 'UNAUTHORIZED', 'twoFactor.noPendingSignIn');
  const [row] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!row) throw refusal(ctx, 'UNAUTHORIZED', 'twoFactor.noPendingSignIn');
  if (row.lockedAt) throw refusal(ctx, 'FORBIDDEN', 'auth.accountLocked');
  ctx.services.sessions.setTwoFactorCookie(ctx.resHeaders, null);
  await startSignedIn(ctx, userId);
  return { user: toPublicUser(row) };
}

/**
 * The unlock link of the mail sent at the limit of wrong codes (issue 31): uses it up and sets the
 * counter back, so codes are checked again. No session needed; the web page POSTs it, never a GET.
 */
export async function unlockCodes(ctx: Context, input: { token: string }) {
  const done = await checkLinkToken(ctx, () =>
    ctx.db.transaction(async (tx) => {
      const used = await consumeToken(tx, input.token, ['two-factor-unlock']);
      if (!used) return false;
      await resetFailedCodes(tx, used.userId);
      return true;
    }),
  );
  if (!done) throw invalidToken(ctx.locale);
  return { success: true as const };
}
