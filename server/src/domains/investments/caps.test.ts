/**
 * The investment caps of § 2a VermAnlG on the server: 1,000 € per asset type without a self-disclosure, up
 * to 10,000 € with one; withdrawn investments do not count; parallel requests cannot pass the cap together.
 */
import { beforeAll, describe, expect, test } from 'bun:test';
import { and, eq } from 'drizzle-orm';
import { investAcknowledged } from '../../../test/acknowledge';
import {
  type AssetType,
  bareUser,
  codeOf,
  investorClient,
  json,
  signedInClient,
  signedUpCaller,
  trpcError,
} from '../../../test/domains';
import { newInvestment } from '../../../test/fixtures/investments';
import { TestClient, testApp } from '../../../test/harness';
import { investmentTotals, selfDisclosures } from '../../db/schema';
import { InvestmentWriter } from './writer';

const t = testApp({ seed: true });
let assets: AssetType[] = [];

beforeAll(async () => {
  assets = await json(await new TestClient(t.app).get('/api/asset-types'));
});

const invest = (client: TestClient, totalInvestment: string, asset = assets[0]) =>
  client.post('/api/investments', { assetTypeId: asset?.id, quantity: 1, totalInvestment });

async function activeTotal(userId: string, assetTypeId: number): Promise<string> {
  const [row] = await t.database.db
    .select({ total: investmentTotals.totalInvestment })
    .from(investmentTotals)
    .where(and(eq(investmentTotals.userId, userId), eq(investmentTotals.assetTypeId, assetTypeId)));
  return row?.total ?? '0.00';
}

describe('caps per investor and asset type', () => {
  test('1,000 € without a self-disclosure: the 409 names the limit and how to raise it (de and en)', async () => {
    const client = await signedInClient(t.app);
    expect((await invest(client, '600.00')).status).toBe(201);
    const refused = await invest(client, '500.00');
    expect(refused.status).toBe(409);
    const { message } = await json(refused);
    expect(message).toContain('Anlagegrenze von 1.000 €');
    expect(message).toContain('bereits 600 €');
    expect(message).toContain('Selbstauskunft');
    const english = await client.post(
      '/api/investments',
      { assetTypeId: assets[0]?.id, quantity: 1, totalInvestment: '500.00' },
      { 'accept-language': 'en' },
    );
    expect((await json(english)).message).toContain('investment limit of €1,000');
    // Exactly up to the cap, and another asset type has its own.
    expect((await invest(client, '400.00')).status).toBe(400); // below the 500 € minimum, not a cap matter
    expect((await invest(client, '500.00', assets[1])).status).toBe(201);
  });

  test('withdrawn investments do not count', async () => {
    const client = await signedInClient(t.app);
    const first = await json(await invest(client, '1000.00'));
    expect((await invest(client, '500.00')).status).toBe(409);
    expect((await client.post(`/api/investments/${first.id}/withdraw`)).status).toBe(200);
    expect((await invest(client, '1000.00')).status).toBe(201);
  });

  test('a self-disclosure raises it: twice the income (at least 1,000 €), or 10,000 € with free assets of 100,000 €', async () => {
    const byIncome = await investorClient(t.app, {
      freeAssetsAtLeast100k: false,
      monthlyNetIncome: '2500.00',
    });
    expect((await invest(byIncome, '2500.00')).status).toBe(201);
    expect((await invest(byIncome, '2500.00')).status).toBe(201);
    const over = await invest(byIncome, '500.00');
    expect(over.status).toBe(409);
    expect((await json(over)).message).toContain('Anlagegrenze von 5.000 €');

    const small = await investorClient(t.app, { freeAssetsAtLeast100k: false, monthlyNetIncome: '100.00' });
    expect((await invest(small, '1000.00')).status).toBe(201);
    expect((await invest(small, '500.00')).status).toBe(409);

    const wealthy = await investorClient(t.app);
    expect((await invest(wealthy, '10000.00')).status).toBe(201);
    expect((await invest(wealthy, '500.00')).status).toBe(409);
    expect((await invest(wealthy, '10000.01', assets[1])).status).toBe(409);
  });

  test('20 parallel requests that together exceed the cap: exactly as many pass as fit', async () => {
    const client = await investorClient(t.app);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => invest(client, '600.00', assets[2])),
    );
    const statuses = responses.map((r) => r.status);
    // 16 × 600 € = 9,600 € ≤ 10,000 €; a 17th would be 10,200 €.
    expect(statuses.filter((s) => s === 201)).toHaveLength(16);
    expect(statuses.filter((s) => s === 409)).toHaveLength(4);
    // The cap counts the reservation of awaiting investments; the dashboard shows them apart until paid.
    const dashboard = await json(await client.get('/api/dashboard'));
    expect(dashboard.awaitingPayment).toMatchObject({ count: 16, amount: '9600.00' });

    const plain = await signedInClient(t.app);
    const few = await Promise.all(Array.from({ length: 20 }, () => invest(plain, '500.00', assets[3])));
    expect(few.filter((r) => r.status === 201)).toHaveLength(2);
  });

  test('over tRPC too, also in parallel: CONFLICT with the same message', async () => {
    const { caller, user } = await signedUpCaller(t.app);
    const assetTypeId = assets[4]?.id ?? 0;
    const calls = Array.from({ length: 20 }, () =>
      investAcknowledged(caller, { assetTypeId, quantity: 1, totalInvestment: '500.00' }),
    );
    const codes = await Promise.all(calls.map(codeOf));
    expect(codes.filter((c) => c === 'OK')).toHaveLength(2);
    expect(codes.filter((c) => c === 'CONFLICT')).toHaveLength(18);
    expect(await activeTotal(user.id, assetTypeId)).toBe('1000.00');
    const error = await trpcError(
      investAcknowledged(caller, { assetTypeId, quantity: 1, totalInvestment: '500' }),
    );
    expect(error.message).toContain('Anlagegrenze');
  });

  test('one batch of the writer: a row left out with an earlier refused one is checked again alone', async () => {
    const id = await bareUser(t.database.db, 'caps-writer');
    const row = (totalInvestment: string) =>
      newInvestment(id, { totalInvestment, expectedAnnualReturn: '1.00' });
    const writer = new InvestmentWriter(t.database.db);
    // 600 fits; 600 more would be 1,200 €; 400 after the refused one fits (1,000 €).
    const [a, b, c] = await Promise.all(
      [row('600.00'), row('600.00'), row('400.00')].map((r) => writer.write(r)),
    );
    expect(a?.totalInvestment).toBe('600.00');
    expect(b).toBeUndefined();
    expect(c?.totalInvestment).toBe('400.00');
    expect(await activeTotal(id, 1)).toBe('1000.00');
    // The cap follows a self-disclosure given later at once.
    await t.database.db
      .insert(selfDisclosures)
      .values({ userId: id, freeAssetsAtLeast100k: false, monthlyNetIncome: '1000.00' });
    expect((await writer.write(row('1000.00')))?.totalInvestment).toBe('1000.00');
    expect(await writer.write(row('500.00'))).toBeUndefined();
  });
});

