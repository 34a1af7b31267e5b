/**
 * Session handling over the session store (sessionStore.ts): read a cookie, start and end sessions, write
 * cookies, and remember validated sessions for a short time. Everything here speaks of a session by its
 * stored id (the SHA-256 of the cookie's token); only the cookie carries the token (decision 0048).
 */
import { SESSION_HINT_COOKIE, type Settings, TWO_FACTOR_PENDING_MS, type User } from '@wurzelwerk/shared';
import { and, desc, eq, gt, notInArray, type SQL, sql } from 'drizzle-orm';
import type { BusMessage } from '../db/bus';
import type { Database } from '../db/client';
import { sessions } from '../db/schema';
import { detached } from '../db/scope';
import { readCookie, SESSION_COOKIE, serializeCookie, TWO_FACTOR_COOKIE } from './cookies';
import {
  createSessionStore,
  DEFAULT_SESSION_MAX_AGE_DAYS,
  SESSION_SLIDING_MS,
  sessionIdOf,
} from './sessionStore';
import { toPublicUser } from './user';

/** A transaction of the app's database, as `db.transaction` hands it to its callback. */
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface SessionState {
  user: User | null;
  /**
   * The language the user saved in the settings (German when none), read with the session: what a request
   * without a language of its own speaks. Null when signed out.
   */
  savedLanguage: Settings['language'] | null;
  /** The session's stored id (the SHA-256 of the cookie's token), never the token. */
  sessionId: string | null;
  /** The request carried the web's session hint (SESSION_HINT_COOKIE). */
  sessionHint: boolean;
  /** The token of a pending two-factor sign-in (TWO_FACTOR_COOKIE), or null. */
  twoFactorPending: string | null;
}

/** How often a session's last use is written at most (devices list): not on every request. */
export const LAST_SEEN_EVERY_MS = 60_000;

/** Read by the web app's routes too (static.ts). */
export { readCookie };

/**
 * Validated sessions are remembered for a short time, so that a signed-in page costs no session query
 * per request. Ending a session here (logout, new sign-in, password change) forgets it at once; only a
 * session deleted in the database by other means stays usable for up to this long (docs/decisions/0006).
 */
export const SESSION_CACHE_MS = 30_000;
const SESSION_CACHE_MAX = 50_000;

/**
 * Live sessions one user may hold; a sign-in beyond this ends the oldest. Bounds what a stolen password
 * can pile up unseen and what one account can cost the sessions table.
 */
export const MAX_SESSIONS_PER_USER = 20;

interface CachedSession {
  user: User;
  savedLanguage: Settings['language'];
  expiresAt: number;
  cachedAt: number;
}

