/**
 * Two-factor sign-in with TOTP (issue 18; decision 0026). Enrolment: a secret (setup), confirmed by a code
 * (enable), which also makes ten recovery codes; disable needs the password and a code. Turning it on or
 * off ends the account's other sessions and its pending links (issue 31). The sign-in's second step is in
 * twoFactorSignIn.ts. Code guesses are throttled like passwords (kind `totp`, reserved before the check)
 * and counted per account (twoFactorGuard.ts); an accepted code's time step is stored, and only a later
 * step is accepted, so no code works twice. The secrets at rest and their keys: storedSecrets.ts.
 */
import { TRPCError } from '@trpc/server';
import { type MessageCode, messageText, type TwoFactorSetup, type TwoFactorStatus } from '@wurzelwerk/shared';
import { and, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { hashRecoveryCode, matchingStep, newRecoveryCodes, newTotpSecret } from '../../auth/totp';
import type { Executor } from '../../db/client';
import { recoveryCodes, userTotp } from '../../db/schema';
import { enqueueMail, mailFor } from '../../mail/outbox';
import type { Context } from '../../trpc/context';
import type { AuthedContext } from '../../trpc/init';
import { notify, recipientOf } from '../notifications/service';
import { endOtherSessions } from './devices';
import { requireRecentAuth } from './reauth';
import { checkSecret } from './secretCheck';
import { resealUsedSecret } from './storedSecrets';
import { revokeAccountLinks } from './tokens';
import { guardedCheck } from './twoFactorGuard';

const CODE_TEXTS = { locked: 'twoFactor.tooManyCodes', delayed: 'twoFactor.codesDelayed' } as const;

const refusal = (ctx: Context, code: 'BAD_REQUEST' | 'CONFLICT' | 'UNAUTHORIZED', message: MessageCode) =>
  new TRPCError({ code, message: messageText(ctx.locale, message) });

export async function twoFactorEnabled(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: userTotp.userId })
    .from(userTotp)
    .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.enabledAt)));
  return row !== undefined;
}

/**
 * Accepts a TOTP code of the user's enabled secret once: the step it matched must be later than the last
 * accepted one, in one conditional UPDATE, so of two requests with one code only one succeeds.
 */
export async function spendCode(ctx: Context, userId: string, code: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ secret: userTotp.secret })
    .from(userTotp)
    .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.enabledAt)));
  const step = row ? matchingStep(ctx.services.secrets.open(row.secret, userId), code) : null;
  if (!row || step === null) return false;
  const [used] = await ctx.db
    .update(userTotp)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(userTotp.userId, userId),
        isNotNull(userTotp.enabledAt),
        or(isNull(userTotp.lastUsedStep), lt(userTotp.lastUsedStep, step)),
      ),
    )
    .returning({ userId: userTotp.userId });
  if (!used) return false;
  // Under an older key (or stored plain): moved to the newest now that it was used (decision 0088).
  await resealUsedSecret(ctx.db, ctx.services.secrets, userId, row.secret);
  return true;
}

/** Uses up one unused recovery code of the user. */
export async function spendRecoveryCode(db: Executor, userId: string, code: string): Promise<boolean> {
  const [used] = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used !== undefined;
}

export async function twoFactorStatus(ctx: AuthedContext): Promise<TwoFactorStatus> {
  const enabled = await twoFactorEnabled(ctx.db, ctx.user.id);
  if (!enabled) return { enabled, recoveryCodesLeft: 0 };
  const [left] = await ctx.db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, ctx.user.id), isNull(recoveryCodes.usedAt)));
  return { enabled, recoveryCodesLeft: Number(left?.n ?? 0) };
}

