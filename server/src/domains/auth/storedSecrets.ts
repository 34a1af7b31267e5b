/**
 * The two-factor secrets at rest and the secrets keys (decisions 0045, 0088). At start-up every stored
 * secret must open with one of the keys — one that none opens stops the start with a line naming how many,
 * instead of failing every code check later — and a secret stored before encryption is sealed. Rotation
 * (`bun run secrets:rotate`) seals every secret anew with the newest key; a secret used in a sign-in is
 * moved to the newest key then too. Each move is a conditional UPDATE on the value read, so processes and
 * the command racing over one row move it once and never lose a secret set meanwhile.
 */
import { and, eq, notLike } from 'drizzle-orm';
import { SEALED_PREFIX, type SecretBox } from '../../auth/secretBox';
import type { Executor } from '../../db/client';
import { userTotp } from '../../db/schema';

export interface Rotation {
  /** Sealed anew with the newest key by this call. */
  resealed: number;
  /** Already under the newest key, or moved by someone else meanwhile. */
  current: number;
  /** Opened by none of the keys (left as they are). */
  unreadable: number;
}

/** Replaces a stored secret by `next` if it is still `stored`: true when this call did. */
async function replace(db: Executor, userId: string, stored: string, next: string): Promise<boolean> {
  const [done] = await db
    .update(userTotp)
    .set({ secret: next })
    .where(and(eq(userTotp.userId, userId), eq(userTotp.secret, stored)))
    .returning({ userId: userTotp.userId });
  return done !== undefined;
}

/** Seals every stored secret with the newest key (the ones no key opens are counted and left). */
export async function rotateStoredSecrets(db: Executor, secrets: SecretBox): Promise<Rotation> {
  const rows = await db.select({ userId: userTotp.userId, secret: userTotp.secret }).from(userTotp);
  const rotation: Rotation = { resealed: 0, current: 0, unreadable: 0 };
  for (const row of rows) {
    let next: string | null;
    try {
      next = secrets.reseal(row.secret, row.userId);
    } catch {
      rotation.unreadable++;
      continue;
    }
    if (next !== null && (await replace(db, row.userId, row.secret, next))) rotation.resealed++;
    else rotation.current++;
  }
  return rotation;
}

/** After a secret was used: moved to the newest key when it is under an older one (or stored plain). */
export async function resealUsedSecret(
  db: Executor,
  secrets: SecretBox,
  userId: string,
  stored: string,
): Promise<void> {
  const next = secrets.reseal(stored, userId);
  if (next !== null) await replace(db, userId, stored, next);
}

/**
 * At start-up: stops with one line when any stored secret opens with none of the keys; seals those stored
 * before encryption. Returns how many this process sealed.
 */
export async function prepareStoredSecrets(db: Executor, secrets: SecretBox): Promise<number> {
  const rows = await db.select({ userId: userTotp.userId, secret: userTotp.secret }).from(userTotp);
  const unreadable = rows.filter((row) => {
    try {
      secrets.open(row.secret, row.userId);
      return false;
    } catch {
      return true;
    }
  }).length;
  if (unreadable > 0)
    throw new Error(
      `${unreadable} stored two-factor secret(s) open with none of the secrets keys: set SECRETS_KEY (or DATA_DIR/secrets.key) to the key(s) they were sealed with, newest first`,
    );
  const plain = await db
    .select({ userId: userTotp.userId, secret: userTotp.secret })
    .from(userTotp)
    .where(notLike(userTotp.secret, `${SEALED_PREFIX}%`));
  let sealed = 0;
  for (const row of plain)
    if (await replace(db, row.userId, row.secret, secrets.seal(row.secret, row.userId))) sealed++;
  return sealed;
}
