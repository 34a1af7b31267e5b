/**
 * The sessions in the database, own code after Lucia (decisions 0002, 0048), in the Copenhagen Book's
 * scheme: the cookie carries a random token (256 bits), the database keeps only its SHA-256 as the
 * session's id. Whoever reads the database, its WAL or a backup learns no cookie that works. A session
 * slides 30 days with use (renewed once less than half is left) and ends at the latest `maxAgeMs` after
 * its sign-in (SESSION_MAX_AGE_DAYS), whatever its use.
 */
import { createHash, randomBytes } from 'node:crypto';
import { type Settings, settingsFrom } from '@wurzelwerk/shared';
import { eq, lte, or, sql } from 'drizzle-orm';
import { amongKeys, batchedRead } from '../db/batchedRead';
import type { Database, Executor, Transaction } from '../db/client';
import { preparedPer } from '../db/prepared';
import { sessions, userSettings, users } from '../db/schema';
import type { UserRow } from './user';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The sliding window: a session unused for this long has ended. */
export const SESSION_SLIDING_MS = 30 * DAY_MS;
/** The absolute lifetime when SESSION_MAX_AGE_DAYS is not set. */
export const DEFAULT_SESSION_MAX_AGE_DAYS = 90;

/** A new session token for the cookie: 32 random bytes, base64url. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');

/**
 * The stored id of the session a cookie's token stands for. Also what the migration of decision 0048
 * computed from the ids stored before (`encode(sha256(convert_to(id, 'UTF8')), 'hex')`), so those
 * cookies keep working.
 */
export const sessionIdOf = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A live session as validation finds it. */
export interface StoredSession {
  id: string;
  userId: string;
  expiresAt: Date;
  lastSeenAt: Date;
  /** When this session last proved the password (sign-in, a confirmation). */
  authenticatedAt: Date;
  /** The expiry moved forward now: the cookie is written again, for `remainingMs`. */
  fresh: boolean;
  /** From the validation to the expiry. */
  remainingMs: number;
}

export type SessionUser = UserRow & { lockedAt: Date | null };

/**
 * Sessions with their users by id: every signed-in request whose session is not cached reads one, and at a
 * campaign's opening many arrive at once — read together, one prepared statement for all (decision 0103).
 * With the user's saved settings: a request without a language of its own follows the saved one, and reading
 * it here spares such a request a second read after this one.
 */
const sessionsById = batchedRead(
  (db, ids: readonly string[]) => sessionStatement(db).execute({ ids: JSON.stringify(ids) }),
  (row) => row.session.id,
);
const sessionStatement = preparedPer((db: Database) =>
  db
    .select({ session: sessions, user: users, settings: userSettings.settings })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(amongKeys(sessions.id, 'ids'))
    .prepare('session_validate'),
);

export function createSessionStore(db: Database, options: { maxAgeMs: number; now: () => number }) {
  const { maxAgeMs, now } = options;
  /** The end of a session begun at `createdAt` if used now: 30 days on, never past its absolute end. */
  const slidTo = (createdAt: number, at: number) => Math.min(at + SESSION_SLIDING_MS, createdAt + maxAgeMs);

  return {
    /**
     * Stores a new session of the user — with what `alongWith` writes, in one transaction (a sign-in's
     * notice); the token is for the cookie and is not stored.
     */
    async create(
      userId: string,
      userAgent: string | null,
      alongWith?: (tx: Transaction) => Promise<unknown>,
    ) {
      const token = newSessionToken();
      const at = now();
      const expiresAt = new Date(slidTo(at, at));
      const insert = (tx: Executor) =>
        tx.insert(sessions).values({
          id: sessionIdOf(token),
          userId,
          expiresAt,
          createdAt: new Date(at),
          lastSeenAt: new Date(at),
          authenticatedAt: new Date(at),
          userAgent: userAgent?.slice(0, 512) ?? null,
        });
      if (alongWith)
        await db.transaction(async (tx) => {
          await insert(tx);
          await alongWith(tx);
        });
      else await insert(db);
      return { token, id: sessionIdOf(token), expiresAt, remainingMs: expiresAt.getTime() - at };
    },

    /**
     * The session with this id and its user, or null when there is none or it has ended (then it is
     * deleted). Less than half of the sliding window left: moved forward (`fresh`), up to the absolute end.
     */
    async validate(
      id: string,
    ): Promise<{ session: StoredSession; user: SessionUser; savedLanguage: Settings['language'] } | null> {
      const row = await sessionsById(db).load(id);
      if (!row) return null;
      const at = now();
      const { session } = row;
      const createdAt = session.createdAt.getTime();
      if (at >= Math.min(session.expiresAt.getTime(), createdAt + maxAgeMs)) {
        await db.delete(sessions).where(eq(sessions.id, id));
        return null;
      }
      let expiresAt = session.expiresAt;
      let fresh = false;
      const renewed = slidTo(createdAt, at);
      if (expiresAt.getTime() - at < SESSION_SLIDING_MS / 2 && renewed > expiresAt.getTime()) {
        expiresAt = new Date(renewed);
        fresh = true;
        await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
      }
      return {
        session: {
          id,
          userId: session.userId,
          expiresAt,
          lastSeenAt: session.lastSeenAt,
          authenticatedAt: session.authenticatedAt,
          fresh,
          remainingMs: expiresAt.getTime() - at,
        },
        user: row.user,
        // German for a user who never saved settings (as domains/account/savedLanguage.ts).
        savedLanguage: settingsFrom(row.settings ?? null).language,
      };
    },

    async delete(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },

    /** The hourly cleanup: sessions past their sliding or their absolute end. */
    async deleteExpired(): Promise<void> {
      const endedBefore = new Date(now() - maxAgeMs);
      await db
        .delete(sessions)
        .where(or(lte(sessions.expiresAt, sql`now()`), lte(sessions.createdAt, endedBefore)));
    },

    /** Notes that this session proved the password just now (domains/auth/reauth.ts). */
    async markAuthenticated(id: string): Promise<void> {
      await db
        .update(sessions)
        .set({ authenticatedAt: new Date(now()) })
        .where(eq(sessions.id, id));
    },

    /** When this session last proved the password; null when it is gone. */
    async authenticatedAt(id: string): Promise<Date | null> {
      const [row] = await db
        .select({ at: sessions.authenticatedAt })
        .from(sessions)
        .where(eq(sessions.id, id));
      return row?.at ?? null;
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/**
 * At start, after the migrations: stores any session id that is not a SHA-256 yet as its hash, the same
 * rule as the migration of decision 0048. During a rolling upgrade a process of the old version can still
 * write a session the old way after that migration ran; the next start of a new process hashes it, so its
 * cookie keeps working and the database keeps no cookie. Stored ids are 64 hex digits; Lucia's were 40
 * base32 letters. Returns how many rows it changed.
 */
export async function hashStoredSessionIds(db: Database): Promise<number> {
  const changed = await db
    .update(sessions)
    .set({ id: sql`encode(sha256(convert_to(${sessions.id}, 'UTF8')), 'hex')` })
    .where(sql`${sessions.id} !~ '^[0-9a-f]{64}$'`)
    .returning({ id: sessions.id });
  return changed.length;
}
