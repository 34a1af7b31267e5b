/** Investor protection in the data export (issue 35): every attempt, loss check and application, oldest first. */
import { asc, eq } from 'drizzle-orm';
import { knowledgeTestAttempts, lossChecks, sophisticatedApplications } from '../../db/schema';
import type { AuthedContext } from '../../trpc/init';
import { toAttempt, toLossCheck } from './service';
import { toApplication } from './sophisticated';

export async function exportProtection({ db, user }: AuthedContext) {
  const [attempts, checks, applications] = await Promise.all([
    db
      .select()
      .from(knowledgeTestAttempts)
      .where(eq(knowledgeTestAttempts.userId, user.id))
      .orderBy(asc(knowledgeTestAttempts.takenAt), asc(knowledgeTestAttempts.id)),
    db
      .select()
      .from(lossChecks)
      .where(eq(lossChecks.userId, user.id))
      .orderBy(asc(lossChecks.checkedAt), asc(lossChecks.id)),
    db
      .select()
      .from(sophisticatedApplications)
      .where(eq(sophisticatedApplications.userId, user.id))
      .orderBy(asc(sophisticatedApplications.appliedAt), asc(sophisticatedApplications.id)),
  ]);
  return {
    knowledgeTests: attempts.map(toAttempt),
    lossChecks: checks.map(toLossCheck),
    sophisticatedApplications: applications.map(toApplication),
  };
}
