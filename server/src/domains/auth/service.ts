/** Registration and sign-in rules. */
import { TRPCError } from '@trpc/server';
import {
  type ChangePasswordInput,
  type LoginData,
  type MessageCode,
  messageSection,
  messageText,
  type PasswordResetInput,
  type RegisterData,
  type User,
} from '@wurzelwerk/shared';
import { type AnyColumn, and, eq, ne, or, sql } from 'drizzle-orm';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../auth/password';
import type { SecretCheckRefusal, SecretCheckReservation } from '../../auth/throttle';
import { toPublicUser } from '../../auth/user';
import type { Executor } from '../../db/client';
import { authTokens, mailOutbox, userSettings, users } from '../../db/schema';
import { tooManyRequests, uniqueViolation } from '../../errors';
import type { Locale } from '../../i18n';
import { enqueueMail, mailFor, wakeAfterCommit } from '../../mail/outbox';
import type { Context } from '../../trpc/context';
import type { AuthedContext } from '../../trpc/init';
import { notify, recipientOf } from '../notifications/service';
import { consumeToken, hashToken, issueToken, newToken, TOKEN_LIFETIME_MS } from './tokens';

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
    // The account and the mail that asks to confirm its address commit together.
    const row = await ctx.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(users)
        .values({ id: crypto.randomUUID(), ...profile, passwordHash })
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
  // Told only after the right password, so the lock reveals nothing to someone guessing.
  if (row.lockedAt)
    throw new TRPCError({ code: 'FORBIDDEN', message: messageText(ctx.locale, 'auth.accountLocked') });
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
  // The new hash, the end of every session and the notice of the change commit together.
  await sessions.endAllForUser(ctx.user.id, (tx) => setPassword(tx, ctx.user.id, passwordHash, ctx.locale));
  await sessions.start(ctx.user.id, ctx.resHeaders, null);
  return { success: true as const };
}

/** Stores a new password hash and tells the user: a mail and a notification (security: always). */
async function setPassword(
  tx: Executor,
  userId: string,
  passwordHash: string,
  locale: Locale,
): Promise<void> {
  await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
  const recipient = await recipientOf(tx, userId, locale);
  if (!recipient) return;
  await enqueueMail(tx, mailFor(recipient, 'passwordChanged', { at: new Date().toISOString() }));
  await notify(tx, recipient, 'passwordChanged', {});
}

const invalidToken = (locale: Locale) =>
  new TRPCError({ code: 'BAD_REQUEST', message: messageText(locale, 'auth.invalidToken') });

/**
 * "Forgot password": sends a reset link when an account has the address. The reply is the same either way,
 * and so is the work — one statement that finds the account, stores the token's hash and writes the mail
 * (nothing, without an account) — so neither the answer nor its time tells whether the address is known.
 */
export async function requestPasswordReset(ctx: Context, input: PasswordResetInput) {
  const wait = ctx.services.throttle.linkRequest(`password-reset\n${input.email}`, ctx.clientIp);
  if (wait > 0) throw tooManyRequests(messageText(ctx.locale, 'auth.tooManyResets'), wait);
  const { token, tokenHash } = newToken();
  await ctx.db.execute(sql`
    with target as (
      select u.id, u.email, u.first_name,
             case when s.settings->>'language' in ('de', 'en') then s.settings->>'language' else ${ctx.locale}::text end as language
        from ${users} u left join ${userSettings} s on s.user_id = u.id
       where lower(u.email) = ${input.email}::text
    ), earlier as (
      update ${authTokens} set consumed_at = now()
       where user_id in (select id from target) and purpose = 'password-reset' and consumed_at is null
    ), stored as (
      insert into ${authTokens} (token_hash, user_id, purpose, email, expires_at)
      select ${tokenHash}::text, id, 'password-reset', email,
             now() + ${TOKEN_LIFETIME_MS['password-reset']} * interval '1 millisecond' from target
    )
    insert into ${mailOutbox} ("to", template, language, payload)
    select email, 'passwordReset', language, jsonb_build_object('name', first_name, 'token', ${token}::text)
      from target`);
  wakeAfterCommit();
  return { success: true as const };
}

