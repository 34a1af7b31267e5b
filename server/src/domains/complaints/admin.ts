/**
 * The operators' complaints queue (issue 35, decision 0075): every complaint and accessibility feedback,
 * unanswered first by due day, and the answer — stored, mailed and audited in one transaction.
 */
import { TRPCError } from '@trpc/server';
import { type AdminComplaint, type complaintAnswerInput, messageText } from '@wurzelwerk/shared';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { berlinToday } from '../../calendar';
import { complaints } from '../../db/schema';
import { enqueueMail, wakeAfterCommit } from '../../mail/outbox';
import type { AuthedContext } from '../../trpc/init';
import { actorOf, notFound, recordAudit } from '../admin/procedure';
import { statusOf } from './service';

type Row = typeof complaints.$inferSelect;

const toAdmin = (row: Row, today: string): AdminComplaint => ({
  ...statusOf(row),
  id: row.id,
  name: row.name,
  email: row.email,
  language: row.language,
  hasAccount: row.userId !== null,
  answeredBy: row.answeredBy,
  overdue: row.status === 'received' && row.answerDueOn < today,
});

export async function listComplaints(ctx: AuthedContext): Promise<AdminComplaint[]> {
  const rows = await ctx.db
    .select()
    .from(complaints)
    .orderBy(
      sql`case when ${complaints.status} = 'received' then 0 else 1 end`,
      asc(complaints.answerDueOn),
      desc(complaints.createdAt),
    );
  const today = berlinToday();
  return rows.map((row) => toAdmin(row, today));
}

/** The audit's view of a complaint: its state, not the sender's message (the queue holds that). */
const audited = (row: Row) => ({
  ticket: row.ticket,
  kind: row.kind,
  status: row.status,
  answerDueOn: row.answerDueOn,
  answer: row.answer,
  answeredAt: row.answeredAt,
});

export async function answerComplaint(
  ctx: AuthedContext,
  input: z.output<typeof complaintAnswerInput>,
): Promise<AdminComplaint> {
  const row = await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(complaints).where(eq(complaints.id, input.id)).for('update');
    if (!before) throw notFound(ctx);
    if (before.status === 'answered')
      throw new TRPCError({
        code: 'CONFLICT',
        message: messageText(ctx.locale, 'complaint.alreadyAnswered'),
      });
    const [after] = await tx
      .update(complaints)
      .set({ status: 'answered', answer: input.answer, answeredAt: new Date(), answeredBy: ctx.user.email })
      .where(eq(complaints.id, input.id))
      .returning();
    if (!after) throw notFound(ctx);
    await recordAudit(tx, actorOf(ctx), {
      action: 'complaint.answer',
      entity: 'complaints',
      entityId: after.id,
      before: audited(before),
      after: audited(after),
    });
    await enqueueMail(tx, {
      to: after.email,
      template: 'complaintAnswered',
      language: after.language,
      payload: {
        name: after.name,
        ticket: after.ticket,
        kind: after.kind,
        subject: after.subject,
        answer: input.answer,
      },
    });
    return after;
  });
  wakeAfterCommit();
  return toAdmin(row, berlinToday());
}
