/**
 * A user's initials, without zod (auth.ts): the signed-in header's user menu shows them (decision 0097).
 * Apart from session.ts, which comes with the first page, where they are not needed.
 */
import type { User } from './auth';

/** Initials: the uppercased first letters of first and last name (product §3). */
export function initialsOf(user: Pick<User, 'firstName' | 'lastName'>): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
}
