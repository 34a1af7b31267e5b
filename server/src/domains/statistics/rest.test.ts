/**
 * GET /api/statistics/payments on the sample data (issue 35, decision 0075): the demo's money history has a
 * late payment and a repaid project (decision 0071); names in the reader's language; public.
 */
import { describe, expect, test } from 'bun:test';
import { json, nextAddress } from '../../../test/domains';
import { TestClient, testApp } from '../../../test/harness';

const t = testApp({ seed: true });

describe('payment statistics', () => {
  test('public, per project and year, the totals the projects’ sums; a late payment and repayments', async () => {
    const reply = await new TestClient(t.app, nextAddress()).get('/api/statistics/payments');
    expect(reply.status).toBe(200);
    const body = await json(reply);
    expect(body.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.projects.length).toBeGreaterThan(0);
    const rows = body.projects.flatMap((p: { years: { due: number }[] }) => p.years);
    const sum = (list: Record<string, number>[], key: string) => list.reduce((s, r) => s + (r[key] ?? 0), 0);
    for (const key of ['due', 'onTime', 'late', 'inDefault', 'repaidPrincipalCents'])
      expect(sum(body.totals, key)).toBe(sum(rows, key));
    expect(sum(rows, 'late')).toBeGreaterThan(0);
    expect(sum(rows, 'repaidPrincipalCents')).toBeGreaterThan(0);

    const english = await json(
      await new TestClient(t.app, nextAddress()).get('/api/statistics/payments', { 'accept-language': 'en' }),
    );
    expect(english.projects.map((p: { assetTypeId: number }) => p.assetTypeId).sort()).toEqual(
      body.projects.map((p: { assetTypeId: number }) => p.assetTypeId).sort(),
    );
  });
});
