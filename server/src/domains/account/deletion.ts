/** Account deletion: the personal data goes, the investment and order records stay anonymised. */
import type { DeleteAccountInput } from '@wurzelwerk/shared';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, mailOutbox, orders, payoutInstalments, users } from '../../db/schema';
import { enqueueMail, mailFor } from '../../mail/outbox';
import type { AuthedContext } from '../../trpc/init';
import { requireRecentAuth } from '../auth/reauth';
import { recipientOf } from '../notifications/service';

/**
 * Deletes the account after checking the password, in one transaction: the orders' addresses are removed,
 * then the user row goes. Every table holding personal data references users with ON DELETE CASCADE
 * (sessions included); investments and orders reference it with ON DELETE SET NULL: they are records kept
 * for the statutory retention periods (§ 257 HGB, § 147 AO), left without a person (issue 19).
 */
export async function deleteAccount(ctx: AuthedContext, input: DeleteAccountInput) {
  // The password in the request: the strict form of the recent-sign-in rule (reauth.ts).
  await requireRecentAuth(ctx, input.password);
  await ctx.db.transaction(async (tx) => {
    // The confirmation is written before the user goes: the outbox keeps no reference to the account. The
    // earlier mails to the address go with the data (they hold names, addresses, orders).
    const recipient = await recipientOf(tx, ctx.user.id, ctx.locale);
    if (recipient) {
      await tx.delete(mailOutbox).where(eq(sql`lower(${mailOutbox.to})`, recipient.email.toLowerCase()));
      await enqueueMail(tx, mailFor(recipient, 'accountDeleted', { at: new Date().toISOString() }));
    }
    // The address names the person; the country and the amounts stay with the record.
    await tx
      .update(orders)
      .set({
        shippingAddress: sql`jsonb_build_object('name', '', 'street', '', 'zipCode', '', 'city', '',
                                               'country', ${orders.shippingAddress}->>'country')`,
      })
      .where(eq(orders.userId, ctx.user.id));
    // A payout's instalments are records of the issuer's payment like the investments (decision 0067):
    // kept, without the person.
    await tx.update(payoutInstalments).set({ userId: null }).where(eq(payoutInstalments.userId, ctx.user.id));
    // The customer's own order steps stay in the audit log (issue 36) without their address; the actor
    // id goes with the user (set null).
    await tx
      .update(auditLog)
      .set({ actorEmail: '' })
      .where(and(eq(auditLog.actorId, ctx.user.id), eq(auditLog.actorKind, 'customer')));
    await tx.delete(users).where(eq(users.id, ctx.user.id));
  });
  const { sessions, throttle } = ctx.services;
  await sessions.endAllForUser(ctx.user.id);
  await throttle.forgetKnownAddresses({ email: ctx.user.email, userId: ctx.user.id });
  // Clears the cookie in the browser; the session row went with the user.
  await sessions.end(null, ctx.resHeaders);
  return { success: true as const };
}
