/**
 * The signed-in pages' last data for offline use (issue 37, decision 0084): the successful queries of the
 * query cache, kept in the browser's IndexedDB for the user who fetched them, so that the dashboard,
 * portfolio, orders and farm open offline with what was last seen. The service worker never keeps an API
 * reply; this is the only copy, and it belongs to one user: it is deleted at sign-out, when the server says
 * nobody is signed in, and before another user's data is kept.
 *
 * Loaded only when needed (a signed-in app, or a session check the network did not answer): the public
 * pages' first load carries neither TanStack Query nor IndexedDB code.
 */
import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import type { User } from '@wurzelwerk/shared';
import { del, get, set } from 'idb-keyval';
import { OFFLINE_DATA_KEY as KEY, markKept } from './offlineKept';

/** A burst of answers (a page's queries) is written once. */
const SAVE_DELAY_MS = 1000;

interface Snapshot {
  user: User;
  /** When it was written (ms since the epoch). */
  savedAt: number;
  state: DehydratedState;
}

/** The snapshot a session check without network found; the query cache takes it over once it exists. */
let restored: Snapshot | null = null;

/** The user whose data was kept, for a start without network: they see their last data. Null when none. */
export async function restoreOfflineUser(): Promise<User | null> {
  const snapshot = await get<Snapshot>(KEY);
  restored = snapshot ?? null;
  return restored?.user ?? null;
}

/** Puts the restored data into a new query cache (before its first reader asks). */
export function hydrateRestored(queryClient: QueryClient): void {
  if (restored) hydrate(queryClient, restored.state);
  restored = null;
}

/**
 * Keeps `user`'s successful queries while the signed-in app runs: written a second after the cache changes.
 * Another user's data is deleted first. Returns the stop function (an effect's clean-up).
 */
export function keepForOffline(queryClient: QueryClient, user: User): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const ready = get<Snapshot>(KEY)
    .then((kept) => (kept && kept.user.id !== user.id ? del(KEY) : undefined))
    .catch(() => {});
  const save = () => {
    timer = undefined;
    const state = dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => query.state.status === 'success',
    });
    // Never after the stop: a sign-out deletes the data and no late write may bring it back.
    void ready
      .then(() => {
        if (stopped) return;
        markKept();
        return set(KEY, { user, savedAt: Date.now(), state });
      })
      .catch(() => {});
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || timer !== undefined) return;
    timer = setTimeout(save, SAVE_DELAY_MS);
  });
  return () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribe();
  };
}
