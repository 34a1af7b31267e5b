/**
 * Investor protection before investing (issue 35, decision 0073): the knowledge test, graded here from the
 * shared answers (never the client's verdict), the loss-bearing check and the status the dialog reads.
 * Every attempt and every check is stored with its date; the latest pass counts for two years.
 */
import {
  bearableLossCents,
  gradeKnowledgeTest,
  KNOWLEDGE_QUESTIONS,
  KNOWLEDGE_TEST,
  type KnowledgeAnswers,
  type KnowledgeAttempt,
  type LossCheck,
  type lossCheckInput,
  netWorthCents,
  type ProtectionStatus,
  parseCents,
  warningThresholdCents,
  yearsAfter,
} from '@wurzelwerk/shared';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { amongKeys, batchedRead } from '../../db/batchedRead';
import type { Database, Executor } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { knowledgeTestAttempts, lossChecks, sophisticatedApplications, users } from '../../db/schema';
import type { AuthedContext } from '../../trpc/init';
import { sophisticatedValid, toApplication } from './sophisticated';

type AttemptRow = typeof knowledgeTestAttempts.$inferSelect;
type LossCheckRow = typeof lossChecks.$inferSelect;

export function toAttempt(row: AttemptRow): KnowledgeAttempt {
  return {
    id: row.id,
    takenAt: row.takenAt,
    score: row.score,
    total: KNOWLEDGE_QUESTIONS.length,
    passed: row.passed,
    validUntil: row.passed ? yearsAfter(row.takenAt, KNOWLEDGE_TEST.validYears) : null,
    results: row.results,
  };
}

const euros = (cents: number) => (cents / 100).toFixed(2);

export function toLossCheck(row: LossCheckRow): LossCheck {
  return {
    id: row.id,
    checkedAt: row.checkedAt,
    netYearlyIncome: euros(row.netYearlyIncomeCents),
    liquidAssets: euros(row.liquidAssetsCents),
    yearlyCommitments: euros(row.yearlyCommitmentsCents),
    netWorthCents: row.netWorthCents,
    bearableLossCents: row.bearableLossCents,
    warningThresholdCents: warningThresholdCents(row.netWorthCents),
  };
}

/** Grades and stores an attempt: the results per question tell the web which explanations to show. */
export async function takeKnowledgeTest(
  ctx: AuthedContext,
  input: { answers: KnowledgeAnswers },
): Promise<KnowledgeAttempt> {
  const { results, score, passed } = gradeKnowledgeTest(input.answers);
  const [row] = await ctx.db
    .insert(knowledgeTestAttempts)
    .values({ userId: ctx.user.id, results, score, passed })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return toAttempt(row);
}

/** The pass that counts now (the latest within two years), or undefined. */
export async function validPassOf(db: Executor, userId: string, now = new Date()) {
  const since = yearsAfter(now, -KNOWLEDGE_TEST.validYears);
  const [row] = await db
    .select({ takenAt: knowledgeTestAttempts.takenAt })
    .from(knowledgeTestAttempts)
    .where(
      and(
        eq(knowledgeTestAttempts.userId, userId),
        eq(knowledgeTestAttempts.passed, true),
        gt(knowledgeTestAttempts.takenAt, since),
      ),
    )
    .orderBy(desc(knowledgeTestAttempts.takenAt))
    .limit(1);
  return row && { passedAt: row.takenAt, validUntil: yearsAfter(row.takenAt, KNOWLEDGE_TEST.validYears) };
}

