import type { User } from '@wurzelwerk/shared';

/** The user as the API shows it: never the password hash or other columns. */
export function toPublicUser(row: User): User {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    username: row.username,
    email: row.email,
  };
}
