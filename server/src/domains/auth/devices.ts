/**
 * The signed-in devices (issue 18): the user's sessions, each named by a handle derived from its id — the
 * list never shows a session id, which is the cookie's secret. Ending one takes effect at once in this
 * process (the session cache forgets it with the delete); another user's handle is "not found".
 */
import { createHash } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { type DeviceSession, messageText } from '@wurzelwerk/shared';
import Bowser from 'bowser';
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import { pushSubscriptions, sessions } from '../../db/schema';
import type { AuthedContext } from '../../trpc/init';
import { revokeAccountLinks } from './tokens';

/** The public name of a session: not the id, and not reversible into it. */
export const sessionHandle = (sessionId: string) =>
  createHash('sha256').update(`session\n${sessionId}`).digest('base64url').slice(0, 22);

/** Browser and system of a User-Agent ("Firefox 133", "Windows 10"); null where it tells nothing. */
export function describeUserAgent(userAgent: string | null): { browser: string | null; os: string | null } {
  if (!userAgent) return { browser: null, os: null };
  const parsed = Bowser.parse(userAgent);
  const name = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ') || null;
  return {
    browser: name(parsed.browser.name, parsed.browser.version?.split('.')[0]),
    os: name(parsed.os.name, parsed.os.versionName ?? parsed.os.version),
  };
}

async function liveSessions(ctx: AuthedContext) {
  return ctx.db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      userAgent: sessions.userAgent,
      push: sql<boolean>`${pushSubscriptions.id} is not null`,
    })
    .from(sessions)
    .leftJoin(pushSubscriptions, eq(pushSubscriptions.sessionId, sessions.id))
    .where(and(eq(sessions.userId, ctx.user.id), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

export async function listDevices(ctx: AuthedContext): Promise<{ sessions: DeviceSession[] }> {
  const rows = await liveSessions(ctx);
  return {
    sessions: rows.map((row) => ({
      id: sessionHandle(row.id),
      ...describeUserAgent(row.userAgent),
      createdAt: row.createdAt,
      lastSeenAt: row.lastSeenAt,
      current: row.id === ctx.sessionId,
      push: row.push,
    })),
  };
}

/** Ends one of the user's sessions by its handle; ending this one signs this client out. */
export async function endDevice(ctx: AuthedContext, handle: string): Promise<{ success: true }> {
  const target = (await liveSessions(ctx)).find((row) => sessionHandle(row.id) === handle);
  const ended = target ? await ctx.services.sessions.endSome(ctx.user.id, eq(sessions.id, target.id)) : [];
  if (ended.length === 0)
    throw new TRPCError({ code: 'NOT_FOUND', message: messageText(ctx.locale, 'session.notFound') });
  if (target?.id === ctx.sessionId) await ctx.services.sessions.end(null, ctx.resHeaders);
  return { success: true };
}

/** Ends every session of the user but this one (the second factor turned on or off does too): the ids. */
export function endOtherSessions(ctx: AuthedContext): Promise<string[]> {
  const others = ctx.sessionId ? ne(sessions.id, ctx.sessionId) : undefined;
  return ctx.services.sessions.endSome(ctx.user.id, others);
}

/**
 * "Sign out other devices": every session but this one ends, and so do the account's pending links (an
 * address change, a reset link, a pending sign-in — issue 31), used up first: should ending the sessions
 * fail, nothing another device started survives.
 */
export async function endOtherDevices(ctx: AuthedContext): Promise<{ ended: number }> {
  await revokeAccountLinks(ctx.db, ctx.user.id);
  const ended = await endOtherSessions(ctx);
  return { ended: ended.length };
}
