/**
 * Registration, sign-in and the password asked again. The password's change and reset are in passwords.ts,
 * the address confirmation in emails.ts, the second factor in twoFactor.ts, the devices in devices.ts.
 */
import { TRPCError } from '@trpc/server';
import {
  type LoginData,
  type LoginResult,
  messageSection,
  messageText,
  type RegisterData,
  type User,
} from '@wurzelwerk/shared';
import { or } from 'drizzle-orm';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../auth/password';
import { toPublicUser } from '../../auth/user';
import { users } from '../../db/schema';
import { tooManyRequests, uniqueViolation } from '../../errors';
import type { Locale } from '../../i18n';
import { enqueueMail } from '../../mail/outbox';
import type { Context } from '../../trpc/context';
import { checkNewUsername, claimUsername } from '../users/claim';
import { sameText } from './emails';
import { refuseCommonPassword } from './passwords';
import { checkSecret } from './secretCheck';
import { startSignedIn } from './signInNotice';
import { issueToken } from './tokens';
import { twoFactorEnabled } from './twoFactor';
import { startPendingSignIn } from './twoFactorSignIn';

/** The section `auth` of the message catalogue in both languages (tests compare with these texts). */
export const AUTH_MESSAGES = { de: messageSection('de', 'auth'), en: messageSection('en', 'auth') } as const;

/** Case-insensitive equality, served by the lower(...) unique indexes. */

export async function register(ctx: Context, input: RegisterData): Promise<User> {
  const wait = await ctx.services.throttle.registerAttempt(ctx.clientIp);
  if (wait > 0) throw tooManyRequests(messageText(ctx.locale, 'auth.tooManyRegistrations'), wait);
  refuseCommonPassword(ctx.locale, input.password, 'password');

  const existing = await ctx.db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(or(sameText(users.email, input.email), sameText(users.username, input.username)));
  const conflict = conflictMessage(existing, input, ctx.locale);
  if (conflict) throw new TRPCError({ code: 'CONFLICT', message: conflict });
  // No look-alike of a taken name, one script (decision 0050); checked again under a lock below.
  await checkNewUsername(ctx.db, input.username, ctx.locale);

  const { password, ...profile } = input;
  const passwordHash = await hashPassword(password);
  try {
    // The account and the mail that asks to confirm its address commit together.
    const row = await ctx.db.transaction(async (tx) => {
      const usernameSkeleton = await claimUsername(tx, input.username, ctx.locale);
      const [inserted] = await tx
        .insert(users)
        .values({ id: crypto.randomUUID(), ...profile, usernameSkeleton, passwordHash })
        .returning();
      if (!inserted) throw new Error('insert returned no row');
      const token = await issueToken(tx, inserted.id, 'verify-email', inserted.email);
      await enqueueMail(tx, {
        to: inserted.email,
        template: 'verifyEmail',
        language: ctx.locale,
        payload: { name: inserted.firstName, token },
      });
      return inserted;
    });
    await ctx.services.sessions.start(row.id, ctx.resHeaders, ctx.sessionId, ctx.userAgent ?? null);
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
    ctx.services.sessions.restoreHint(ctx.resHeaders);
  }
  return { user: ctx.user };
}

/**
 * Checks the password. Without a second factor the answer is the user and a new session; with one, a
 * pending sign-in (cookie, 5 minutes) that only POST /api/auth/2fa/verify can complete.
 */
export async function login(ctx: Context, input: LoginData): Promise<LoginResult> {
  // Counted before the slow hash, so parallel guesses and a tRPC batch of them are each one attempt.
  const texts = { locked: 'auth.tooManyLogins', delayed: 'auth.loginDelayed' } as const;
  const row = await checkSecret(ctx, 'password', input.email, texts, async () => {
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
  // Told only after the right password, so the lock reveals nothing to someone guessing.
  if (row.lockedAt)
    throw new TRPCError({ code: 'FORBIDDEN', message: messageText(ctx.locale, 'auth.accountLocked') });
  if (await twoFactorEnabled(ctx.db, row.id)) {
    await startPendingSignIn(ctx, row.id);
    return { twoFactorRequired: true };
  }
  await startSignedIn(ctx, row.id);
  return { user: toPublicUser(row) };
}