export function createSessionManager(
  db: Database,
  options: {
    secureCookies: boolean;
    cacheMs?: number;
    now?: () => number;
    /** The absolute lifetime of a session since its sign-in (SESSION_MAX_AGE_DAYS; default 90 days). */
    maxAgeMs?: number;
    /** Tells the other processes (db/bus.ts) what ended here; resolves once sent. */
    publish?: (message: BusMessage) => Promise<void>;
  },
) {
  const cacheMs = options.cacheMs ?? SESSION_CACHE_MS;
  const now = options.now ?? Date.now;
  const store = createSessionStore(db, {
    now,
    maxAgeMs: options.maxAgeMs ?? DEFAULT_SESSION_MAX_AGE_DAYS * 24 * 60 * 60 * 1000,
  });
  const cache = new Map<string, CachedSession>();
  const secure = options.secureCookies;

  /**
   * Writes the session cookie (the token, for `lifetimeMs`) and, beside it, the web's hint: the same
   * lifetime and attributes, but readable by scripts and holding only "1". Without a token both are
   * cleared.
   */
  const appendSessionCookie = (resHeaders: Headers, token: string | null, lifetimeMs = 0) => {
    const maxAgeS = token ? lifetimeMs / 1000 : 0;
    resHeaders.append(
      'Set-Cookie',
      serializeCookie(SESSION_COOKIE, token ?? '', { maxAgeS, httpOnly: true, secure }),
    );
    resHeaders.append('Set-Cookie', hint(token ? maxAgeS : 0));
  };
  const hint = (maxAgeS: number) =>
    serializeCookie(SESSION_HINT_COOKIE, maxAgeS > 0 ? '1' : '', { maxAgeS, httpOnly: false, secure });

  /**
   * Counts every ending. A validation that read its session before an ending and finishes after it might
   * hold a session (or user data) that is gone by now: it must not put that into the cache. Bumped after
   * the database change, so a validation starting later reads the database as it is afterwards.
   */
  let endings = 0;
  const publish = options.publish ?? (async () => {});
  const dropSessions = (ids: Iterable<string>) => {
    for (const id of ids) cache.delete(id);
    endings += 1;
  };
  const dropUser = (userId: string) => {
    for (const [id, entry] of cache) if (entry.user.id === userId) cache.delete(id);
    endings += 1;
  };
  /** Forgets here at once, then in every other process (awaited: the reply comes after the message). */
  const forgetSessions = (ids: string[]) => {
    dropSessions(ids);
    return publish({ kind: 'sessions', ids });
  };
  const forgetUser = (userId: string) => {
    dropUser(userId);
    return publish({ kind: 'user', id: userId });
  };
  const remember = (sessionId: string, user: User, savedLanguage: Settings['language'], expiresAt: Date) => {
    if (cache.size >= SESSION_CACHE_MAX) cache.delete(cache.keys().next().value as string);
    cache.set(sessionId, { user, savedLanguage, expiresAt: expiresAt.getTime(), cachedAt: now() });
  };

  /**
   * Ends the user's expired sessions and every live one beyond the newest MAX_SESSIONS_PER_USER, in one
   * statement. Each sign-in's insert is committed before its own delete runs, so the last of several
   * parallel sign-ins sees every new session and leaves at most the limit.
   */
  const pruneUser = async (userId: string) => {
    const newest = db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
      .orderBy(desc(sessions.createdAt), desc(sessions.id))
      .limit(MAX_SESSIONS_PER_USER);
    const ended = await db
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), notInArray(sessions.id, newest)))
      .returning({ id: sessions.id });
    if (ended.length > 0) await forgetSessions(ended.map((row) => row.id));
  };

  return {
    cookieName: SESSION_COOKIE,

    /**
     * Reads the session cookie; writes it again when the session was extended, clears it when invalid. The
     * hint goes with it: refreshed and cleared alike, and cleared when it came without a session cookie.
     */
    async fromCookieHeader(cookieHeader: string | null, resHeaders: Headers): Promise<SessionState> {
      const sessionHint = readCookie(cookieHeader, SESSION_HINT_COOKIE) === '1';
      const twoFactorPending = readCookie(cookieHeader, TWO_FACTOR_COOKIE) || null;
      const token = readCookie(cookieHeader, SESSION_COOKIE) || null;
      const signedOut = { user: null, savedLanguage: null, sessionId: null, sessionHint, twoFactorPending };
      if (!token) {
        if (sessionHint) resHeaders.append('Set-Cookie', hint(0));
        return signedOut;
      }
      const sessionId = sessionIdOf(token);
      const cached = cache.get(sessionId);
      const at = now();
      if (cached && at - cached.cachedAt < cacheMs && at < cached.expiresAt) {
        return {
          user: cached.user,
          savedLanguage: cached.savedLanguage,
          sessionId,
          sessionHint,
          twoFactorPending,
        };
      }
      cache.delete(sessionId);
      const endingsBefore = endings;
      const found = await store.validate(sessionId);
      // A locked account (issue 20) has no sessions; one started in the moment of locking is refused too.
      if (found?.user.lockedAt) await store.delete(sessionId);
      if (!found || found.user.lockedAt) {
        appendSessionCookie(resHeaders, null);
        return signedOut;
      }
      const { session, user, savedLanguage } = found;
      if (session.fresh) appendSessionCookie(resHeaders, token, session.remainingMs);
      // The devices list's "last seen": written only when the cache reads the session again, and then
      // only when the stored time is a minute old — never a write per request. The request does not wait
      // for it (a write transaction's round trips, on a user's first request after half a minute), and
      // it outlives a client that leaves; should it fail, the next read of the session writes it again.
      if (!session.lastSeenAt || at - session.lastSeenAt.getTime() >= LAST_SEEN_EVERY_MS) {
        // Started inside detached (`execute`): a query builder runs only when awaited, which here would be in
        // the request's scope, whose end refuses the COMMIT.
        void detached(() =>
          db
            .update(sessions)
            .set({ lastSeenAt: new Date(at) })
            .where(eq(sessions.id, session.id))
            .execute(),
        ).catch(() => {});
      }
      const publicUser = toPublicUser(user);
      if (endings === endingsBefore) remember(session.id, publicUser, savedLanguage, session.expiresAt);
      return { user: publicUser, savedLanguage, sessionId: session.id, sessionHint, twoFactorPending };
    },

    /**
     * Gives a live session that came without the hint (one started before there was a hint, or a hint the
     * visitor deleted) its hint back, for the sliding window, unless this response writes it already (an
     * extended session). Should the session end before the hint, the next request clears the hint (above).
     */
    restoreHint(resHeaders: Headers): void {
      if (resHeaders.getSetCookie().some((cookie) => cookie.startsWith(`${SESSION_HINT_COOKIE}=`))) return;
      resHeaders.append('Set-Cookie', hint(SESSION_SLIDING_MS / 1000));
    },

    /**
     * A new session at every sign-in; the previous one, if any, ends, and so do the user's oldest beyond
     * MAX_SESSIONS_PER_USER. `alongWith` writes in the new session's transaction (a sign-in's notice).
     */
    async start(
      userId: string,
      resHeaders: Headers,
      previousSessionId: string | null,
      userAgent: string | null = null,
      alongWith?: (tx: Transaction) => Promise<unknown>,
    ): Promise<void> {
      if (previousSessionId) {
        await store.delete(previousSessionId);
        await forgetSessions([previousSessionId]);
      }
      const session = await store.create(userId, userAgent, alongWith);
      await pruneUser(userId);
      appendSessionCookie(resHeaders, session.token, session.remainingMs);
    },

    async end(sessionId: string | null, resHeaders: Headers): Promise<void> {
      if (sessionId) {
        await store.delete(sessionId);
        await forgetSessions([sessionId]);
      }
      appendSessionCookie(resHeaders, null);
    },

    /** Notes that this session proved the password just now (a re-authentication, domains/auth/reauth.ts). */
    markAuthenticated(sessionId: string): Promise<void> {
      return store.markAuthenticated(sessionId);
    },

    /** When this session last proved the password (read from the database, not the cache); null: gone. */
    authenticatedAt(sessionId: string): Promise<Date | null> {
      return store.authenticatedAt(sessionId);
    },

    /**
     * Ends every session of a user (password change, account deletion). `alongWith` writes in the same
     * transaction (the new password hash), so a cut connection cannot leave the change without the ending.
     * The cache forgets after the commit: a validation in between cannot re-cache an ended session.
     */
    async endAllForUser(userId: string, alongWith?: (tx: Transaction) => Promise<unknown>): Promise<void> {
      await db.transaction(async (tx) => {
        await alongWith?.(tx);
        await tx.delete(sessions).where(eq(sessions.userId, userId));
      });
      await forgetUser(userId);
    },
    /**
     * Ends those of the user's sessions that `which` selects (the devices list), in the database and in
     * this process's cache at once; the ids ended.
     */
    async endSome(userId: string, which: SQL | undefined): Promise<string[]> {
      const ended = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), which))
        .returning({ id: sessions.id });
      const ids = ended.map((row) => row.id);
      if (ids.length > 0) await forgetSessions(ids);
      return ids;
    },

    /** Sets (5 minutes) or clears the cookie of a pending two-factor sign-in, with the session cookie's attributes. */
    setTwoFactorCookie(resHeaders: Headers, token: string | null): void {
      const maxAgeS = token ? TWO_FACTOR_PENDING_MS / 1000 : 0;
      resHeaders.append(
        'Set-Cookie',
        serializeCookie(TWO_FACTOR_COOKIE, token ?? '', { maxAgeS, httpOnly: true, secure }),
      );
    },

    /**
     * Drops the cached copies of a user, so that a changed name or e-mail — or saved language — shows on the
     * next request.
     */
    forgetUser(userId: string): Promise<void> {
      return forgetUser(userId);
    },

    /** What another process ended (db/bus.ts): forgotten here, not sent on. */
    receive(message: BusMessage): void {
      if (message.kind === 'sessions') dropSessions(message.ids);
      else if (message.kind === 'user') dropUser(message.id);
      else if (message.kind === 'flush') {
        cache.clear();
        endings += 1;
      }
    },

    deleteExpired(): Promise<void> {
      return store.deleteExpired();
    },
  };
}

export type SessionManager = ReturnType<typeof createSessionManager>;
