/**
 * The session (spec §4): unknown while loading, then a user or null. It lives in the query cache under
 * one key, so that sign-in, registration and sign-out update every reader at once.
 */
import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { User } from '@wurzelwerk/shared';
import { createContext, use } from 'react';
import { apiFetch } from './api';

export const sessionQueryKey = ['session'] as const;

/**
 * GET /api/auth/me. A 401 means signed out; any other failure (spec §8: "Failed to get user") is
 * swallowed and also counts as signed out, so the shell never gets stuck on the loading view.
 */
export async function fetchSessionUser(): Promise<User | null> {
  try {
    const body = await apiFetch('/api/auth/me');
    // zod comes only with a user: the public pages' first load goes without it.
    const { userEnvelope } = await import('@wurzelwerk/shared');
    return userEnvelope.parse(body).user;
  } catch {
    return null;
  }
}

export function useSessionQuery() {
  return useQuery({ queryKey: sessionQueryKey, queryFn: fetchSessionUser });
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
