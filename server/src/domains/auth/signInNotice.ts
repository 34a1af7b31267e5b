/**
 * The notice of a new sign-in (issue 37, decision 0092): written in the new session's transaction — a
 * notification (security: always) whose push goes out through the push outbox when the `push` switch is
 * on. It names the device in words (browser and system from the User-Agent, as the devices list does),
 * never the address. The account's first sign-in after its registration is not told: there was no
 * earlier one (`users.signed_in_at` is null until then), and registering signs in without a notice.
 */
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { users } from '../../db/schema';
import type { Context } from '../../trpc/context';
import { notify, recipientOf } from '../notifications/service';
import { describeUserAgent } from './devices';

/** What a sign-in (password, code, passkey) writes beside its session: the time, and the notice. */
export function signInNotice(ctx: Pick<Context, 'locale' | 'userAgent'>, userId: string) {
  return async (tx: Transaction): Promise<void> => {
    // FOR NO KEY UPDATE, the lock the update below takes anyway: parallel sign-ins of one account wait here
    // for each other. FOR UPDATE would also wait for the key-share lock each one's session insert (its
    // foreign key) holds on the row — two sign-ins, each holding one and waiting for the other: a deadlock.
    const [before] = await tx
      .select({ signedInAt: users.signedInAt })
      .from(users)
      .where(eq(users.id, userId))
      .for('no key update');
    await tx.update(users).set({ signedInAt: sql`now()` }).where(eq(users.id, userId));
    if (!before?.signedInAt) return;
    const recipient = await recipientOf(tx, userId, ctx.locale);
    if (recipient) await notify(tx, recipient, 'newSignIn', describeUserAgent(ctx.userAgent ?? null));
  };
}

/** Signs `userId` in on this request: the session started, and the sign-in's notice written beside it. */
export function startSignedIn(
  ctx: Pick<Context, 'locale' | 'userAgent' | 'services' | 'resHeaders' | 'sessionId'>,
  userId: string,
): Promise<void> {
  return ctx.services.sessions.start(
    userId,
    ctx.resHeaders,
    ctx.sessionId,
    ctx.userAgent ?? null,
    signInNotice(ctx, userId),
  );
}
