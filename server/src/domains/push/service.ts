/**
 * Push subscriptions (issue 37, decision 0085): one per signed-in device. Subscribing stores the browser's
 * subscription with this session — replacing the session's earlier one and any row of the same endpoint
 * (the browser subscribed again under another account or session) — so that it ends with the session.
 */
import { TRPCError } from '@trpc/server';
import { messageText, type PushSubscriptionInput } from '@wurzelwerk/shared';
import { and, eq, or } from 'drizzle-orm';
import { pushSubscriptions } from '../../db/schema';
import type { Context } from '../../trpc/context';
import type { AuthedContext } from '../../trpc/init';

export const publicKey = (ctx: Context) => ({ publicKey: ctx.services.push.publicKey });

/** The session of the request (the push operations take no API token: a subscription is a device's). */
function sessionOf(ctx: AuthedContext): string {
  if (ctx.sessionId) return ctx.sessionId;
  throw new TRPCError({ code: 'UNAUTHORIZED', message: messageText(ctx.locale, 'auth.notSignedIn') });
}

export async function subscribe(
  ctx: AuthedContext,
  input: PushSubscriptionInput,
): Promise<{ subscribed: true }> {
  const sessionId = sessionOf(ctx);
  if (!ctx.services.push.accepts(input.endpoint))
    throw new TRPCError({ code: 'BAD_REQUEST', message: messageText(ctx.locale, 'push.badSubscription') });
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(pushSubscriptions)
      .where(or(eq(pushSubscriptions.sessionId, sessionId), eq(pushSubscriptions.endpoint, input.endpoint)));
    await tx.insert(pushSubscriptions).values({
      userId: ctx.user.id,
      sessionId,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
    });
  });
  return { subscribed: true };
}

/** Removes this device's subscription, or the user's one of `endpoint`; nothing to remove is no error. */
export async function unsubscribe(
  ctx: AuthedContext,
  input: { endpoint?: string },
): Promise<{ subscribed: false }> {
  const sessionId = sessionOf(ctx);
  await ctx.db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.userId, ctx.user.id),
        input.endpoint === undefined
          ? eq(pushSubscriptions.sessionId, sessionId)
          : eq(pushSubscriptions.endpoint, input.endpoint),
      ),
    );
  return { subscribed: false };
}
