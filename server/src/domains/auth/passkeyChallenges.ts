/**
 * The challenges of passkeys (decision 0083): stored in the database, so every process sees them, each
 * for one purpose (and, but for a sign-in's, one user), for PASSKEY_CHALLENGE_MS. An answer takes its
 * challenge with one DELETE … RETURNING before anything is checked: a challenge is answered once, and of
 * two answers to it sent at the same time only one gets it.
 */
import { PASSKEY_CHALLENGE_MS } from '@wurzelwerk/shared';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { challengeOf, newChallenge } from '../../auth/webauthn';
import type { Executor } from '../../db/client';
import { type WebauthnPurpose, webauthnChallenges } from '../../db/schema';

/** A new challenge for `purpose`; expired ones of anyone are cleared on the way. */
export async function issueChallenge(
  db: Executor,
  purpose: WebauthnPurpose,
  userId: string | null,
): Promise<string> {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, sql`now()`));
  const challenge = newChallenge();
  await db.insert(webauthnChallenges).values({
    challenge,
    purpose,
    userId,
    expiresAt: new Date(Date.now() + PASSKEY_CHALLENGE_MS),
  });
  return challenge;
}

/**
 * Takes (deletes) the live challenge of `purpose` that the answer's clientDataJSON signed: its value and
 * user, or undefined when there is none — unknown, expired, of another purpose, or answered already.
 */
export async function takeChallenge(
  db: Executor,
  purpose: WebauthnPurpose,
  clientDataJSON: string,
): Promise<{ challenge: string; userId: string | null } | undefined> {
  const challenge = challengeOf(clientDataJSON);
  if (!challenge) return undefined;
  const [row] = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, purpose),
        gt(webauthnChallenges.expiresAt, sql`now()`),
      ),
    )
    .returning({ challenge: webauthnChallenges.challenge, userId: webauthnChallenges.userId });
  return row;
}
