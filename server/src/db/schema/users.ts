import { USER_ROLES } from '@wurzelwerk/shared';
import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import { belongsTo, createdAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    username: text('username').notNull(),
    /**
     * The username's confusable skeleton (domains/users/usernames.ts): a new name whose skeleton an
     * existing one has is refused. Null only for rows of an older database until the start fills it in.
     */
    usernameSkeleton: text('username_skeleton'),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    // Profile fields (issue 7); empty until the user fills them in.
    bio: text('bio'),
    location: text('location'),
    company: text('company'),
    website: text('website'),
    createdAt: createdAt(),
    /** When the address was confirmed through the link of a mail; null until then (issue 17). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** `operator` runs the platform through the admin router (issue 20); everyone else invests. */
    role: text('role', { enum: USER_ROLES }).notNull().default('investor'),
    /** Set by an operator: the account cannot sign in and its sessions are ended. */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    /**
     * Date and place of birth (issue 35, decision 0074): what the investor types with their name to
     * acknowledge an information sheet, compared with these. Null until given in the profile.
     */
    birthDate: date('birth_date', { mode: 'string' }),
    birthPlace: text('birth_place'),
    /**
     * The last sign-in (password, code or passkey; not the registration's session): null until the first.
     * A sign-in after an earlier one is told as a security notice (issue 37, decision 0092).
     */
    signedInAt: timestamp('signed_in_at', { withTimezone: true }),
  },
  (t) => [
    // Unique ignoring case: "Anna@Example.org" and "anna@example.org" are one account.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    index('users_username_skeleton_idx').on(t.usernameSkeleton),
  ],
);

/** The owning user's id; their rows go when the account goes. */
export const ownerId = () => belongsTo('user_id', () => users.id);

/**
 * The owning user's id on a record kept after the account goes (investments and orders: statutory
 * retention, issue 19): it becomes null, which leaves the record without a person.
 */
export const retainedOwnerId = () => text('user_id').references(() => users.id, { onDelete: 'set null' });

/**
 * The sessions (auth/sessionStore.ts, decision 0048): `id` is the SHA-256 (hex) of the token the cookie
 * carries, never the token itself, so a read of the database or a backup hands out no working cookie.
 * expires_at slides with use (30 days) up to created_at + SESSION_MAX_AGE_DAYS; the oldest session (ended
 * first beyond the limit per user, auth/sessions.ts) is found by created_at, the time of sign-in.
 * `authenticated_at` is when this session last proved the password (sign-in, a password confirmation):
 * sensitive actions need it younger than 15 minutes (domains/auth/reauth.ts). The signed-in devices list
 * (issue 18) shows the User-Agent of the sign-in and when the session was last used (written at most once
 * a minute per session, when the session cache reads it again).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: ownerId(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
    authenticatedAt: timestamp('authenticated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const tokenPurposes = [
  'verify-email',
  'email-change',
  'password-reset',
  'export-download',
  /** The pending state between a right password and the second factor (issue 18): a cookie, 5 minutes. */
  'two-factor',
  /** The link in the notice to the old address of an e-mail change: cancels the change (issue 31). */
  'email-change-cancel',
  /** The link that lets code sign-ins go on after too many wrong codes (issue 31). */
  'two-factor-unlock',
] as const;
export type TokenPurpose = (typeof tokenPurposes)[number];

/**
 * One-time tokens of the links in mails (issue 17): only the SHA-256 of the token is stored. `email` is
 * the address the token is about (the one to confirm, or the new one of an e-mail change).
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: ownerId(),
    purpose: text('purpose', { enum: tokenPurposes }).notNull(),
    email: text('email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('auth_tokens_user_purpose_idx').on(t.userId, t.purpose)],
);
