/**
 * A release's due dates (issue 34, decision 0067): the schedules of its investments from the release's date
 * (Berlin calendar) — all under the project's one set of terms, so period k falls on the same date for each —
 * summed per period; each investment's row is its instalment. Stored in the release's transaction, or for
 * a release made before this module on first read; `(release, number)` and the instalments' primary key
 * make a second run (or a second process) add nothing.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { ScheduleError } from '@wurzelwerk/shared';
import { eq, notExists, sql } from 'drizzle-orm';
import { createReference } from '../../banking/reference';
import { berlinToday } from '../../calendar';
import type { Executor } from '../../db/client';
import {
  assetTypes,
  investments,
  payoutDueDates,
  payoutInstalments,
  releaseInvestments,
  releases,
} from '../../db/schema';
import { type OfferTerms, scheduleOf } from '../investments/schedule';

export interface Instalment {
  investmentId: string;
  /** null: the investor's account was deleted (the instalment is owed, but goes to no wallet). */
  userId: string | null;
  interestCents: number;
  principalCents: number;
}

export interface DueDatePlan {
  number: number;
  dueDate: string;
  interestCents: number;
  principalCents: number;
  instalments: Instalment[];
}

/** The due dates of investments under one set of terms from one start: per period, the sum of their rows. */
export function planDueDates(
  list: readonly { id: string; userId: string | null; totalInvestment: string }[],
  terms: OfferTerms,
  startDate: string,
): DueDatePlan[] {
  const plans = new Map<number, DueDatePlan>();
  for (const investment of list) {
    for (const row of scheduleOf(investment, terms, { date: startDate, fixed: true }).rows) {
      let plan = plans.get(row.number);
      if (!plan) {
        plan = {
          number: row.number,
          dueDate: row.dueDate,
          interestCents: 0,
          principalCents: 0,
          instalments: [],
        };
        plans.set(row.number, plan);
      }
      plan.interestCents += row.interestCents;
      plan.principalCents += row.principalCents;
      plan.instalments.push({
        investmentId: investment.id,
        userId: investment.userId,
        interestCents: row.interestCents,
        principalCents: row.principalCents,
      });
    }
  }
  return [...plans.values()].sort((a, b) => a.number - b.number);
}

/** A payout reference: `P` and 20 random hex digits (21, as investments' `W…`, so none begins another). */
export function payoutReference(): string {
  return createReference(`P${randomBytes(10).toString('hex').toUpperCase()}`);
}

/** The release's start date: its day in Berlin. */
export const releaseDateOf = (createdAt: Date) => berlinToday(createdAt);

/** Stores the release's due dates and instalments unless there (idempotent); run inside a transaction. */
export async function ensureDueDates(tx: Executor, releaseId: string): Promise<void> {
  const [release] = await tx
    .select({
      id: releases.id,
      assetTypeId: releases.assetTypeId,
      issuerId: releases.issuerId,
      createdAt: releases.createdAt,
      termMonths: assetTypes.termMonths,
      expectedReturn: assetTypes.expectedReturn,
      repaymentType: assetTypes.repaymentType,
      paymentFrequency: assetTypes.paymentFrequency,
    })
    .from(releases)
    .innerJoin(assetTypes, eq(assetTypes.id, releases.assetTypeId))
    .where(eq(releases.id, releaseId));
  if (!release) return;
  const list = await tx
    .select({ id: investments.id, userId: investments.userId, totalInvestment: investments.totalInvestment })
    .from(releaseInvestments)
    .innerJoin(investments, eq(investments.id, releaseInvestments.investmentId))
    .where(eq(releaseInvestments.releaseId, releaseId));
  let plans: DueDatePlan[];
  try {
    plans = planDueDates(list, release, releaseDateOf(release.createdAt));
  } catch (error) {
    // Terms from before whole periods were required (decision 0060) have no schedule: no due dates.
    if (error instanceof ScheduleError) return;
    throw error;
  }
  if (plans.length === 0) return;
  await tx
    .insert(payoutDueDates)
    .values(
      plans.map((plan) => ({
        id: randomUUID(),
        releaseId,
        assetTypeId: release.assetTypeId,
        issuerId: release.issuerId,
        number: plan.number,
        dueDate: plan.dueDate,
        interestCents: plan.interestCents,
        principalCents: plan.principalCents,
        reference: payoutReference(),
      })),
    )
    .onConflictDoNothing({ target: [payoutDueDates.releaseId, payoutDueDates.number] });
  const stored = await tx
    .select({ id: payoutDueDates.id, number: payoutDueDates.number })
    .from(payoutDueDates)
    .where(eq(payoutDueDates.releaseId, releaseId));
  const idOf = new Map(stored.map((row) => [row.number, row.id]));
  const rows = plans.flatMap((plan) =>
    plan.instalments.map((i) => ({ ...i, dueDateId: idOf.get(plan.number) as string })),
  );
  for (let i = 0; i < rows.length; i += 500)
    await tx
      .insert(payoutInstalments)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing();
}

/** Due dates for every release that has none yet (releases made before payouts existed). */
export async function ensureAllDueDates(tx: Executor): Promise<void> {
  const missing = await tx
    .select({ id: releases.id })
    .from(releases)
    .where(
      notExists(
        tx.select({ one: sql`1` }).from(payoutDueDates).where(eq(payoutDueDates.releaseId, releases.id)),
      ),
    );
  for (const { id } of missing) await ensureDueDates(tx, id);
}
