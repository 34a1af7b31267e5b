/** GET /api/portfolio (issue 34, decision 0068): a user with a few investments, a payout in the wallet. */
import { describe, expect, test } from 'bun:test';
import { daysBetween } from '@wurzelwerk/shared';
import { eq } from 'drizzle-orm';
import { investorClient, json, signedInClient } from '../../../test/domains';
import { investAwaiting, payByStatement } from '../../../test/fixtures/bank';
import { testApp } from '../../../test/harness';
import { berlinToday } from '../../calendar';
import { assetTypes, investments, projectDefaults } from '../../db/schema';
import { post } from '../../ledger';

const t = testApp({ seed: true, registerMaxPerWindow: 1000 });

describe('GET /api/portfolio', () => {
  test('signed out → 401; nothing invested → zeros and empty series', async () => {
    expect((await t.app.handle(new Request('http://localhost/api/portfolio'))).status).toBe(401);
    const client = await signedInClient(t.app);
    const portfolio = await json(await client.get('/api/portfolio'));
    expect(portfolio.totals).toEqual({
      investedCents: 0,
      repaidCents: 0,
      interestReceivedCents: 0,
      outstandingCents: 0,
    });
    expect(portfolio.investments).toEqual([]);
    expect(portfolio.calendar).toHaveLength(12);
    expect(portfolio.timeline).toEqual([]);
    expect(portfolio.impact).toEqual([]);
  });

  test('a paid and an awaiting investment, the first date paid out into the wallet', async () => {
    const client = await investorClient(t.app);
    const paid = await investAwaiting(client, '750.00');
    const awaiting = await investAwaiting(client, '750.00');
    await payByStatement(t.database.db, client, paid.id);
    const before = await json(await client.get('/api/portfolio'));
    expect(before.totals).toEqual({
      investedCents: 75_000,
      repaidCents: 0,
      interestReceivedCents: 0,
      outstandingCents: 75_000,
    });
    const [first, second] = before.investments;
    expect(first).toMatchObject({ id: paid.id, status: 'paid', amountCents: 75_000, paidToDateCents: 0 });
    expect(second).toMatchObject({ id: awaiting.id, status: 'awaiting_payment', amountCents: 75_000 });
    const row = first.schedule.rows[0];
    expect(first.nextPayment).toEqual({
      dueDate: row.dueDate,
      interestCents: row.interestCents,
      principalCents: row.principalCents,
    });
    expect(before.expectedReturn).toBeGreaterThan(0);
    expect(before.impact.at(-1).co2Kg).toBeGreaterThanOrEqual(0);

    // A payout of the first date (a test stand-in for the payouts' transfer: cause `payout`, `<id>:<number>`).
    const cents = row.interestCents + row.principalCents;
    await post(t.database.db, {
      kind: 'payout',
      cause: { type: 'payout', id: `${paid.id}:${row.number}` },
      idempotencyKey: `test-payout:${paid.id}`,
      entries: [
        { account: { kind: 'platform_income' }, amount: cents },
        { account: { kind: 'wallet', owner: client.userId }, amount: -cents },
      ],
    });
    const after = await json(await client.get('/api/portfolio'));
    expect(after.investments[0].paidToDateCents).toBe(cents);
    expect(after.investments[0].schedule.rows[0].paid).toBe(true);
    expect(after.investments[0].nextPayment?.dueDate ?? null).toBe(first.schedule.rows[1]?.dueDate ?? null);
    expect(after.totals.repaidCents).toBe(row.principalCents);
    expect(after.totals.interestReceivedCents).toBe(row.interestCents);
    expect(after.totals.outstandingCents).toBe(75_000 - row.principalCents);
    // The dashboard's "received so far" reads the same credits.
    expect((await json(await client.get('/api/dashboard'))).receivedCents).toBe(cents);
    // Another user sees none of it.
    const other = await signedInClient(t.app);
    expect((await json(await other.get('/api/portfolio'))).investments).toEqual([]);
  });

  test("a project in default: the investment's impact counts until the default's day, not after", async () => {
    const db = t.database.db;
    const assetTypeId = 2;
    await db.update(assetTypes).set({ co2Impact: '2.50' }).where(eq(assetTypes.id, assetTypeId));
    const client = await investorClient(t.app);
    const made = await investAwaiting(client, '750.00', assetTypeId);
    await payByStatement(db, client, made.id);
    // Made 60 days ago; the figure grows per day until today.
    await db
      .update(investments)
      .set({ createdAt: new Date(Date.now() - 60 * 86_400_000) })
      .where(eq(investments.id, made.id));
    const before = await json(await client.get('/api/portfolio'));
    const createdOn: string = before.investments[0].createdOn;
    const accrued = before.impact.at(-1).co2Kg;
    expect(accrued).toBeGreaterThan(0);

    // The default declared 20 days ago: what accrued until that day, nothing after.
    const declaredAt = new Date(Date.now() - 20 * 86_400_000);
    await db
      .insert(projectDefaults)
      .values({ assetTypeId, reason: 'Insolvenz', declaredByEmail: 'test', declaredAt });
    const after = await json(await client.get('/api/portfolio'));
    const untilDefault = daysBetween(createdOn, berlinToday(declaredAt));
    const expected = (accrued * untilDefault) / daysBetween(createdOn, after.asOf);
    expect(Math.abs(after.impact.at(-1).co2Kg - expected)).toBeLessThanOrEqual(0.1);
    expect(after.impact.at(-1).co2Kg).toBeLessThan(accrued);
    await db.delete(projectDefaults).where(eq(projectDefaults.assetTypeId, assetTypeId));
  });
});
