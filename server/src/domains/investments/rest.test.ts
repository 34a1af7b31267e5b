/** Contract tests of the investments' /api operations: status codes, ownership, money, idempotency. */
import { beforeAll, describe, expect, test } from 'bun:test';
import { messageText } from '@wurzelwerk/shared';
import {
  type AssetType,
  assetOf,
  demoClient,
  investorClient,
  json,
  signedInClient,
} from '../../../test/domains';
import { payAllAwaiting } from '../../../test/fixtures/bank';
import { appOptions, TestClient, testApp } from '../../../test/harness';
import { createApp } from '../../app';
import { escrowAccountOf } from '../../banking/escrow';

const t = testApp({ seed: true });

let assets: AssetType[] = [];
const asset = (category?: string) => assetOf(assets, category);

beforeAll(async () => {
  // Projects still taking investments: the sample data closed some (the demo account's history).
  const all: (AssetType & { fundingDeadline: string | null })[] = await json(
    await new TestClient(t.app).get('/api/asset-types'),
  );
  assets = all.filter((a) => a.fundingDeadline === null);
});

describe('POST /api/investments', () => {
  test('201 with the stored investment; the expected return is computed on the server', async () => {
    const client = await investorClient(t.app);
    const target = asset('energy');
    const response = await client.post('/api/investments', {
      assetTypeId: target.id,
      quantity: 1,
      totalInvestment: '1234.56',
    });
    expect(response.status).toBe(201);
    const body = await json(response);
    expect(body).toMatchObject({ quantity: 1, totalInvestment: '1234.56', status: 'awaiting_payment' });
    const percent = Number(target.expectedReturn);
    expect(body.expectedAnnualReturn).toBe((Math.round(123456 * percent) / 10000).toFixed(2));
    expect(body.assetType).toMatchObject({ id: target.id, category: 'energy' });
  });

  test('the rules: signed in, asset exists, 500 to 100,000 with at most two places', async () => {
    const anonymous = await new TestClient(t.app).post('/api/investments', {
      assetTypeId: asset().id,
      quantity: 1,
      totalInvestment: '500',
    });
    expect(anonymous.status).toBe(401);

    const client = await signedInClient(t.app);
    const post = (body: unknown) => client.post('/api/investments', body);
    expect((await post({ assetTypeId: 999999, quantity: 1, totalInvestment: '500' })).status).toBe(404);
    const cases: [unknown, string][] = [
      [{ assetTypeId: asset().id, quantity: 1, totalInvestment: '499.99' }, 'Mindestbetrag'],
      [{ assetTypeId: asset().id, quantity: 1, totalInvestment: '100000.01' }, 'Höchstbetrag'],
      [{ assetTypeId: asset().id, quantity: 1, totalInvestment: '500.001' }, 'Nachkommastellen'],
      [{ assetTypeId: asset().id, quantity: 1, totalInvestment: 500 }, 'Dezimalzahl'],
      [{ assetTypeId: asset().id, quantity: 0, totalInvestment: '500' }, 'Stückzahl'],
      [{ assetTypeId: asset().id, quantity: 101, totalInvestment: '500' }, 'Stückzahl'],
      // Spec: quantity is always 1 (product §3).
      [{ assetTypeId: asset().id, quantity: 2, totalInvestment: '500' }, 'Die Stückzahl ist immer 1.'],
      [{ assetTypeId: asset().id, quantity: '1', totalInvestment: '500' }, 'Die Stückzahl ist immer 1.'],
      [{ assetTypeId: 'x', quantity: 1, totalInvestment: '500' }, 'Asset-ID'],
    ];
    for (const [body, message] of cases) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect((await json(response)).message).toContain(message);
    }
    // 100,000 € passes the schema; the cap (1,000 € without a self-disclosure) refuses it.
    const overCap = await post({ assetTypeId: asset().id, quantity: 1, totalInvestment: '100000' });
    expect(overCap.status).toBe(409);
    expect((await json(overCap)).message).toContain('Anlagegrenze von 1.000 €');
  });

  test('amounts with cents add up exactly on the dashboard: apart while awaiting, in the totals once paid', async () => {
    const client = await investorClient(t.app);
    const amounts = ['500.10', '500.20', '700.33', '999.99', '1000.01', '2345.67'];
    for (const amount of amounts) {
      await client.post('/api/investments', {
        assetTypeId: asset('fields').id,
        quantity: 1,
        totalInvestment: amount,
      });
    }
    const awaiting = await json(await client.get('/api/dashboard'));
    expect(awaiting).toMatchObject({ totalInvestment: '0.00', expectedReturns: '0.00', totalAssets: 0 });
    expect(awaiting.awaitingPayment).toMatchObject({ count: 6, amount: '6046.30' });
    expect(await payAllAwaiting(t.database.db, client.userId)).toBe(6);
    const dashboard = await json(await client.get('/api/dashboard'));
    expect(dashboard.awaitingPayment).toEqual({ count: 0, amount: '0.00', nextDueAt: null });
    expect(dashboard.totalInvestment).toBe('6046.30');
    expect(dashboard.totalAssets).toBe(6);
    const investments = await json(await client.get('/api/investments'));
    const returns = investments.reduce(
      (sum: number, i: { expectedAnnualReturn: string }) =>
        sum + Math.round(Number(i.expectedAnnualReturn) * 100),
      0,
    );
    expect(dashboard.expectedReturns).toBe((returns / 100).toFixed(2));
  });

  test('Idempotency-Key: 10 parallel requests → one row, equal replies; another body → 409', async () => {
    const client = await signedInClient(t.app);
    const body = { assetTypeId: asset('animals').id, quantity: 1, totalInvestment: '750.00' };
    const key = crypto.randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => client.post('/api/investments', body, { 'idempotency-key': key })),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(201));
    const bodies = await Promise.all(responses.map((r) => r.text()));
    expect(new Set(bodies).size).toBe(1);
    expect(await json(await client.get('/api/investments'))).toHaveLength(1);

    const other = await client.post(
      '/api/investments',
      { ...body, totalInvestment: '751.00' },
      { 'idempotency-key': key },
    );
    expect(other.status).toBe(409);
    // The key belongs to its user: another user may use the same key.
    const stranger = await signedInClient(t.app);
    expect((await stranger.post('/api/investments', body, { 'idempotency-key': key })).status).toBe(201);
    // A key over 200 characters: zod's own issue, in the catalogue's words (German by default; decision 0061).
    const tooLong = await client.post('/api/investments', body, { 'idempotency-key': 'k'.repeat(300) });
    expect(tooLong.status).toBe(400);
    expect((await json(tooLong)).message).toBe(messageText('de', 'input.tooLong', { max: 200 }));
  });

  test('120 parallel investments by one user → exact totals', async () => {
    const client = await investorClient(t.app);
    // Round the three issuers (the cap is 25,000 € per issuer, decision 0072), then round each one's open
    // asset types: 40 of 500–619.19 € per issuer, at most about 22,440 €.
    const open = assets as (AssetType & { issuer: { id: number } })[];
    const byIssuer = [...new Set(open.map((a) => a.issuer.id))].map((id) =>
      open.filter((a) => a.issuer.id === id),
    );
    expect(byIssuer).toHaveLength(3);
    const responses = await Promise.all(
      Array.from({ length: 120 }, (_, i) => {
        const ofIssuer = byIssuer[i % 3] ?? [];
        return client.post('/api/investments', {
          assetTypeId: ofIssuer[Math.floor(i / 3) % ofIssuer.length]?.id,
          quantity: 1,
          totalInvestment: `${500 + i}.${String(i % 100).padStart(2, '0')}`,
        });
      }),
    );
    expect(responses.filter((r) => r.status !== 201)).toHaveLength(0);
    // Σ (500 + i) + Σ (i mod 100)/100 for i < 120 = 67140 + 51.40
    expect((await json(await client.get('/api/dashboard'))).awaitingPayment.amount).toBe('67191.40');
    await payAllAwaiting(t.database.db, client.userId);
    const dashboard = await json(await client.get('/api/dashboard'));
    expect(dashboard.totalInvestment).toBe('67191.40');
    expect(dashboard.totalAssets).toBe(120);
    expect(await json(await client.get('/api/investments'))).toHaveLength(120);
  }, 60_000);
});

