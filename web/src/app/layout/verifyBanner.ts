/**
 * Whether the notice for an unconfirmed address (VerifyEmailBanner) shows: until the address is confirmed,
 * unless closed in this tab's visit (session storage). Apart from the notice, which needs tRPC, so that the
 * signed-in frame knows before the set arrives whether the notice will take its place above the page.
 */
import type { User } from '@wurzelwerk/shared';

const dismissedKey = (userId: string) => `ww-verify-banner-dismissed:${userId}`;

function isDismissed(userId: string): boolean {
  try {
    return globalThis.sessionStorage?.getItem(dismissedKey(userId)) === '1';
  } catch {
    return false;
  }
}

export function showsVerifyBanner(user: Pick<User, 'id' | 'emailVerified'>): boolean {
  return !user.emailVerified && !isDismissed(user.id);
}

/** Closes the notice for this tab's visit. */
export function dismissVerifyBanner(userId: string): void {
  try {
    globalThis.sessionStorage?.setItem(dismissedKey(userId), '1');
  } catch {
    // Without storage it stays closed until the page is loaded again.
  }
}
