/** Contract tests of GET /api/dashboard. */
import { describe, expect, test } from 'bun:test';
import { demoClient, json, signedInClient } from '../../../test/domains';
import { TestClient, testApp } from '../../../test/harness';

const t = testApp({ seed: true });

describe('GET /api/dashboard', () => {
  test('the documented shape; 401 when signed out; recent activities in the request language', async () => {
    expect((await new TestClient(t.app).get('/api/dashboard')).status).toBe(401);
    const client = await demoClient(t.app);
    const dashboard = await json(await client.get('/api/dashboard'));
    expect(Object.keys(dashboard).sort()).toEqual(
      ['environmentalImpact', 'expectedReturns', 'recentActivities', 'totalAssets', 'totalInvestment'].sort(),
    );
    expect(dashboard.totalInvestment).toMatch(/^\d+\.\d{2}$/);
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
    expect(dashboard.recentActivities).toEqual([]);
  });
});
