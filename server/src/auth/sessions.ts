/** Session handling on top of Lucia: validate a cookie, start and end sessions, write cookies. */
import type { User } from '@wurzelwerk/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions } from '../db/schema';
import { createLucia } from './lucia';
import { toPublicUser } from './user';

export interface SessionState {
  user: User | null;
  sessionId: string | null;
}

/**
 * Validated sessions are remembered for a short time, so that a signed-in page costs no session query
 * per request. Ending a session here (logout, new sign-in, password change) forgets it at once; only a
 * session deleted in the database by other means stays usable for up to this long (docs/decisions/0006).
 */
export const SESSION_CACHE_MS = 30_000;
const SESSION_CACHE_MAX = 50_000;

interface CachedSession {
  user: User;
  expiresAt: number;
  cachedAt: number;
}

export function createSessionManager(
  db: Database,
  options: { secureCookies: boolean; cacheMs?: number; now?: () => number },
) {
  const lucia = createLucia(db, options);
  const cacheMs = options.cacheMs ?? SESSION_CACHE_MS;
  const now = options.now ?? Date.now;
  const cache = new Map<string, CachedSession>();

  const forgetUser = (userId: string, keep: string | null = null) => {
    for (const [id, entry] of cache) if (entry.user.id === userId && id !== keep) cache.delete(id);
  };
  const remember = (sessionId: string, user: User, expiresAt: Date) => {
    if (cache.size >= SESSION_CACHE_MAX) cache.delete(cache.keys().next().value as string);
    cache.set(sessionId, { user, expiresAt: expiresAt.getTime(), cachedAt: now() });
  };

  return {
    cookieName: lucia.sessionCookieName,

    /** Reads the session cookie; refreshes it when Lucia extended the session, clears it when invalid. */
    async fromCookieHeader(cookieHeader: string | null, resHeaders: Headers): Promise<SessionState> {
      const sessionId = lucia.readSessionCookie(cookieHeader ?? '');
      if (!sessionId) return { user: null, sessionId: null };
      const cached = cache.get(sessionId);
      const at = now();
      if (cached && at - cached.cachedAt < cacheMs && at < cached.expiresAt) {
        return { user: cached.user, sessionId };
      }
      cache.delete(sessionId);
      const { session, user } = await lucia.validateSession(sessionId);
      if (!session) {
        resHeaders.append('Set-Cookie', lucia.createBlankSessionCookie().serialize());
        return { user: null, sessionId: null };
      }
      if (session.fresh) resHeaders.append('Set-Cookie', lucia.createSessionCookie(session.id).serialize());
      const publicUser = toPublicUser(user);
      remember(session.id, publicUser, session.expiresAt);
      return { user: publicUser, sessionId: session.id };
    },

    /** A new session at every sign-in; the previous one, if any, ends. */
    async start(userId: string, resHeaders: Headers, previousSessionId: string | null): Promise<void> {
      if (previousSessionId) {
        cache.delete(previousSessionId);
        await lucia.invalidateSession(previousSessionId);
      }
      const session = await lucia.createSession(userId, {});
      resHeaders.append('Set-Cookie', lucia.createSessionCookie(session.id).serialize());
    },

    async end(sessionId: string | null, resHeaders: Headers): Promise<void> {
      if (sessionId) {
        cache.delete(sessionId);
        await lucia.invalidateSession(sessionId);
      }
      resHeaders.append('Set-Cookie', lucia.createBlankSessionCookie().serialize());
    },

    /** Ends every session of a user (password change, account deletion). */
    async endAllForUser(userId: string): Promise<void> {
      // Database first, cache second: a request validating in between cannot re-cache an ended session.
      await lucia.invalidateUserSessions(userId);
      forgetUser(userId);
    },
    /** Ends every session of a user but the given one (password change: the changing device stays). */
    async endOthersForUser(userId: string, keepSessionId: string): Promise<void> {
      await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
      forgetUser(userId, keepSessionId);
    },
    /** Drops the cached copies of a user, so that a changed name or e-mail shows on the next request. */
    forgetUser(userId: string): void {
      forgetUser(userId);
    },

    deleteExpired(): Promise<void> {
      return lucia.deleteExpiredSessions();
    },
  };
}

export type SessionManager = ReturnType<typeof createSessionManager>;
