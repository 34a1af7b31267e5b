/**
 * Personal read-only API tokens (issue 34, decision 0069): `ww_` and 32 random bytes (base64url), stored as
 * their SHA-256 only — like a session's cookie token (sessionStore.ts). Resolving a token finds its user and
 * notes the use, written at most once a minute so that a tracker polling does not write per request.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { apiTokens, users } from '../db/schema';
import type { UserRow } from './user';

export const API_TOKEN_PREFIX = 'ww_';
/** The part of a token shown in the list: the prefix and the first characters of its random part. */
export const API_TOKEN_SHOWN = API_TOKEN_PREFIX.length + 6;
/** The last use is written when the stored one is older than this. */
export const LAST_USE_EVERY_MS = 60_000;

export const newApiToken = (): string => `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;

export const apiTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A bearer token of ours (well-formed: the prefix and 43 base64url characters), else null. */
export function bearerToken(authorization: string | null): string | null {
  const match = /^Bearer\s+(ww_[A-Za-z0-9_-]{43})\s*$/.exec(authorization ?? '');
  return match?.[1] ?? null;
}

/** The live token's id and user (not revoked, the account not locked), or null. Notes the use. */
export async function resolveApiToken(
  db: Database,
  token: string,
  now = new Date(),
): Promise<{ tokenId: number; user: UserRow } | null> {
  const [row] = await db
    .select({ id: apiTokens.id, lastUsedAt: apiTokens.lastUsedAt, user: users })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, apiTokenHash(token)), isNull(apiTokens.revokedAt)));
  if (!row || row.user.lockedAt) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USE_EVERY_MS) {
    const before = new Date(now.getTime() - LAST_USE_EVERY_MS);
    // Conditional: of two processes in the same minute, one writes.
    await db
      .update(apiTokens)
      .set({ lastUsedAt: now })
      .where(
        and(eq(apiTokens.id, row.id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, before))),
      );
  }
  return { tokenId: row.id, user: row.user };
}

/**
 * Revokes every live token of the user (a new password: whoever had the old one or a session may have
 * made a token, and it must not outlive the change). The number revoked.
 */
export async function revokeApiTokensOf(tx: Executor, userId: string): Promise<number> {
  const revoked = await tx
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  return revoked.length;
}
