/**
 * Lucia v3 is deprecated upstream and pinned on purpose (docs/decisions/0002). Everything that knows
 * about it lives in this folder, so it can be replaced by own session code without touching routers.
 */
import { DrizzlePostgreSQLAdapter } from '@lucia-auth/adapter-drizzle';
import { Lucia, TimeSpan } from 'lucia';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';

export const SESSION_COOKIE = 'ww_session';
/** The pending sign-in between a right password and the second factor (issue 18): 5 minutes, not a session. */
export const TWO_FACTOR_COOKIE = 'ww_2fa';

export function createLucia(db: Database, options: { secureCookies: boolean }) {
  return new Lucia(new DrizzlePostgreSQLAdapter(db, sessions, users), {
    // Lucia extends a session when less than half of this is left: 30 days, sliding.
    sessionExpiresIn: new TimeSpan(30, 'd'),
    sessionCookie: {
      name: SESSION_COOKIE,
      expires: true,
      attributes: { secure: options.secureCookies, sameSite: 'lax', path: '/' },
    },
    getSessionAttributes: (row) => ({ lastSeenAt: row.lastSeenAt }),
    getUserAttributes: (row) => ({
      firstName: row.firstName,
      lastName: row.lastName,
      username: row.username,
      email: row.email,
      emailVerifiedAt: row.emailVerifiedAt,
      role: row.role,
      lockedAt: row.lockedAt,
    }),
  });
}

export type AppLucia = ReturnType<typeof createLucia>;

declare module 'lucia' {
  interface Register {
    Lucia: AppLucia;
    /** What a new session is given (the sign-in's User-Agent) and what a read one brings along. */
    DatabaseSessionAttributes: {
      userAgent?: string | null;
      lastSeenAt?: Date;
    };
    DatabaseUserAttributes: {
      firstName: string;
      lastName: string;
      username: string;
      email: string;
      emailVerifiedAt: Date | null;
      role: 'investor' | 'operator';
      lockedAt: Date | null;
    };
  }
}