/**
 * Sets a new password with the link's token: the token is used up, every session of the user ends (this
 * client's too: it signs in with the new password), and the user is told by mail and notification.
 */
export async function confirmPasswordReset(ctx: Context, input: { token: string; newPassword: string }) {
  // A token that cannot work costs no password hash: the hash is made only for a live one.
  const [live] = await ctx.db
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(input.token)),
        eq(authTokens.purpose, 'password-reset'),
        sql`${authTokens.consumedAt} is null and ${authTokens.expiresAt} > now()`,
      ),
    );
  if (!live) throw invalidToken(ctx.locale);
  const passwordHash = await hashPassword(input.newPassword);
  const { sessions } = ctx.services;
  await sessions.endAllForUser(live.userId, async (tx) => {
    // Used up here, in the transaction of the change: of two requests with one link only one gets through.
    const used = await consumeToken(tx, input.token, ['password-reset']);
    if (!used) throw invalidToken(ctx.locale);
    await setPassword(tx, used.userId, passwordHash, ctx.locale);
  });
  if (ctx.sessionId) await sessions.end(null, ctx.resHeaders);
  return { success: true as const };
}

/**
 * Confirms an address with the link's token: the address given at registration (or asked for again), or
 * the new address of an e-mail change, which takes effect now — unless another account took it meanwhile
 * (409; the link stays usable).
 */
export async function verifyEmail(ctx: Context, input: { token: string }) {
  const userId = await ctx.db
    .transaction(async (tx) => {
      const used = await consumeToken(tx, input.token, ['verify-email', 'email-change']);
      if (!used?.email) throw invalidToken(ctx.locale);
      const address = used.email;
      if (used.purpose === 'email-change') {
        const [other] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(sameText(users.email, address), ne(users.id, used.userId)));
        if (other) throw emailTaken(ctx.locale);
        await tx
          .update(users)
          .set({ email: address, emailVerifiedAt: sql`now()` })
          .where(eq(users.id, used.userId));
        return used.userId;
      }
      // A confirmation of an address the account no longer has confirms nothing.
      const [confirmed] = await tx
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
        .where(and(eq(users.id, used.userId), sameText(users.email, address)))
        .returning({ id: users.id });
      if (!confirmed) throw invalidToken(ctx.locale);
      return used.userId;
    })
    .catch((error: unknown) => {
      // Another account took the address between the check and the update: the unique index decides.
      if (uniqueViolation(error)) throw emailTaken(ctx.locale);
      throw error;
    });
  // Cached sessions hold the address and whether it is confirmed.
  ctx.services.sessions.forgetUser(userId);
  return { success: true as const };
}

const emailTaken = (locale: Locale) =>
  new TRPCError({ code: 'CONFLICT', message: messageText(locale, 'auth.emailTaken') });

/** Sends the signed-in user a new confirmation link (the earlier ones stop working). */
export async function resendVerification(ctx: AuthedContext) {
  const wait = ctx.services.throttle.linkRequest(`verify-email\n${ctx.user.id}`, ctx.clientIp);
  if (wait > 0) throw tooManyRequests(messageText(ctx.locale, 'auth.tooManyResets'), wait);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, ctx.user.id));
    if (!row)
      throw new TRPCError({ code: 'UNAUTHORIZED', message: messageText(ctx.locale, 'auth.notSignedIn') });
    if (row.verifiedAt)
      throw new TRPCError({ code: 'CONFLICT', message: messageText(ctx.locale, 'auth.alreadyVerified') });
    const recipient = await recipientOf(tx, ctx.user.id, ctx.locale);
    if (!recipient) return;
    const token = await issueToken(tx, ctx.user.id, 'verify-email', row.email);
    await enqueueMail(tx, mailFor(recipient, 'verifyEmail', { token }));
  });
  return { success: true as const };
}