/** Computes and stores a loss check (Delegated Regulation 2022/2114 Art. 7). */
export async function checkLoss(
  ctx: AuthedContext,
  input: z.output<typeof lossCheckInput>,
): Promise<LossCheck> {
  // The schema has checked the format; parseCents cannot fail here.
  const figures = {
    netYearlyIncomeCents: parseCents(input.netYearlyIncome) ?? 0,
    liquidAssetsCents: parseCents(input.liquidAssets) ?? 0,
    yearlyCommitmentsCents: parseCents(input.yearlyCommitments) ?? 0,
  };
  const netWorth = netWorthCents(figures);
  const [row] = await ctx.db
    .insert(lossChecks)
    .values({
      userId: ctx.user.id,
      ...figures,
      netWorthCents: netWorth,
      bearableLossCents: bearableLossCents(netWorth),
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return toLossCheck(row);
}

export async function latestLossCheck(db: Executor, userId: string): Promise<LossCheck | null> {
  const [row] = await db
    .select()
    .from(lossChecks)
    .where(eq(lossChecks.userId, userId))
    .orderBy(desc(lossChecks.checkedAt), desc(lossChecks.id))
    .limit(1);
  return row ? toLossCheck(row) : null;
}

/** A subquery's columns as a nested object of the outer selection (null when its lateral join found no row). */
function fieldsOf<Q extends { _: { selectedFields: Record<string, unknown> } }>(subquery: Q) {
  const aliased = subquery as unknown as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(subquery._.selectedFields).map((key) => [key, aliased[key]]),
  ) as Q['_']['selectedFields'];
}

/**
 * The latest pass within two years, loss check and sophisticated application of a user — and the user's
 * columns `extra` names, for a caller that reads more of the user with them — in one statement on `users`.
 */
function statusQuery<E extends SelectedFields>(db: Database, extra: E) {
  const pass = db
    .select({ takenAt: knowledgeTestAttempts.takenAt })
    .from(knowledgeTestAttempts)
    .where(
      and(
        eq(knowledgeTestAttempts.userId, users.id),
        eq(knowledgeTestAttempts.passed, true),
        gt(knowledgeTestAttempts.takenAt, sql`${sql.placeholder('since')}::timestamptz`),
      ),
    )
    .orderBy(desc(knowledgeTestAttempts.takenAt))
    .limit(1)
    .as('pass');
  const loss = db
    .select()
    .from(lossChecks)
    .where(eq(lossChecks.userId, users.id))
    .orderBy(desc(lossChecks.checkedAt), desc(lossChecks.id))
    .limit(1)
    .as('loss');
  const application = db
    .select()
    .from(sophisticatedApplications)
    .where(eq(sophisticatedApplications.userId, users.id))
    .orderBy(desc(sophisticatedApplications.appliedAt), desc(sophisticatedApplications.id))
    .limit(1)
    .as('application');
  return db
    .select({
      ...extra,
      forUser: users.id,
      passedAt: pass.takenAt,
      loss: fieldsOf(loss),
      application: fieldsOf(application),
    })
    .from(users)
    .leftJoinLateral(pass, sql`true`)
    .leftJoinLateral(loss, sql`true`)
    .leftJoinLateral(application, sql`true`)
    .where(amongKeys(users.id, 'userIds'));
}

type StatusRow = Awaited<ReturnType<ReturnType<typeof statusQuery<Record<never, never>>>['execute']>>[number];

function statusOf(row: StatusRow | undefined, now: Date): ProtectionStatus {
  const passedAt = row?.passedAt ?? null;
  const lossCheck = row?.loss ? toLossCheck(row.loss) : null;
  const sophisticated = row?.application ? toApplication(row.application) : null;
  return {
    knowledgeTest: passedAt && {
      passedAt,
      validUntil: yearsAfter(passedAt, KNOWLEDGE_TEST.validYears),
    },
    lossCheck,
    sophisticated,
    sophisticatedValid: sophisticatedValid(sophisticated, now),
    warningThresholdCents: warningThresholdCents(lossCheck?.netWorthCents ?? null),
  };
}

/**
 * A prepared statement (built once per database; decision 0095) reading the protection status with the user's
 * columns `extra`: one round trip where a caller needs both on every call — the investment reads the
 * acknowledgement's profile with it. Resolves to the status and the columns (undefined for an unknown user).
 */
export function protectionStatusWith<E extends SelectedFields>(name: string, extra: E) {
  const statement = preparedPer((db: Database) => statusQuery(db, extra).prepare(name));
  // Reads that arrive at about the same time go together (db/batchedRead.ts, decision 0103).
  const read = batchedRead(
    (db, userIds: readonly string[]) =>
      statement(db).execute({
        userIds: JSON.stringify(userIds),
        since: yearsAfter(new Date(), -KNOWLEDGE_TEST.validYears).toISOString(),
      }),
    // The status's columns are in every row whatever `extra` adds (TypeScript cannot see it through E).
    (row) => (row as unknown as StatusRow).forUser,
  );
  return async (db: Database, userId: string) => {
    const row = await read(db).load(userId);
    return { status: statusOf(row as StatusRow | undefined, new Date()), user: row };
  };
}

const statusAlone = protectionStatusWith('protection_status', {});

/** What the investment dialog and the protection page show; the same facts the investment's checks use. */
export async function protectionStatus(db: Database, userId: string): Promise<ProtectionStatus> {
  return (await statusAlone(db, userId)).status;
}

export const getProtectionStatus = (ctx: AuthedContext) => protectionStatus(ctx.db, ctx.user.id);
