/**
 * A new username against the existing ones (issue 31; decision 0050): one script, and no look-alike of a
 * name that is taken. The skeleton is stored with the user; two registrations of look-alike names at once
 * are serialised by a transaction lock on the skeleton, so the second sees the first.
 */
import { TRPCError } from '@trpc/server';
import { messageText } from '@wurzelwerk/shared';
import { eq, isNull, sql } from 'drizzle-orm';
import { isSingleScript, usernameSkeleton } from '../../auth/usernames';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import type { Locale } from '../../i18n';

/** 409 when an existing username looks like `username`, 400 when it mixes scripts; else its skeleton. */
export async function checkNewUsername(db: Executor, username: string, locale: Locale): Promise<string> {
  const skeleton = usernameSkeleton(username);
  const [alike] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.usernameSkeleton, skeleton))
    .limit(1);
  if (alike)
    throw new TRPCError({ code: 'CONFLICT', message: messageText(locale, 'auth.usernameConfusable') });
  if (!isSingleScript(username))
    throw new TRPCError({ code: 'BAD_REQUEST', message: messageText(locale, 'auth.usernameMixedScripts') });
  return skeleton;
}

/**
 * Inside the registration's transaction: waits for any other registration of the same skeleton, then
 * checks again (the other may have committed meanwhile).
 */
export async function claimUsername(tx: Executor, username: string, locale: Locale): Promise<string> {
  const skeleton = usernameSkeleton(username);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`username:${skeleton}`}))`);
  return checkNewUsername(tx, username, locale);
}

/**
 * Gives the users of an older database their skeleton (at start, before the app serves). Idempotent and
 * safe for several processes at once: each row gets the same value. Returns how many rows it filled.
 */
export async function fillUsernameSkeletons(db: Executor): Promise<number> {
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(isNull(users.usernameSkeleton));
  for (const row of rows) {
    await db
      .update(users)
      .set({ usernameSkeleton: usernameSkeleton(row.username) })
      .where(eq(users.id, row.id));
  }
  return rows.length;
}
