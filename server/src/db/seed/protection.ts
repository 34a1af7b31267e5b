/**
 * The demo account's investor protection (issue 35, decision 0073): a passed knowledge test that counts
 * (taken before its first investment, 15 months ago; taken again when a long-lived database outlives it)
 * and one loss check. Its investments were written before the test was required; new ones need the pass.
 */
import {
  bearableLossCents,
  gradeKnowledgeTest,
  KNOWLEDGE_ANSWER_KEY,
  netWorthCents,
} from '@wurzelwerk/shared';
import { eq } from 'drizzle-orm';
import { validPassOf } from '../../domains/protection/service';
import type { Executor } from '../client';
import { knowledgeTestAttempts, lossChecks } from '../schema';

const DAY_MS = 86_400_000;
/** When the demo took the test: before its first investment (moneyHistory.ts, 15 months ago). */
const TAKEN_DAYS_AGO = 480;

/** The demo's loss check: 42,000 € income, 60,000 € liquid, 24,000 € commitments → 78,000 € net worth. */
export const DEMO_LOSS_CHECK = {
  netYearlyIncomeCents: 4_200_000,
  liquidAssetsCents: 6_000_000,
  yearlyCommitmentsCents: 2_400_000,
} as const;

export async function seedDemoProtection(db: Executor, userId: string, now = new Date()): Promise<void> {
  if (!(await validPassOf(db, userId, now))) {
    // First: before the first investment. A database that outlived the pass's two years: a fresh one today.
    const takenAt = (await hasAttempts(db, userId)) ? now : new Date(now.getTime() - TAKEN_DAYS_AGO * DAY_MS);
    await db
      .insert(knowledgeTestAttempts)
      .values({ userId, ...gradeKnowledgeTest(KNOWLEDGE_ANSWER_KEY), takenAt });
  }
  const [check] = await db
    .select({ id: lossChecks.id })
    .from(lossChecks)
    .where(eq(lossChecks.userId, userId));
  if (check) return;
  const netWorth = netWorthCents(DEMO_LOSS_CHECK);
  await db.insert(lossChecks).values({
    userId,
    ...DEMO_LOSS_CHECK,
    netWorthCents: netWorth,
    bearableLossCents: bearableLossCents(netWorth),
    checkedAt: new Date(now.getTime() - TAKEN_DAYS_AGO * DAY_MS),
  });
}

async function hasAttempts(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: knowledgeTestAttempts.id })
    .from(knowledgeTestAttempts)
    .where(eq(knowledgeTestAttempts.userId, userId))
    .limit(1);
  return Boolean(row);
}
