/** Passkeys (issue 37, decision 0083): WebAuthn credentials of a user, and the challenges they answer. */
import { bigint, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { ownerId, users } from './users';

/**
 * One registered passkey: its credential id (base64url, unique across users, as WebAuthn asks), its public
 * key (COSE, base64url), the signature counter of the last accepted use (a later use must show a larger
 * one when either is not 0 — else the authenticator may be cloned and the use is refused), the transports
 * the browser named, the name the user gave it, and when it was last used.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    credentialId: text('credential_id').notNull().unique(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default([]),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_id_idx').on(t.userId)],
);

export const webauthnPurposes = ['register', 'sign-in', 'second-factor'] as const;
export type WebauthnPurpose = (typeof webauthnPurposes)[number];

/**
 * The challenges handed out and not yet answered: in the database, so every process sees them; an answer
 * deletes its challenge (DELETE … RETURNING), so of two answers to one challenge only one is checked. A
 * registration's and a second factor's challenge belong to a user; a sign-in's to nobody yet.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose', { enum: webauthnPurposes }).notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webauthn_challenges_expires_at_idx').on(t.expiresAt)],
);
