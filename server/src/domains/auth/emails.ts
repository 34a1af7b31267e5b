/** The account's address: its confirmation through a mailed link, and a new link on request. */
import { TRPCError } from '@trpc/server';
import { messageText } from '@wurzelwerk/shared';
import { type AnyColumn, and, eq, ne, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import { tooManyRequests, uniqueViolation } from '../../errors';
import type { Locale } from '../../i18n';
import { enqueueMail, mailFor } from '../../mail/outbox';
import type { Context } from '../../trpc/context';
import type { AuthedContext } from '../../trpc/init';
import { recipientOf } from '../notifications/service';
import { invalidToken } from './passwords';
import { checkLinkToken } from './secretCheck';
import { consumeToken, issueToken, revokeAccountLinks } from './tokens';

/** A case-insensitive match of a text column (e-mail addresses, user names). */
export const sameText = (column: AnyColumn, value: string) => eq(sql`lower(${column})`, value.toLowerCase());

/**
 * Confirms an address with the link's token: the address given at registration (or asked for again), or
 * the new address of an e-mail change, which takes effect now — unless another account took it meanwhile
 * (409; the link stays usable).
 */
export async function verifyEmail(ctx: Context, input: { token: string }) {
  // An unknown, used or expired token counts against the client's address like a wrong password.
  const done = await checkLinkToken(ctx, () => confirmAddress(ctx, input.token));
  if (!done) throw invalidToken(ctx.locale);
  const { userId, formerEmail } = done;
  // Cached sessions hold the address and whether it is confirmed.
  await ctx.services.sessions.forgetUser(userId);
  // Sign-ins use the new address now: the old one's known addresses would only linger (privacy page).
  if (formerEmail) await ctx.services.throttle.forgetKnownAddresses({ email: formerEmail });
  return { success: true as const };
}

/** Uses the token up and confirms or changes the address in one transaction; false for a token that cannot work. */
async function confirmAddress(ctx: Context, token: string) {
  return ctx.db
    .transaction(async (tx) => {
      const used = await consumeToken(tx, token, ['verify-email', 'email-change']);
      if (!used?.email) return false;
      const address = used.email;
      if (used.purpose === 'email-change') {
        const [other] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(sameText(users.email, address), ne(users.id, used.userId)));
        if (other) throw emailTaken(ctx.locale);
        const [before] = await tx
          .select({ email: users.email })
          .from(users)
          .where(eq(users.id, used.userId))
          .for('update');
        await tx
          .update(users)
          .set({ email: address, emailVerifiedAt: sql`now()` })
          .where(eq(users.id, used.userId));
        // The old address's cancel link has nothing left to cancel.
        await revokeAccountLinks(tx, used.userId, ['email-change-cancel']);
        return { userId: used.userId, formerEmail: before?.email };
      }
      // A confirmation of an address the account no longer has confirms nothing.
      const [confirmed] = await tx
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
        .where(and(eq(users.id, used.userId), sameText(users.email, address)))
        .returning({ id: users.id });
      if (!confirmed) throw invalidToken(ctx.locale);
      return { userId: used.userId, formerEmail: undefined };
    })
    .catch((error: unknown) => {
      // Another account took the address between the check and the update: the unique index decides.
      if (uniqueViolation(error)) throw emailTaken(ctx.locale);
      throw error;
    });
}

/**
 * The cancel link of the notice to the old address (issue 31): uses it up and ends the pending change, so
 * the link sent to the new address no longer works. No session needed; the web page POSTs it, never a GET.
 */
export async function cancelEmailChangeByLink(ctx: Context, input: { token: string }) {
  const userId = await checkLinkToken(ctx, () =>
    ctx.db.transaction(async (tx) => {
      const used = await consumeToken(tx, input.token, ['email-change-cancel']);
      if (!used) return false;
      await revokeAccountLinks(tx, used.userId, ['email-change']);
      return used.userId;
    }),
  );
  if (!userId) throw invalidToken(ctx.locale);
  return { success: true as const };
}

const emailTaken = (locale: Locale) =>
  new TRPCError({ code: 'CONFLICT', message: messageText(locale, 'auth.emailTaken') });

/** Sends the signed-in user a new confirmation link (the earlier ones stop working). */
export async function resendVerification(ctx: AuthedContext) {
  const wait = await ctx.services.throttle.linkRequest(`verify-email\n${ctx.user.id}`, ctx.clientIp);
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
