import type { User, UserRole } from '@wurzelwerk/shared';

/** A users row, or what a session holds of it. */
export interface UserRow {
  id: string;
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  emailVerifiedAt: Date | null;
  role: UserRole;
}

/** The user as the API shows it: never the password hash or other columns. */
export function toPublicUser(row: UserRow): User {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    username: row.username,
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    role: row.role,
  };
}
