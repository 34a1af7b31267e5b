/**
 * The session (product §4): unknown while loading, then a user or null. It lives in a store of its own (not
 * in the query cache, so that the public pages' first load goes without TanStack Query), which sign-in,
 * registration and sign-out set, and every reader follows at once.
 */
import type { QueryClient } from '@tanstack/react-query';
import { parseSessionEnvelope, SESSION_HINT_COOKIE, type User } from '@wurzelwerk/shared';
import { createContext, use, useSyncExternalStore } from 'react';
import { apiFetch } from './api';
import { forgetOfflineData, hasKeptData } from './offlineKept';
import { afterNextPaint } from './useDeferredModule';

/**
 * The session check, GET /api/auth/session (the REST adapter of tRPC auth.session): the user, or null when
 * signed out — a 200 either way, so a signed-out page logs no failed request (GET /api/auth/me answers 401
 * there). It is a plain fetch, not the tRPC client, so that the public pages' first load goes without tRPC,
 * and its answer is read without zod. Any failure (product §8: "Failed to get user") is swallowed and counts as signed
 * out, so the shell never gets stuck on the loading view.
 */
export async function fetchSessionUser(
  fetchSession = () => apiFetch('/api/auth/session'),
  restoreKept: () => Promise<User | null> = restoreOffline,
): Promise<User | null> {
  try {
    // Read without zod: neither zod nor the shared schemas are on a signed-in first paint's way (decision 0097).
    const { user } = parseSessionEnvelope(await fetchSession());
    if (user === null) void forgetOffline();
    return user;
  } catch (error) {
    // No network (fetch fails with a TypeError; not an answer of the server): the user whose data was kept
    // sees it (decision 0084).
    return error instanceof TypeError ? restoreKept() : null;
  }
}

/** The kept user for a start without network, or null; the module comes only then. */
async function restoreOffline(): Promise<User | null> {
  if (!hasKeptData()) return null;
  try {
    return await (await import('./offlineData')).restoreOfflineUser();
  } catch {
    return null;
  }
}

/** Nobody is signed in: no user's data stays kept. */
async function forgetOffline(): Promise<void> {
  await forgetOfflineData().catch(() => {});
}

/** What is known of the session: undefined until the check has answered, then the user or null. */
export type SessionState = User | null | undefined;

export interface SessionStore {
  /** Starts the check unless it has started. */
  start: () => void;
  /** For useSyncExternalStore: the first subscriber starts the check. */
  subscribe: (listener: () => void) => () => void;
  get: () => SessionState;
  set: (user: User | null) => void;
}

/**
 * A session store whose check is `check`. A user set before the check answers (a sign-in on a page that
 * did not wait for it) stays: the check's answer only fills in what is still unknown. The first reader
 * starts the check through `startForReader` (at once unless it says otherwise).
 */
export function createSessionStore(
  check: () => Promise<User | null>,
  startForReader: (start: () => void) => void = (start) => start(),
): SessionStore {
  let state: SessionState;
  let checkStarted = false;
  const listeners = new Set<() => void>();
  const set = (user: User | null) => {
    state = user;
    for (const listener of listeners) listener();
  };
  const start = () => {
    if (checkStarted) return;
    checkStarted = true;
    void check().then((user) => {
      if (state === undefined) set(user);
    });
  };
  return {
    start,
    subscribe(listener) {
      listeners.add(listener);
      startForReader(start);
      return () => listeners.delete(listener);
    },
    get: () => state,
    set,
  };
}

// Without the hint the visitor is almost surely signed out: the page paints without waiting for the check,
// and the check waits for that paint rather than compete with the page's files for the connection.
const sessionStore = createSessionStore(
  () => fetchSessionUser(),
  (start) => (hasSessionHint() ? start() : afterNextPaint(start)),
);

/** Starts the session check now rather than with the first reader (a browser with the session hint). */
export function startSessionCheck(): void {
  sessionStore.start();
}

/**
 * The session as the app knows it now; the first reader starts the check (GET /api/auth/session), without the
 * session hint after the first paint.
 */
export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
}

/**
 * Whether the server's session hint cookie is there (set beside the session cookie, cleared with it). It
 * carries no secret; without it the visitor is not signed in — or has a session from before the hint,
 * which the check then finds — so the public pages need not wait for the check.
 */
export function hasSessionHint(cookies = globalThis.document?.cookie ?? ''): boolean {
  return cookies.split(';').some((cookie) => cookie.trim() === `${SESSION_HINT_COOKIE}=1`);
}

/**
 * The signed-in user, provided by the route switch around the signed-in route set. Reading it from
 * context rather than from the store keeps it consistent with the tree: after sign-out the store is
 * null a moment before the signed-in pages unmount.
 */
export const SignedInUserContext = createContext<User | null>(null);

export function useSignedInUser(): User {
  const user = use(SignedInUserContext);
  if (!user) throw new Error('useSignedInUser must be used within the signed-in route set');
  return user;
}

/** Signed in (or the profile changed): the user every reader sees from now on. */
export function setSessionUser(user: User): void {
  sessionStore.set(user);
}

/**
 * Asks the server again (an address was confirmed, for example): every reader gets its answer. As at
 * start, a failed check counts as signed out.
 */
export async function refreshSession(): Promise<void> {
  sessionStore.set(await fetchSessionUser());
}

/** Signs out locally: no user, and no cached data of the previous user (in memory and kept for offline). */
export function clearSession(queryClient: QueryClient): void {
  sessionStore.set(null);
  queryClient.removeQueries();
  void forgetOffline();
}