/** Starts (or restarts) enrolment: a new secret, not yet in force. */
export async function setupTwoFactor(ctx: AuthedContext): Promise<TwoFactorSetup> {
  if (await twoFactorEnabled(ctx.db, ctx.user.id)) throw refusal(ctx, 'CONFLICT', 'twoFactor.alreadyEnabled');
  const { secret, otpauthUrl } = newTotpSecret(ctx.user.email);
  // Kept encrypted (decision 0045): the plain secret goes only to the user, once, for the app to read.
  const sealed = ctx.services.secrets.seal(secret, ctx.user.id);
  const [stored] = await ctx.db
    .insert(userTotp)
    .values({ userId: ctx.user.id, secret: sealed })
    .onConflictDoUpdate({
      target: userTotp.userId,
      set: { secret: sealed, lastUsedStep: null, createdAt: sql`now()` },
      // An enabled secret is never replaced, not even by a setup racing the enable.
      setWhere: isNull(userTotp.enabledAt),
    })
    .returning({ userId: userTotp.userId });
  if (!stored) throw refusal(ctx, 'CONFLICT', 'twoFactor.alreadyEnabled');
  return { secret, otpauthUrl };
}

/**
 * In the transaction of the change: the account's pending links end (issue 31) and the user is told by
 * mail and notification (security: always).
 */
async function tellUser(tx: Executor, ctx: AuthedContext, enabled: boolean): Promise<void> {
  await revokeAccountLinks(tx, ctx.user.id);
  const recipient = await recipientOf(tx, ctx.user.id, ctx.locale);
  if (!recipient) return;
  await enqueueMail(tx, mailFor(recipient, 'twoFactorChanged', { enabled, at: new Date().toISOString() }));
  await notify(tx, recipient, 'twoFactorChanged', { enabled });
}

/** Confirms enrolment with a current code: the second factor is on; the recovery codes, shown once. */
export async function enableTwoFactor(
  ctx: AuthedContext,
  code: string,
): Promise<{ recoveryCodes: string[] }> {
  const userId = ctx.user.id;
  const [row] = await ctx.db
    .select({ secret: userTotp.secret, enabledAt: userTotp.enabledAt })
    .from(userTotp)
    .where(eq(userTotp.userId, userId));
  if (!row) throw refusal(ctx, 'BAD_REQUEST', 'twoFactor.setupFirst');
  if (row.enabledAt) throw refusal(ctx, 'CONFLICT', 'twoFactor.alreadyEnabled');
  const step = await checkSecret(
    ctx,
    'totp',
    userId,
    CODE_TEXTS,
    async () => matchingStep(ctx.services.secrets.open(row.secret, userId), code) ?? false,
  );
  if (step === false) throw refusal(ctx, 'BAD_REQUEST', 'twoFactor.invalidCode');
  const codes = newRecoveryCodes();
  await ctx.db.transaction(async (tx) => {
    const [enabled] = await tx
      .update(userTotp)
      .set({ enabledAt: sql`now()`, lastUsedStep: step })
      .where(and(eq(userTotp.userId, userId), isNull(userTotp.enabledAt), eq(userTotp.secret, row.secret)))
      .returning({ userId: userTotp.userId });
    if (!enabled) throw refusal(ctx, 'CONFLICT', 'twoFactor.alreadyEnabled');
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codes.map((c) => ({ userId, codeHash: hashRecoveryCode(c) })));
    await tellUser(tx, ctx, true);
  });
  // Whoever else was signed in now signs in with a code too.
  await endOtherSessions(ctx);
  return { recoveryCodes: codes };
}

/** Turns the second factor off: the password and a current code (both throttled like sign-in). */
export async function disableTwoFactor(ctx: AuthedContext, input: { password: string; code: string }) {
  const userId = ctx.user.id;
  if (!(await twoFactorEnabled(ctx.db, userId))) throw refusal(ctx, 'CONFLICT', 'twoFactor.notEnabled');
  await requireRecentAuth(ctx, input.password);
  const right = await checkSecret(ctx, 'totp', userId, CODE_TEXTS, () =>
    guardedCheck(ctx, userId, 'code', () => spendCode(ctx, userId, input.code)),
  );
  if (!right) throw refusal(ctx, 'BAD_REQUEST', 'twoFactor.invalidCode');
  await ctx.db.transaction(async (tx) => {
    const ended = await tx.delete(userTotp).where(eq(userTotp.userId, userId)).returning();
    if (ended.length === 0) throw refusal(ctx, 'CONFLICT', 'twoFactor.notEnabled');
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tellUser(tx, ctx, false);
  });
  await endOtherSessions(ctx);
  return { success: true as const };
}