describe('GET /api/investments and withdrawal', () => {
  test('own investments only, newest first, with the documented fields', async () => {
    const client = await investorClient(t.app);
    for (const amount of ['500.00', '600.00']) {
      await client.post('/api/investments', {
        assetTypeId: asset().id,
        quantity: 1,
        totalInvestment: amount,
      });
    }
    const list = await json(await client.get('/api/investments'));
    expect(list.map((i: { totalInvestment: string }) => i.totalInvestment)).toEqual(['600.00', '500.00']);
    expect(Object.keys(list[0]).sort()).toEqual(
      [
        'assetType',
        'confirmedAt',
        'createdAt',
        'expectedAnnualReturn',
        'id',
        'quantity',
        'status',
        'totalInvestment',
        'withdrawalEndsAt',
        'withdrawnAt',
        'paymentDueAt',
        'paidAt',
        'informationSheetVersion',
      ].sort(),
    );
    expect(Object.keys(list[0].assetType).sort()).toEqual(
      ['category', 'id', 'imageUrl', 'location', 'name'].sort(),
    );
    expect(await json(await (await signedInClient(t.app)).get('/api/investments'))).toEqual([]);
  });

  test('withdrawal within 14 days leaves every total; twice or after 14 days → 409; others → 404', async () => {
    const client = await signedInClient(t.app);
    const created = await json(
      await client.post('/api/investments', {
        assetTypeId: asset().id,
        quantity: 1,
        totalInvestment: '800.00',
      }),
    );
    const stranger = await signedInClient(t.app);
    expect((await stranger.post(`/api/investments/${created.id}/withdraw`)).status).toBe(404);

    const response = await client.post(`/api/investments/${created.id}/withdraw`);
    expect(response.status).toBe(200);
    expect((await json(response)).status).toBe('withdrawn');
    const dashboard = await json(await client.get('/api/dashboard'));
    expect(dashboard).toMatchObject({ totalInvestment: '0.00', expectedReturns: '0.00', totalAssets: 0 });
    expect(dashboard.recentActivities[0].message).toContain('Widerruf');
    expect((await client.post(`/api/investments/${created.id}/withdraw`)).status).toBe(409);
    expect((await client.post('/api/investments/unknown-id/withdraw')).status).toBe(404);

    // The demo account's oldest investment is months old.
    const demo = await demoClient(t.app);
    const old = (await json(await demo.get('/api/investments'))).at(-1);
    const late = await demo.post(`/api/investments/${old.id}/withdraw`);
    expect(late.status).toBe(409);
    expect((await json(late)).message).toContain('Widerrufsfrist');
  });
});

describe('GET /api/investments/escrow-account', () => {
  test('anyone learns whether the escrow account is the demonstration one (issue 33)', async () => {
    const anonymous = await new TestClient(t.app).get('/api/investments/escrow-account');
    expect(anonymous.status).toBe(200);
    expect(await json(anonymous)).toEqual({ demo: true });
    const escrow = escrowAccountOf({
      escrowIban: 'DE89370400440532013000',
      escrowHolder: 'Wurzelwerk Treuhand',
    });
    const real = createApp(appOptions(t.database, { escrow }));
    expect(await json(await new TestClient(real).get('/api/investments/escrow-account'))).toEqual({
      demo: false,
    });
  });
});
