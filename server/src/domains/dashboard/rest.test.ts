/** Contract tests of GET /api/dashboard. */
import { describe, expect, test } from 'bun:test';
import { demoClient, investorClient, json, signedInClient } from '../../../test/domains';
import { investAwaiting, payByStatement } from '../../../test/fixtures/bank';
import { TestClient, testApp } from '../../../test/harness';

const t = testApp({ seed: true });

describe('GET /api/dashboard', () => {
  test('the documented shape; 401 when signed out; recent activities in the request language', async () => {
    expect((await new TestClient(t.app).get('/api/dashboard')).status).toBe(401);
    const client = await demoClient(t.app);
    const dashboard = await json(await client.get('/api/dashboard'));
    expect(Object.keys(dashboard).sort()).toEqual(
      [
        'awaitingPayment',
        'environmentalImpact',
        'expectedReturns',
        'receivedCents',
        'recentActivities',
        'totalAssets',
        'totalInvestment',
      ].sort(),
    );
    expect(dashboard.totalInvestment).toMatch(/^\d+\.\d{2}$/);
    // The demo account's sample history has payouts in its wallet.
    expect(dashboard.receivedCents).toBeGreaterThan(0);
    expect(dashboard.environmentalImpact.co2Saved).toBeGreaterThan(0);
    expect(dashboard.environmentalImpact).toHaveProperty('foodProduced');
    expect(dashboard.environmentalImpact).toHaveProperty('waterSaved');
    expect(dashboard.recentActivities.length).toBeGreaterThan(0);
    expect(dashboard.recentActivities.length).toBeLessThanOrEqual(10);
    const english = await json(await client.get('/api/dashboard', { 'accept-language': 'en' }));
    expect(english.recentActivities[0].id).toBe(dashboard.recentActivities[0].id);
    expect(english.recentActivities[0].message).not.toBe(dashboard.recentActivities[0].message);
  });

  test('a new user starts at zero', async () => {
    const dashboard = await json(await (await signedInClient(t.app)).get('/api/dashboard'));
    expect(dashboard).toMatchObject({ totalInvestment: '0.00', expectedReturns: '0.00', totalAssets: 0 });
    expect(dashboard.awaitingPayment).toEqual({ count: 0, amount: '0.00', nextDueAt: null });
    expect(dashboard.recentActivities).toEqual([]);
  });

  test('an investment awaiting its payment is shown apart and raises no total; once paid it counts (issue 33)', async () => {
    const client = await investorClient(t.app);
    const first = await investAwaiting(client, '1000.00', 1);
    await investAwaiting(client, '750.00', 2);
    const awaiting = await json(await client.get('/api/dashboard'));
    expect(awaiting).toMatchObject({ totalInvestment: '0.00', expectedReturns: '0.00', totalAssets: 0 });
    expect(awaiting.environmentalImpact).toEqual({
      co2Saved: 0,
      foodProduced: 0,
      waterSaved: 0,
      treesPlanted: 0,
      energyProduced: 0,
    });
    expect(awaiting.awaitingPayment).toMatchObject({ count: 2, amount: '1750.00' });
    // The earliest deadline: 14 days (the offers' default) from now, as the instructions say.
    const payment = await json(await client.get(`/api/investments/${first.id}/payment`));
    expect(new Date(awaiting.awaitingPayment.nextDueAt).getTime()).toBeLessThanOrEqual(
      new Date(payment.dueAt).getTime(),
    );
    expect(new Date(awaiting.awaitingPayment.nextDueAt).getTime()).toBeGreaterThan(Date.now());

    await payByStatement(t.database.db, client, first.id);
    const paid = await json(await client.get('/api/dashboard'));
    expect(paid).toMatchObject({ totalInvestment: '1000.00', totalAssets: 1 });
    expect(paid.awaitingPayment).toMatchObject({ count: 1, amount: '750.00' });
    expect(Number(paid.expectedReturns)).toBeGreaterThan(0);
    expect(paid.environmentalImpact.co2Saved).toBeGreaterThan(0);
  });
});
