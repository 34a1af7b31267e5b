/** The second factor of sign-in (issue 18): a TOTP secret per user and its single-use recovery codes. */
import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { ownerId } from './users';

/**
 * One row per user who started enrolment. `enabledAt` is null until a code confirmed the secret; only then
 * does sign-in ask for a code. `lastUsedStep` is the TOTP time step of the last accepted code: a code is
 * accepted only for a later step, in one conditional UPDATE, so no code works twice, not even in parallel.
 * The secret is stored encrypted (AES-256-GCM with SECRETS_KEY, bound to the user: auth/secretBox.ts,
 * decision 0045); a value without the `v1.` prefix is one written before that, sealed at the next start.
 * `failedChecks` counts the wrong codes since the last right one (issue 31, decision 0047): at the limit,
 * codes are refused until a recovery code or the unlock link of the mail sets it back to 0.
 */
export const userTotp = pgTable('user_totp', {
  userId: ownerId().primaryKey(),
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  failedChecks: integer('failed_checks').notNull().default(0),
  createdAt: createdAt(),
});

/** The recovery codes of an enabled second factor: only their SHA-256; each works once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_id_idx').on(t.userId)],
);

/**
 * Personal read-only API tokens (issue 34, decision 0069): only the SHA-256 of the token (256 random bits,
 * like a session's), a prefix to tell them apart in the list, the last use (written at most once a
 * minute) and when it was revoked. Revoked rows stay for the list until the account goes (cascade).
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    prefix: text('prefix').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_tokens_user_id_idx').on(t.userId)],
);
