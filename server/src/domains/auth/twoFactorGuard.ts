/**
 * The hard limit of wrong second-factor codes per account (issue 31; NIST 800-63B 5.2.2; decision 0047).
 * The throttle spaces guesses out per address and per account for 15 minutes at a time; this counter is
 * durable — `user_totp.failed_checks`, in the database, shared by every process — and counts the wrong codes
 * since the last right one. Each code check is counted before it runs, in one conditional UPDATE that stops
 * at MAX_FAILED_CODES, so parallel guesses on any number of processes get no more checks than that. At the
 * limit a code is refused without a check until the owner opens the unlock link of the mail or signs in with
 * a recovery code (which still works, and sets the counter back to 0 like any right code). The owner is told
 * at the REPORT_AFTER_FAILURES-th wrong code of a burst (mail and notification: once, not per guess).
 */
import { TRPCError } from '@trpc/server';
import { messageText } from '@wurzelwerk/shared';
import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authTokens, userTotp } from '../../db/schema';
import { enqueueMail, mailFor } from '../../mail/outbox';
import type { Context } from '../../trpc/context';
import { notify, recipientOf } from '../notifications/service';
import { issueToken, liveTokensOf } from './tokens';

/** Wrong codes in a row after which codes are refused (NIST: at most 100). */
export const MAX_FAILED_CODES = 100;
/** The wrong code of a burst at which the owner is told. */
export const REPORT_AFTER_FAILURES = 3;

/** What guards a check: a code (refused at the limit) or a recovery code (always checked, the way back in). */
export type GuardedKind = 'code' | 'recovery';

const enabledRow = (userId: string) => and(eq(userTotp.userId, userId), isNotNull(userTotp.enabledAt));

/** The refusal of a code at the limit: 403, with the way out (the mailed link, a recovery code). */
export const codesLockedError = (ctx: Context) =>
  new TRPCError({ code: 'FORBIDDEN', message: messageText(ctx.locale, 'twoFactor.codesLocked') });

/**
 * Runs `check` of the user's second factor under the durable counter: its result, or the 403 of
 * codesLockedError when codes are refused (then the unlock link is mailed, unless a live one is out).
 * An error, not a result, so the throttle around it counts nothing either.
 */
export async function guardedCheck<T>(
  ctx: Context,
  userId: string,
  kind: GuardedKind,
  check: () => Promise<T | false>,
): Promise<T | false> {
  const [reserved] = await ctx.db
    .update(userTotp)
    .set({ failedChecks: sql`${userTotp.failedChecks} + 1` })
    .where(and(enabledRow(userId), kind === 'code' ? lt(userTotp.failedChecks, MAX_FAILED_CODES) : undefined))
    .returning({ failedChecks: userTotp.failedChecks });
  if (!reserved) {
    if (await codesLocked(ctx.db, userId)) {
      await offerUnlockLink(ctx, userId);
      throw codesLockedError(ctx);
    }
    // No second factor (turned off meanwhile): nothing to count, the check fails by itself.
    return check();
  }
  let result: T | false;
  try {
    result = await check();
  } catch (error) {
    // No answer reached (the database away): the reserved count goes back.
    await ctx.db
      .update(userTotp)
      .set({ failedChecks: sql`greatest(${userTotp.failedChecks} - 1, 0)` })
      .where(eq(userTotp.userId, userId));
    throw error;
  }
  if (result !== false) {
    await ctx.db.update(userTotp).set({ failedChecks: 0 }).where(eq(userTotp.userId, userId));
    return result;
  }
  await reportFailures(ctx, userId, reserved.failedChecks);
  return false;
}

/** Whether the user's codes are refused (the limit reached). */
export async function codesLocked(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ failedChecks: userTotp.failedChecks })
    .from(userTotp)
    .where(enabledRow(userId));
  return row !== undefined && row.failedChecks >= MAX_FAILED_CODES;
}

/** Tells the owner at the burst's REPORT_AFTER_FAILURES-th wrong code, and mails the unlock link at the limit. */
async function reportFailures(ctx: Context, userId: string, failures: number): Promise<void> {
  if (failures === REPORT_AFTER_FAILURES) {
    await ctx.db.transaction(async (tx) => {
      const recipient = await recipientOf(tx, userId, ctx.locale);
      if (!recipient) return;
      await enqueueMail(tx, mailFor(recipient, 'twoFactorFailures', { at: new Date().toISOString() }));
      await notify(tx, recipient, 'twoFactorFailures', {});
    });
  }
  if (failures === MAX_FAILED_CODES) await offerUnlockLink(ctx, userId);
}

/**
 * Mails the unlock link unless a live one is out already: at most one mail per link's lifetime (24 h),
 * however often a blocked code is tried. The row lock makes parallel refusals write one link.
 */
async function offerUnlockLink(ctx: Context, userId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx
      .select({ userId: userTotp.userId })
      .from(userTotp)
      .where(eq(userTotp.userId, userId))
      .for('update');
    const [live] = await tx
      .select({ tokenHash: authTokens.tokenHash })
      .from(authTokens)
      .where(liveTokensOf(userId, 'two-factor-unlock'));
    if (live) return;
    const recipient = await recipientOf(tx, userId, ctx.locale);
    if (!recipient) return;
    const token = await issueToken(tx, userId, 'two-factor-unlock', recipient.email);
    await enqueueMail(tx, mailFor(recipient, 'twoFactorLocked', { token }));
  });
}

/** The unlock link's effect: the counter back to 0 (codes are checked again). */
export async function resetFailedCodes(tx: Executor, userId: string): Promise<void> {
  await tx.update(userTotp).set({ failedChecks: 0 }).where(eq(userTotp.userId, userId));
}
