/** The password: its change by the signed-in user, and its reset through a mailed link. */
import { TRPCError } from '@trpc/server';
import { type ChangePasswordInput, messageText, type PasswordResetInput } from '@wurzelwerk/shared';
import { and, eq, sql } from 'drizzle-orm';
import { ZodRealError } from 'zod';
import { revokeApiTokensOf } from '../../auth/apiTokens';
import { isCommonPassword } from '../../auth/commonPasswords';
import { hashPassword } from '../../auth/password';
import type { Executor } from '../../db/client';
import { authTokens, mailOutbox, userSettings, users } from '../../db/schema';
import { tooManyRequests } from '../../errors';
import type { Locale } from '../../i18n';
import { enqueueMail, mailFor, wakeAfterCommit } from '../../mail/outbox';
import type { Context } from '../../trpc/context';
import type { AuthedContext } from '../../trpc/init';
import { mailLanguageSql, notify, recipientOf } from '../notifications/service';
import { checkLinkToken, confirmPassword } from './secretCheck';
import { consumeToken, hashToken, newToken, revokeAccountLinks, TOKEN_LIFETIME_MS } from './tokens';

/**
 * Replaces the password hash, ends every session of the user — the current one too — and signs the current
 * client in again with a new session id. A session id that leaked before the change (a stolen cookie, a
 * shared computer) is worthless after it.
 */
export async function changePassword(ctx: AuthedContext, input: ChangePasswordInput) {
  refuseCommonPassword(ctx.locale, input.newPassword, 'newPassword');
  await confirmPassword(ctx, input.currentPassword, 'wrongCurrentPassword');
  const passwordHash = await hashPassword(input.newPassword);
  const { sessions } = ctx.services;
  // The new hash, the end of every session and the notice of the change commit together.
  await sessions.endAllForUser(ctx.user.id, (tx) => setPassword(tx, ctx.user.id, passwordHash, ctx.locale));
  await sessions.start(ctx.user.id, ctx.resHeaders, null, ctx.userAgent ?? null);
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
  // A pending address change, reset link or pending sign-in started by whoever had the old password ends,
  // and so does every API token (one made with a stolen session must not survive the reset).
  await revokeAccountLinks(tx, userId);
  await revokeApiTokensOf(tx, userId);
  const recipient = await recipientOf(tx, userId, locale);
  if (!recipient) return;
  await enqueueMail(tx, mailFor(recipient, 'passwordChanged', { at: new Date().toISOString() }));
  await notify(tx, recipient, 'passwordChanged', {});
}

/**
 * Refuses a new password that is on the list of the most common breached ones (issue 31): 400 with the
 * message on the form's field (a validation issue, as the web shows those), in the reader's language.
 */
export function refuseCommonPassword(locale: Locale, password: string, field: 'password' | 'newPassword') {
  if (!isCommonPassword(password)) return;
  const message = messageText(locale, 'auth.passwordTooCommon');
  throw new TRPCError({
    code: 'BAD_REQUEST',
    message,
    cause: new ZodRealError([{ code: 'custom', path: [field], message, input: undefined }]),
  });
}

export const invalidToken = (locale: Locale) =>
  new TRPCError({ code: 'BAD_REQUEST', message: messageText(locale, 'auth.invalidToken') });

/**
 * "Forgot password": sends a reset link when an account has the address. The reply is the same either way,
 * and so is the work — one statement that finds the account, stores the token's hash and writes the mail
 * (nothing, without an account) — so neither the answer nor its time tells whether the address is known.
 */
export async function requestPasswordReset(ctx: Context, input: PasswordResetInput) {
  const wait = await ctx.services.throttle.linkRequest(`password-reset\n${input.email}`, ctx.clientIp);
  if (wait > 0) throw tooManyRequests(messageText(ctx.locale, 'auth.tooManyResets'), wait);
  const { token, tokenHash } = newToken();
  await ctx.db.execute(sql`
    with target as (
      select u.id, u.email, u.first_name,
             ${mailLanguageSql('s', ctx.locale)} as language
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
  // A token that cannot work costs no password hash: the hash is made only for a live one. A wrong token
  // counts against the client's address like a wrong password (issue 31).
  const live = await checkLinkToken(ctx, async () => {
    const [row] = await ctx.db
      .select({ userId: authTokens.userId })
      .from(authTokens)
      .where(
        and(
          eq(authTokens.tokenHash, hashToken(input.token)),
          eq(authTokens.purpose, 'password-reset'),
          sql`${authTokens.consumedAt} is null and ${authTokens.expiresAt} > now()`,
        ),
      );
    return row ?? false;
  });
  if (!live) throw invalidToken(ctx.locale);
  refuseCommonPassword(ctx.locale, input.newPassword, 'newPassword');
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
