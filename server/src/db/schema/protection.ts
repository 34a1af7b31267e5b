/**
 * Investor protection before investing (issue 35, decision 0073): the knowledge test's attempts, the
 * loss-bearing checks and the sophisticated investor's applications. Each row is the user's own data
 * (in the data export, deleted with the account).
 */

import type { KnowledgeResult, SophisticatedCriterion, SophisticatedState } from '@wurzelwerk/shared';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { cents, createdAt } from './columns';
import { ownerId } from './users';

/** Every attempt of the knowledge test, graded by the server: the answers, the score, whether passed. */
export const knowledgeTestAttempts = pgTable(
  'knowledge_test_attempts',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    results: jsonb('results').$type<KnowledgeResult[]>().notNull(),
    score: integer('score').notNull(),
    passed: boolean('passed').notNull(),
    takenAt: createdAt(),
  },
  (t) => [index('knowledge_test_attempts_user_idx').on(t.userId, t.takenAt)],
);

/** Every loss check: the figures given (cents) and what followed from them. */
export const lossChecks = pgTable(
  'loss_checks',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    netYearlyIncomeCents: cents('net_yearly_income_cents'),
    liquidAssetsCents: cents('liquid_assets_cents'),
    yearlyCommitmentsCents: cents('yearly_commitments_cents'),
    netWorthCents: cents('net_worth_cents'),
    bearableLossCents: cents('bearable_loss_cents'),
    checkedAt: createdAt(),
  },
  (t) => [index('loss_checks_user_idx').on(t.userId, t.checkedAt)],
);

/** Applications for the sophisticated investor's status, decided by an operator (valid two years). */
export const sophisticatedApplications = pgTable(
  'sophisticated_applications',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    criteria: jsonb('criteria').$type<SophisticatedCriterion[]>().notNull(),
    evidence: text('evidence').notNull(),
    state: text('state').$type<SophisticatedState>().notNull().default('pending'),
    appliedAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The deciding operator's id, as it was (no reference: the audit log names the operator, decision 0073). */
    decidedBy: text('decided_by'),
    validUntil: timestamp('valid_until', { withTimezone: true }),
  },
  (t) => [index('sophisticated_applications_user_idx').on(t.userId, t.appliedAt)],
);
