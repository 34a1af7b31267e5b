/**
 * Payment status (issue 34, decision 0067), derived from the stored due dates — nothing is kept twice:
 * per investment `onTrack`, `late` (a due date passed unpaid), `default` (its project declared so by an
 * operator) or `repaid` (every due date paid); none before its release. Per project the public figure
 * "x of y payments on time": of the due dates that are due (their date reached, or paid), how many were
 * paid by their date (the Berlin calendar day of the payment), and the project's status on the same rule as an
 * investment's.
 */
import type { PaymentStatus, PaymentsOnTime } from '@wurzelwerk/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { payoutDueDates, payoutInstalments, projectDefaults } from '../../db/schema';

const LATE = sql`(${payoutDueDates.state} = 'late' or (${payoutDueDates.state} = 'open' and ${payoutDueDates.dueDate} < (now() at time zone 'Europe/Berlin')::date))`;

/** The status of each of the investments that has due dates (others are absent: not released). */
export async function paymentStatusOf(
  db: Executor,
  investmentIds: string[],
): Promise<Map<string, PaymentStatus>> {
  const statuses = new Map<string, PaymentStatus>();
  if (investmentIds.length === 0) return statuses;
  const rows = await db
    .select({
      investmentId: payoutInstalments.investmentId,
      total: sql<number>`count(*)::int`,
      paid: sql<number>`(count(*) filter (where ${payoutDueDates.state} = 'paid'))::int`,
      late: sql<number>`(count(*) filter (where ${LATE}))::int`,
      inDefault: sql<boolean>`bool_or(${projectDefaults.assetTypeId} is not null)`,
    })
    .from(payoutInstalments)
    .innerJoin(payoutDueDates, eq(payoutDueDates.id, payoutInstalments.dueDateId))
    .leftJoin(projectDefaults, eq(projectDefaults.assetTypeId, payoutDueDates.assetTypeId))
    .where(inArray(payoutInstalments.investmentId, investmentIds))
    .groupBy(payoutInstalments.investmentId);
  for (const row of rows)
    statuses.set(
      row.investmentId,
      row.paid === row.total ? 'repaid' : row.inDefault ? 'default' : row.late > 0 ? 'late' : 'onTrack',
    );
  return statuses;
}

/** A project's public payment figures (decision 0067): "x of y payments on time" and its status. */
export interface ProjectPayments {
  /** null while it has no due dates. */
  paymentsOnTime: PaymentsOnTime | null;
  /** As an investment's, for the project as a whole; null while it has no due dates and no default. */
  paymentStatus: PaymentStatus | null;
}

/** The project's "x of y payments on time" and its payment status, in one read. */
export async function projectPaymentsOf(db: Executor, assetTypeId: number): Promise<ProjectPayments> {
  const [row] = await db
    .select({
      all: sql<number>`count(${payoutDueDates.id})::int`,
      due: sql<number>`(count(*) filter (where ${payoutDueDates.state} = 'paid' or ${payoutDueDates.dueDate} <= (now() at time zone 'Europe/Berlin')::date))::int`,
      onTime: sql<number>`(count(*) filter (where ${payoutDueDates.state} = 'paid' and (${payoutDueDates.paidAt} at time zone 'Europe/Berlin')::date <= ${payoutDueDates.dueDate}))::int`,
      paid: sql<number>`(count(*) filter (where ${payoutDueDates.state} = 'paid'))::int`,
      late: sql<number>`(count(*) filter (where ${LATE}))::int`,
      inDefault: sql<boolean>`exists (select 1 from ${projectDefaults} where ${projectDefaults.assetTypeId} = ${assetTypeId})`,
    })
    .from(payoutDueDates)
    .where(eq(payoutDueDates.assetTypeId, assetTypeId));
  if (!row || row.all === 0)
    return { paymentsOnTime: null, paymentStatus: row?.inDefault ? 'default' : null };
  return {
    paymentsOnTime: { onTime: row.onTime, due: row.due },
    paymentStatus:
      row.paid === row.all ? 'repaid' : row.inDefault ? 'default' : row.late > 0 ? 'late' : 'onTrack',
  };
}
