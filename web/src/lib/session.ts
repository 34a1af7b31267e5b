/**
 * The session (spec §4): unknown while loading, then a user or null. It lives in the query cache under
 * one key, so that sign-in, registration and sign-out update every reader at once.
 */
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { SESSION_HINT_COOKIE, type User } from '@wurzelwerk/shared';
import { createContext, use } from 'react';
import { apiFetch } from './api';

export const sessionQueryKey = ['session'] as const;

/**
 * The session check, GET /api/auth/session (the REST adapter of tRPC auth.session): the user, or null when
 * signed out — a 200 either way, so a signed-out page logs no failed request (GET /api/auth/me answers 401
 * there). It is a plain fetch, not the tRPC client, so that the public pages' first load goes without tRPC;
 * zod comes only with a user. Any failure (spec §8: "Failed to get user") is swallowed and counts as signed
 * out, so the shell never gets stuck on the loading view.
 */
export async function fetchSessionUser(
  fetchSession = () => apiFetch('/api/auth/session'),
): Promise<User | null> {
  try {
    const body = await fetchSession();
    if (typeof body === 'object' && body !== null && 'user' in body && body.user === null) return null;
    const { sessionEnvelope } = await import('@wurzelwerk/shared');
    return sessionEnvelope.parse(body).user;
  } catch {
    return null;
  }
}

export function useSessionQuery() {
  return useQuery({ queryKey: sessionQueryKey, queryFn: () => fetchSessionUser() });
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
 * context rather than from the cache keeps it consistent with the tree: after sign-out the cache is
 * null a moment before the signed-in pages unmount.
 */
export const SignedInUserContext = createContext<User | null>(null);

export function useSignedInUser(): User {
  const user = use(SignedInUserContext);
  if (!user) throw new Error('useSignedInUser must be used within the signed-in route set');
  return user;
}

export function setSessionUser(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData(sessionQueryKey, user);
}

/** Signs out locally: no user, and no cached data of the previous user. */
export function clearSession(queryClient: QueryClient): void {
  queryClient.setQueryData(sessionQueryKey, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
}