describe('GET|PUT /api/account/self-disclosure', () => {
  test('none at first (1,000 €); stored with its date; replaced by the next', async () => {
    const client = await signedInClient(t.app);
    expect(await json(await client.get('/api/account/self-disclosure'))).toEqual({
      freeAssetsAtLeast100k: null,
      monthlyNetIncome: null,
      declaredAt: null,
      capEuro: 1000,
    });
    const put = (body: unknown) => client.request('PUT', '/api/account/self-disclosure', { json: body });
    const saved = await json(await put({ freeAssetsAtLeast100k: false, monthlyNetIncome: '3200.5' }));
    expect(saved).toMatchObject({ freeAssetsAtLeast100k: false, monthlyNetIncome: '3200.50', capEuro: 6401 });
    expect(Date.now() - new Date(saved.declaredAt).getTime()).toBeLessThan(60_000);
    await put({ freeAssetsAtLeast100k: true, monthlyNetIncome: '0' });
    expect(await json(await client.get('/api/account/self-disclosure'))).toMatchObject({
      freeAssetsAtLeast100k: true,
      monthlyNetIncome: '0.00',
      capEuro: 10000,
    });
  });

  test('invalid input → 400 with the field; not signed in → 401', async () => {
    const client = await signedInClient(t.app);
    for (const body of [
      { freeAssetsAtLeast100k: false, monthlyNetIncome: '-5' },
      { freeAssetsAtLeast100k: false, monthlyNetIncome: 2500 },
      { freeAssetsAtLeast100k: 'ja', monthlyNetIncome: '2500.00' },
      { freeAssetsAtLeast100k: false, monthlyNetIncome: '25000000000.00' },
    ]) {
      const response = await client.request('PUT', '/api/account/self-disclosure', { json: body });
      expect(response.status).toBe(400);
      expect((await json(response)).issues?.length).toBeGreaterThan(0);
    }
    expect((await new TestClient(t.app).get('/api/account/self-disclosure')).status).toBe(401);
  });

  test('goes with the account', async () => {
    const client = await investorClient(t.app);
    await client.request('DELETE', '/api/account', { json: { password: client.credentials.password } });
    const left = await t.database.db
      .select()
      .from(selfDisclosures)
      .where(eq(selfDisclosures.userId, client.userId));
    expect(left).toEqual([]);
  });
});
