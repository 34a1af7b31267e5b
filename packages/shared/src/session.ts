/**
 * What the web's first page needs of the session, without zod (auth.ts, whose schemas the first page must
 * not load): the hint cookie, the roles and the reading of the session check's answer.
 */
import type { User } from './auth';

/**
 * A cookie the server sets beside the session cookie (same lifetime and attributes, but readable by
 * scripts) and clears with it. It carries no secret: it only tells the web that a session check is worth
 * waiting for, so that a visitor who is not signed in sees the public pages at once.
 */
export const SESSION_HINT_COOKIE = 'ww_session_hint';

/** The roles of an account: investors invest, operators run the platform (issue 20). */
export const USER_ROLES = ['investor', 'operator'] as const;
export type UserRole = (typeof USER_ROLES)[number];

const USER_STRINGS = ['id', 'firstName', 'lastName', 'username', 'email'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The session check's answer read as `sessionEnvelope` (auth.ts) reads it — the user or null, the fields of
 * `userSchema` and nothing else — without zod, whose module and the shared schemas cost a signed-in phone's
 * first paint a few hundred milliseconds of script (decision 0097). Throws on anything else, as the schema's
 * `parse` does; session.test.ts holds both to the same answers.
 */
export function parseSessionEnvelope(body: unknown): { user: User | null } {
  const user = isRecord(body) ? body.user : undefined;
  if (user === null) return { user: null };
  if (
    !isRecord(user) ||
    typeof user.emailVerified !== 'boolean' ||
    !USER_ROLES.includes(user.role as UserRole) ||
    USER_STRINGS.some((key) => typeof user[key] !== 'string')
  ) {
    throw new Error('not a session answer');
  }
  const { id, firstName, lastName, username, email, emailVerified, role } = user as User;
  return { user: { id, firstName, lastName, username, email, emailVerified, role } };
}
