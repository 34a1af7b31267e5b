/**
 * The audit log as the console reads it (issue 36): filtered on the server by kind, person, Berlin day
 * and words, each entry naming its record (a project by its name, also after it is gone from the join),
 * refusals in the reader's words; and the sample data's orders with a believable history.
 */
import { describe, expect, test } from 'bun:test';
import { DEMO_OPERATOR } from '@wurzelwerk/shared';
import { asc, eq } from 'drizzle-orm';
import { json, patch, signedInClient } from '../../../test/domains';
import { adminTestApp, operatorClient, projectOf } from '../../../test/fixtures/admin';
import { testApp } from '../../../test/harness';
import { berlinToday } from '../../calendar';
import { auditLog, orderStatusHistory, orders } from '../../db/schema';
import { DEMO_USER } from '../../db/seed/accounts';

const t = adminTestApp();

type Entry = { action: string; actorId: string; actorKind: string; subject: string | null; before: unknown };

describe('the audit log, filtered and named', () => {
  test('by kind, operator, day and words; projects by name in the reader’s language', async () => {
    const first = await operatorClient(t);
    const second = await operatorClient(t);
    const project = await json(await first.post('/api/admin/asset-types', await projectOf(first)));
    expect(project.id).toBeNumber();
    expect((await patch(second, `/api/admin/asset-types/${project.id}`, { location: 'Rhön' })).status).toBe(
      200,
    );

    const get = async (query: string, headers?: Record<string, string>) =>
      (await json(await first.get(`/api/admin/audit?${query}`, headers))) as Entry[];

    const projects = await get('kind=assetType');
    expect(projects.map((e) => [e.action, e.subject])).toEqual([
      ['assetType.update', 'Eichenhain'],
      ['assetType.create', 'Eichenhain'],
    ]);
    expect((await get('kind=assetType', { 'accept-language': 'en' })).map((e) => e.subject)).toEqual([
      'Oak grove',
      'Oak grove',
    ]);
    // The issuer made for the project is another kind.
    expect((await get('kind=issuer')).map((e) => e.action)).toEqual(['issuer.create']);
    const bySecond = await get(`actorId=${second.userId}`);
    expect(bySecond.map((e) => e.action)).toEqual(['assetType.update']);
    expect((await get('query=EICHENHAIN')).map((e) => e.action)).toEqual([
      'assetType.update',
      'assetType.create',
    ]);
    expect(await get('query=nichts-dergleichen')).toEqual([]);
    // `%` and `_` are letters, not patterns.
    expect(await get('query=%25')).toEqual([]);
    const today = berlinToday();
    expect((await get(`from=${today}&to=${today}&kind=assetType`)).length).toBe(2);
    expect(await get('to=2000-01-01')).toEqual([]);
    expect((await get('limit=1&offset=1&kind=assetType')).map((e) => e.action)).toEqual(['assetType.create']);

    const operators: { id: string; email: string }[] = await json(
      await first.get('/api/admin/audit/operators'),
    );
    expect(operators.map((o) => o.id).sort()).toEqual([first.userId, second.userId].sort());
  });

  test('a wrong filter is a 400 in the reader’s words, never zod’s; customers are refused', async () => {
    const operator = await operatorClient(t);
    const range = await operator.get('/api/admin/audit?from=2026-02-01&to=2026-01-01');
    expect(range.status).toBe(400);
    expect((await json(range)).message).not.toMatch(/zod|regex|Invalid|expected/i);
    for (const query of ['kind=nonsense', 'from=gestern', 'actorKind=robot']) {
      const answer = await operator.get(`/api/admin/audit?${query}`);
      expect(answer.status).toBe(400);
      expect(await answer.text()).not.toMatch(/zod|regex|Invalid option|expected one of/i);
    }
    const customer = await signedInClient(t.app);
    expect((await customer.get('/api/admin/audit')).status).toBe(403);
  });
});

describe('the sample orders’ history', () => {
  const seeded = testApp({ seed: true });

  test('placed by the customer, moved by the operator, hours and days apart, none ahead; all in the log', async () => {
    const db = seeded.database.db;
    const demoOrders = await db.select().from(orders).where(eq(orders.userId, DEMO_USER.id));
    for (const order of demoOrders) {
      const steps = await db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, order.id))
        .orderBy(asc(orderStatusHistory.changedAt));
      expect(steps.at(-1)?.status).toBe(order.status);
      expect(steps[0]).toMatchObject({ status: 'pending', fromStatus: null, actorKind: 'customer' });
      for (const [index, step] of steps.entries()) {
        expect(step.changedAt.getTime()).toBeLessThanOrEqual(Date.now());
        if (index === 0) continue;
        const before = steps[index - 1];
        expect(step.fromStatus).toBe(before?.status ?? null);
        // At least an hour after the step before: nothing in the same minute.
        expect(step.changedAt.getTime() - (before?.changedAt.getTime() ?? 0)).toBeGreaterThanOrEqual(
          3_600_000,
        );
        expect(step.actorKind).toBe(step.status === 'return_requested' ? 'customer' : 'operator');
      }
      const logged = await db.select().from(auditLog).where(eq(auditLog.entityId, order.id));
      expect(logged).toHaveLength(steps.length - 1);
      expect(
        logged.filter((e) => e.actorKind === 'operator').every((e) => e.actorEmail === DEMO_OPERATOR.email),
      ).toBe(true);
    }
  });
});
