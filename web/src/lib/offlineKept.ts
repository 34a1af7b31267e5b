/**
 * Whether a user's data is kept for offline use (lib/offlineData.ts), and deleting it. A flag in
 * localStorage answers at once, so that a signed-out visit loads no IndexedDB code when nothing is kept.
 */
export const OFFLINE_DATA_KEY = 'wurzelwerk-offline-data';
const KEPT_FLAG = 'wurzelwerk-offline-kept';

export function markKept(): void {
  try {
    localStorage.setItem(KEPT_FLAG, '1');
  } catch {}
}

export function hasKeptData(): boolean {
  try {
    return localStorage.getItem(KEPT_FLAG) === '1';
  } catch {
    return false;
  }
}

/** Deletes the kept data, if any (sign-out, no session any more). */
export async function forgetOfflineData(): Promise<void> {
  if (!hasKeptData()) return;
  const { del } = await import('idb-keyval');
  await del(OFFLINE_DATA_KEY);
  localStorage.removeItem(KEPT_FLAG);
}
