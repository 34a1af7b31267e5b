/**
 * The dashboard's figures against the slow derivation from the rows themselves, and the index its
 * "awaiting payment" scan may use (decision 0077).
 */
import { describe, expect, test } from 'bun:test';
import { DEMO_ACCOUNT } from '@wurzelwerk/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import { demoClient, investorClient, json, rowsOf } from '../../../test/domains';
import { investAwaiting } from '../../../test/fixtures/bank';
import { testApp } from '../../../test/harness';
import type { Database } from '../../db/client';
import { investments, users } from '../../db/schema';

const t = testApp({ seed: true });

const cents = (amount: string) => Math.round(Number(amount) * 100);
const euro = (total: number) => (total / 100).toFixed(2);

/** The dashboard's totals and awaiting figures, derived row by row from all of the user's investments. */
async function derived(db: Database, userId: string) {
  const rows = await db.select().from(investments).where(eq(investments.userId, userId));
  const paid = rows.filter((row) => row.status === 'paid');
  const awaiting = rows.filter((row) => row.status === 'awaiting_payment');
  const dues = awaiting.map((row) => row.paymentDueAt?.getTime() ?? Number.NaN);
  return {
    totalInvestment: euro(paid.reduce((sum, row) => sum + cents(row.totalInvestment), 0)),
    expectedReturns: euro(paid.reduce((sum, row) => sum + cents(row.expectedAnnualReturn), 0)),
    totalAssets: paid.reduce((sum, row) => sum + row.quantity, 0),
    awaitingPayment: {
      count: awaiting.length,
      amount: euro(awaiting.reduce((sum, row) => sum + cents(row.totalInvestment), 0)),
      nextDueAt: awaiting.length ? new Date(Math.min(...dues)).toISOString() : null,
    },
  };
}

const idOf = async (db: Database, email: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? '';

/** The plan PostgreSQL picks for `query` while the named indexes are gone (rolled back afterwards). */
async function planWithout(db: Database, indexes: string[], query: SQL): Promise<string> {
  let plan = '';
  const rollback = new Error('rollback');
  await db
    .transaction(async (tx) => {
      for (const index of indexes) await tx.execute(sql.raw(`drop index ${index}`));
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await rowsOf<Record<string, string>>(tx as unknown as Database, sql`explain ${query}`);
      plan = rows.map((row) => Object.values(row).join(' ')).join('\n');
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
  return plan;
}

describe('the dashboard figures', () => {
  test('the demo account (every state of money) and a new investor: as derived from their rows', async () => {
    const demo = await demoClient(t.app);
    const investor = await investorClient(t.app);
    await investAwaiting(investor, '1000.00', 1);
    await investAwaiting(investor, '750.00', 2);
    for (const [client, userId] of [
      [demo, await idOf(t.database.db, DEMO_ACCOUNT.email)],
      [investor, (await json(await investor.get('/api/auth/me'))).user.id as string],
    ] as const) {
      const dashboard = await json(await client.get('/api/dashboard'));
      const expected = await derived(t.database.db, userId);
      expect(expected.awaitingPayment.count).toBeGreaterThan(0);
      expect(dashboard).toMatchObject(expected);
    }
  });

  test('the awaiting scan cannot take the lapse job index (all users’ awaiting rows); the job still can', async () => {
    const awaiting = sql`select count(*) from investments where user_id = ${'someone'} and status = 'awaiting_payment'`;
    // Without the user's own indexes, the only other index the planner could read is the lapse job's.
    const dashboardPlan = await planWithout(
      t.database.db,
      ['investments_user_awaiting_idx', 'investments_user_created_idx', 'investments_user_idempotency_key'],
      awaiting,
    );
    expect(dashboardPlan).not.toContain('investments_awaiting_due_idx');
    const lapsePlan = await planWithout(
      t.database.db,
      ['investments_user_awaiting_idx'],
      sql`select id from investments where status = 'awaiting_payment' and payment_due_at <= ${new Date().toISOString()}::timestamptz`,
    );
    expect(lapsePlan).toContain('investments_awaiting_due_idx');
  });
});
