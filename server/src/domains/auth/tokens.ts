/**
 * One-time tokens of the links in mails (issue 17): 32 random bytes (base64url) go into the link; the
 * database keeps only their SHA-256 with the purpose, the user, the address concerned and the expiry. A
 * token is used up in one UPDATE … WHERE consumed_at IS NULL AND expires_at > now() RETURNING, so two
 * requests with the same link cannot both succeed.
 */
import { createHash, randomBytes } from 'node:crypto';
import { TWO_FACTOR_PENDING_MS } from '@wurzelwerk/shared';
import { and, desc, eq, gt, inArray, isNull, lte, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authTokens, type TokenPurpose } from '../../db/schema';

const HOUR_MS = 3_600_000;

/** How long a link of each purpose is valid. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  'verify-email': 24 * HOUR_MS,
  'email-change': 24 * HOUR_MS,
  'password-reset': HOUR_MS,
  'export-download': 24 * HOUR_MS,
  'two-factor': TWO_FACTOR_PENDING_MS,
  'email-change-cancel': 24 * HOUR_MS,
  'two-factor-unlock': 24 * HOUR_MS,
};

/**
 * The links that act on the account without a session — a new address, a new password, the pending
 * sign-in of the second step, the cancel link of an address change — used up together when the account's
 * access changes (issue 31): what someone started with a password or session they should no longer have
 * ends with it. The two-factor unlock link is the owner's mailbox speaking and stays.
 */
export const ACCOUNT_LINK_PURPOSES = [
  'email-change',
  'email-change-cancel',
  'password-reset',
  'two-factor',
] as const satisfies readonly TokenPurpose[];

/** Pending sign-ins (second step) one account may hold at once: each browser its own, the oldest beyond go. */
export const PENDING_SIGN_INS_PER_USER = 5;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new token: the text for the link and the hash to store. */
export function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

/**
 * Stores a token for the user and gives the text for the link. Earlier unused tokens of the same purpose
 * are used up: only the newest link works (a resent confirmation, a second reset request).
 */
export async function issueToken(
  tx: Executor,
  userId: string,
  purpose: TokenPurpose,
  email: string | null = null,
): Promise<string> {
  await tx
    .update(authTokens)
    .set({ consumedAt: sql`now()` })
    .where(
      and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.consumedAt)),
    );
  const { token, tokenHash } = newToken();
  await tx.insert(authTokens).values({
    tokenHash,
    userId,
    purpose,
    email,
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]),
  });
  return token;
}

/**
 * Uses up every unused link of `purposes` of the user (by default ACCOUNT_LINK_PURPOSES): called by the
 * password's change and reset, "sign out other devices", the second factor turned on or off and an
 * operator's lock, each in the transaction of its change. Returns how many were used up.
 */
export async function revokeAccountLinks(
  tx: Executor,
  userId: string,
  purposes: readonly TokenPurpose[] = ACCOUNT_LINK_PURPOSES,
): Promise<number> {
  const used = await tx
    .update(authTokens)
    .set({ consumedAt: sql`now()` })
    .where(
      and(
        eq(authTokens.userId, userId),
        inArray(authTokens.purpose, [...purposes]),
        isNull(authTokens.consumedAt),
      ),
    )
    .returning({ tokenHash: authTokens.tokenHash });
  return used.length;
}

/**
 * A pending sign-in's token (purpose `two-factor`) beside the user's other live ones — another browser's
 * pending sign-in goes on — keeping only the newest PENDING_SIGN_INS_PER_USER.
 */
export async function issuePendingSignIn(db: Executor, userId: string): Promise<string> {
  const { token, tokenHash } = newToken();
  await db.insert(authTokens).values({
    tokenHash,
    userId,
    purpose: 'two-factor',
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS['two-factor']),
  });
  const live = and(
    eq(authTokens.userId, userId),
    eq(authTokens.purpose, 'two-factor'),
    isNull(authTokens.consumedAt),
  );
  const newest = db
    .select({ tokenHash: authTokens.tokenHash })
    .from(authTokens)
    .where(live)
    .orderBy(desc(authTokens.createdAt), desc(authTokens.expiresAt))
    .limit(PENDING_SIGN_INS_PER_USER);
  await db
    .update(authTokens)
    .set({ consumedAt: sql`now()` })
    .where(and(live, notInArray(authTokens.tokenHash, newest)));
  return token;
}

/** A token is live while it is neither used nor expired. */
export const isLive = () => and(isNull(authTokens.consumedAt), gt(authTokens.expiresAt, sql`now()`));

/** The user's live tokens of `purpose`. */
export const liveTokensOf = (userId: string, purpose: TokenPurpose) =>
  and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isLive());

/** Uses a token up: its user, purpose and address, or null when it is unknown, used, expired or for another purpose. */
export async function consumeToken(tx: Executor, token: string, purposes: readonly TokenPurpose[]) {
  const [row] = await tx
    .update(authTokens)
    .set({ consumedAt: sql`now()` })
    .where(
      and(eq(authTokens.tokenHash, hashToken(token)), inArray(authTokens.purpose, [...purposes]), isLive()),
    )
    .returning({ userId: authTokens.userId, purpose: authTokens.purpose, email: authTokens.email });
  return row ?? null;
}

/**
 * Deletes the tokens past their expiry (the hourly cleanup): an expired link works for nothing, and the
 * privacy page says links are kept 1 to 24 hours. Returns how many went.
 */
export async function deleteExpiredTokens(db: Executor): Promise<number> {
  const gone = await db
    .delete(authTokens)
    .where(lte(authTokens.expiresAt, sql`now()`))
    .returning({ tokenHash: authTokens.tokenHash });
  return gone.length;
}

/** The new address of the user's e-mail change that waits for its confirmation and until when, if any. */
export async function pendingEmailOf(
  tx: Executor,
  userId: string,
): Promise<{ email: string; until: Date } | null> {
  const [row] = await tx
    .select({ email: authTokens.email, until: authTokens.expiresAt })
    .from(authTokens)
    .where(liveTokensOf(userId, 'email-change'))
    .orderBy(desc(authTokens.expiresAt))
    .limit(1);
  return row?.email ? { email: row.email, until: row.until } : null;
}
