/**
 * The sophisticated investor's status (Regulation (EU) 2020/1503 Annex II; issue 35, decision 0073):
 * applied for with two of the four criteria and evidence, decided by an operator (audited), valid two years
 * from the approval. It lifts only the separate warning above 1,000 € / 5 % of net worth, never the caps of
 * § 2a VermAnlG.
 */
import { TRPCError } from '@trpc/server';
import {
  type AdminSophisticatedApplication,
  KNOWLEDGE_TEST,
  messageText,
  type SophisticatedApplication,
  type SophisticatedState,
  type sophisticatedApplicationInput,
  yearsAfter,
} from '@wurzelwerk/shared';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { sophisticatedApplications, users } from '../../db/schema';
import type { AuthedContext } from '../../trpc/init';
import { actorOf, notFound, recordAudit } from '../admin/procedure';

type Row = typeof sophisticatedApplications.$inferSelect;

export const toApplication = (row: Row): SophisticatedApplication => ({
  id: row.id,
  criteria: row.criteria,
  evidence: row.evidence,
  state: row.state,
  appliedAt: row.appliedAt,
  decidedAt: row.decidedAt,
  validUntil: row.validUntil,
});

export async function latestApplication(db: Executor, userId: string) {
  const [row] = await db
    .select()
    .from(sophisticatedApplications)
    .where(eq(sophisticatedApplications.userId, userId))
    .orderBy(desc(sophisticatedApplications.appliedAt), desc(sophisticatedApplications.id))
    .limit(1);
  return row ? toApplication(row) : null;
}

/** Whether the latest application is an approval that still counts. */
export const sophisticatedValid = (latest: SophisticatedApplication | null, now = new Date()): boolean =>
  latest?.state === 'approved' && latest.validUntil !== null && latest.validUntil > now;

/** A new application; while one is pending another is refused (409). */
export async function applySophisticated(
  ctx: AuthedContext,
  input: z.output<typeof sophisticatedApplicationInput>,
): Promise<SophisticatedApplication> {
  return ctx.db.transaction(async (tx) => {
    // One pending application per user, also under parallel requests: the user's row is the lock.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, ctx.user.id)).for('update');
    const latest = await latestApplication(tx, ctx.user.id);
    if (latest?.state === 'pending')
      throw new TRPCError({
        code: 'CONFLICT',
        message: messageText(ctx.locale, 'protection.applicationPending'),
      });
    const [row] = await tx
      .insert(sophisticatedApplications)
      .values({ userId: ctx.user.id, criteria: input.criteria, evidence: input.evidence })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return toApplication(row);
  });
}

/** The console's list: pending first (oldest first), then the decided ones (newest first); at most 500. */
export async function listApplications(
  ctx: AuthedContext,
  input: { state?: SophisticatedState },
): Promise<AdminSophisticatedApplication[]> {
  const rows = await ctx.db
    .select({
      application: sophisticatedApplications,
      email: users.email,
      first: users.firstName,
      last: users.lastName,
    })
    .from(sophisticatedApplications)
    .leftJoin(users, eq(users.id, sophisticatedApplications.userId))
    .where(input.state ? eq(sophisticatedApplications.state, input.state) : undefined)
    .orderBy(asc(sophisticatedApplications.appliedAt), asc(sophisticatedApplications.id))
    .limit(500);
  const listed = rows.map(({ application, email, first, last }) => ({
    ...toApplication(application),
    userId: application.userId,
    email,
    name: first === null ? null : `${first} ${last}`,
    decidedBy: application.decidedBy,
  }));
  const pending = listed.filter((a) => a.state === 'pending');
  const decided = listed.filter((a) => a.state !== 'pending').reverse();
  return [...pending, ...decided];
}

/** An operator's decision, audited in the same transaction; an approval counts two years from now. */
export async function decideApplication(
  ctx: AuthedContext,
  input: { id: number; approve: boolean },
): Promise<SophisticatedApplication> {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(sophisticatedApplications)
      .where(eq(sophisticatedApplications.id, input.id))
      .for('update');
    if (!before) throw notFound(ctx);
    if (before.state !== 'pending')
      throw new TRPCError({
        code: 'CONFLICT',
        message: messageText(ctx.locale, 'protection.alreadyDecided'),
      });
    const now = new Date();
    const [after] = await tx
      .update(sophisticatedApplications)
      .set({
        state: input.approve ? 'approved' : 'rejected',
        decidedAt: now,
        decidedBy: ctx.user.id,
        validUntil: input.approve ? yearsAfter(now, KNOWLEDGE_TEST.validYears) : null,
      })
      .where(and(eq(sophisticatedApplications.id, input.id), eq(sophisticatedApplications.state, 'pending')))
      .returning();
    if (!after) throw new Error('update returned no row');
    // The evidence is the applicant's text: the audit keeps the decision, not a copy of it.
    const audited = ({ evidence: _evidence, ...rest }: Row) => rest;
    await recordAudit(tx, actorOf(ctx), {
      action: input.approve ? 'sophisticated.approve' : 'sophisticated.reject',
      entity: 'sophisticated_applications',
      entityId: after.id,
      before: audited(before),
      after: audited(after),
    });
    return toApplication(after);
  });
}
