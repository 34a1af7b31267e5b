/**
 * The limits of § 2a VermAnlG on the server (decision 0072): the investor's cap counts per **issuer** over
 * all of its asset types — 1,000 € without a self-disclosure; 10,000 € with free assets of 100,000 €; twice
 * the monthly net income up to 25,000 €; the highest tier the disclosure supports. Awaiting and paid
 * investments count, lapsed and withdrawn ones do not; parallel requests cannot pass the cap together, also
 * through two app instances on their own connections (what two processes hold). The issuer's 6 million € in
 * twelve months: issuerLimit.test.ts; the self-disclosure's own endpoint: selfDisclosure.test.ts.
 */
import { beforeAll, describe, expect, test } from 'bun:test';
import { messageText } from '@wurzelwerk/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { investAcknowledged } from '../../../test/acknowledge';
import {
  bareUser,
  codeOf,
  investorClient,
  json,
  signedInClient,
  signedUpCaller,
  trpcError,
} from '../../../test/domains';
import { payingInApp } from '../../../test/fixtures/bank';
import { newInvestment } from '../../../test/fixtures/investments';
import { TestClient } from '../../../test/harness';
import { investments, investmentTotals, selfDisclosures } from '../../db/schema';
import { InvestmentWriter } from './writer';

const t = payingInApp();
type Asset = { id: number; issuer: { id: number; name: string }; fundingDeadline: string | null };
/** The open asset types of the first two sample issuers: wald (four or more) and land. */
let wald: Asset[] = [];
let land: Asset[] = [];

beforeAll(async () => {
  const all: Asset[] = await json(await new TestClient(t.app).get('/api/asset-types'));
  const today = new Date().toISOString().slice(0, 10);
  const open = all.filter((a) => a.fundingDeadline === null || a.fundingDeadline >= today);
  const [first, second] = [...new Set(open.map((a) => a.issuer.id))];
  wald = open.filter((a) => a.issuer.id === first);
  land = open.filter((a) => a.issuer.id === second);
  expect(wald.length).toBeGreaterThanOrEqual(4);
  expect(land.length).toBeGreaterThanOrEqual(2);
});

const invest = (client: TestClient, totalInvestment: string, asset = wald[0], headers = {}) =>
  client.post('/api/investments', { assetTypeId: asset?.id, quantity: 1, totalInvestment }, headers);

/** What the user holds with the issuer of `asset` (awaiting and paid), from the running totals. */
async function heldWith(userId: string, asset: Asset | undefined): Promise<number> {
  const ids = [...wald, ...land].filter((a) => a.issuer.id === asset?.issuer.id).map((a) => a.id);
  const rows = await t.database.db
    .select({ total: investmentTotals.totalInvestment })
    .from(investmentTotals)
    .where(and(eq(investmentTotals.userId, userId), inArray(investmentTotals.assetTypeId, ids)));
  return rows.reduce((sum, row) => sum + Number(row.total), 0);
}

describe('the cap per investor and issuer', () => {
  test('1,000 € without a self-disclosure over two asset types of one issuer: the 409 names the issuer and the room (de and en)', async () => {
    const client = await signedInClient(t.app);
    expect((await invest(client, '600.00', wald[0])).status).toBe(201);
    // Another asset type of the same issuer: the same cap.
    const refused = await invest(client, '500.00', wald[1]);
    expect(refused.status).toBe(409);
    const { message } = await json(refused);
    expect(message).toContain('Anlagegrenze von 1.000 €');
    expect(message).toContain(wald[1]?.issuer.name);
    expect(message).toContain('bereits 600 €');
    expect(message).toContain('noch 400 €');
    expect(message).toContain('Selbstauskunft');
    expect(message).toContain('25.000 €');
    const english = await invest(client, '500.00', wald[2], { 'accept-language': 'en' });
    expect((await json(english)).message).toContain('investment limit of €1,000 with the issuer');
    // Exactly up to the cap, and another issuer has its own.
    expect((await invest(client, '400.00', wald[1])).status).toBe(400); // below the 500 € minimum
    expect((await invest(client, '500.00', land[0])).status).toBe(201);
    expect((await invest(client, '500.00', land[1])).status).toBe(201);
    expect((await invest(client, '500.00', land[0])).status).toBe(409);
  });

  test('withdrawn and lapsed investments do not count; awaiting ones do', async () => {
    const client = await signedInClient(t.app);
    const first = await json(await invest(client, '1000.00', wald[0]));
    expect(first.status).toBe('awaiting_payment');
    expect((await invest(client, '500.00', wald[1])).status).toBe(409);
    expect((await client.post(`/api/investments/${first.id}/withdraw`)).status).toBe(200);
    const second = await json(await invest(client, '1000.00', wald[1]));
    expect((await invest(client, '500.00', wald[2])).status).toBe(409);
    await t.database.db
      .update(investments)
      .set({ status: 'lapsed', lapsedAt: new Date() })
      .where(eq(investments.id, second.id));
    expect((await invest(client, '1000.00', wald[2])).status).toBe(201);
  });

  test('each tier: twice the income, 10,000 € with free assets, 25,000 € at most — the highest that applies', async () => {
    const byIncome = await investorClient(t.app, {
      freeAssetsAtLeast100k: false,
      monthlyNetIncome: '2500.00',
    });
    expect((await invest(byIncome, '2500.00', wald[0])).status).toBe(201);
    expect((await invest(byIncome, '2500.00', wald[1])).status).toBe(201);
    const over = await invest(byIncome, '500.00', wald[2]);
    expect(over.status).toBe(409);
    const { message } = await json(over);
    expect(message).toContain('Anlagegrenze von 5.000 €');
    expect(message).toBe(
      messageText('de', 'investment.capExceededDisclosed', {
        issuer: wald[2]?.issuer.name ?? '',
        cap: '5.000',
        invested: '5.000',
        remaining: '0',
        max: '25.000',
      }),
    );

    const small = await investorClient(t.app, { freeAssetsAtLeast100k: false, monthlyNetIncome: '100.00' });
    expect((await invest(small, '1000.00', wald[0])).status).toBe(201);
    expect((await invest(small, '500.00', wald[1])).status).toBe(409);

    const wealthy = await investorClient(t.app, { freeAssetsAtLeast100k: true, monthlyNetIncome: '0.00' });
    expect((await invest(wealthy, '6000.00', wald[0])).status).toBe(201);
    expect((await invest(wealthy, '4000.00', wald[1])).status).toBe(201);
    expect((await invest(wealthy, '500.00', wald[2])).status).toBe(409);
    expect((await invest(wealthy, '10000.00', land[0])).status).toBe(201);

    // Free assets and an income of 20,000 € a month: the income's tier (25,000 €) beats the assets' 10,000 €.
    const top = await investorClient(t.app, { freeAssetsAtLeast100k: true, monthlyNetIncome: '20000.00' });
    for (const asset of wald.slice(0, 2)) expect((await invest(top, '10000.00', asset)).status).toBe(201);
    expect((await invest(top, '5000.00', wald[2])).status).toBe(201);
    const full = await invest(top, '500.00', wald[3]);
    expect(full.status).toBe(409);
    expect((await json(full)).message).toContain('Anlagegrenze von 25.000 €');
    expect(await heldWith(top.userId, wald[0])).toBe(25_000);
  });

  test('20 parallel requests over two asset types of one issuer: exactly as many pass as fit', async () => {
    const client = await investorClient(t.app, { freeAssetsAtLeast100k: true, monthlyNetIncome: '0.00' });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => invest(client, '600.00', wald[i % 2])),
    );
    const statuses = responses.map((r) => r.status);
    // 16 × 600 € = 9,600 € ≤ 10,000 €; a 17th would be 10,200 €.
    expect(statuses.filter((s) => s === 201)).toHaveLength(16);
    expect(statuses.filter((s) => s === 409)).toHaveLength(4);
    expect(await heldWith(client.userId, wald[0])).toBe(9_600);
    // The cap counts the reservation of awaiting investments; the dashboard shows them apart until paid.
    const dashboard = await json(await client.get('/api/dashboard'));
    expect(dashboard.awaitingPayment).toMatchObject({ count: 16, amount: '9600.00' });

    const plain = await signedInClient(t.app);
    const few = await Promise.all(
      Array.from({ length: 20 }, (_, i) => invest(plain, '500.00', wald[2 + (i % 2)])),
    );
    expect(few.filter((r) => r.status === 201)).toHaveLength(2);
  });

  test('20 parallel requests through two app instances on their own connections (two processes)', async () => {
    const other = await t.secondApp();
    const client = await investorClient(t.app, { freeAssetsAtLeast100k: false, monthlyNetIncome: '2500.00' });
    const there = new TestClient(other);
    there.cookie = client.cookie;
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => invest(i % 2 ? there : client, '600.00', wald[i % 3])),
    );
    // 8 × 600 € = 4,800 € ≤ 5,000 €.
    expect(responses.filter((r) => r.status === 201)).toHaveLength(8);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(12);
    expect(await heldWith(client.userId, wald[0])).toBe(4_800);
  });

  test('over tRPC too, also in parallel: CONFLICT with the same message', async () => {
    const { caller, user } = await signedUpCaller(t.app);
    const calls = Array.from({ length: 20 }, (_, i) =>
      investAcknowledged(caller, {
        assetTypeId: land[i % 2]?.id ?? 0,
        quantity: 1,
        totalInvestment: '500.00',
      }),
    );
    const codes = await Promise.all(calls.map(codeOf));
    expect(codes.filter((c) => c === 'OK')).toHaveLength(2);
    expect(codes.filter((c) => c === 'CONFLICT')).toHaveLength(18);
    expect(await heldWith(user.id, land[0])).toBe(1_000);
    const error = await trpcError(
      investAcknowledged(caller, { assetTypeId: land[0]?.id ?? 0, quantity: 1, totalInvestment: '500' }),
    );
    expect(error.message).toContain('Anlagegrenze');
  });

  test('one batch of the writer: a row left out with an earlier refused one is checked again alone', async () => {
    const id = await bareUser(t.database.db, 'caps-writer');
    const [one, two] = wald;
    const row = (totalInvestment: string, assetTypeId = one?.id ?? 1) =>
      newInvestment(id, { totalInvestment, expectedAnnualReturn: '1.00', assetTypeId });
    const writer = new InvestmentWriter(t.database.db);
    // 600 fits; 600 more (another asset type, the same issuer) would be 1,200 €; 400 after the refused one fits.
    const [a, b, c] = await Promise.all(
      [row('600.00'), row('600.00', two?.id), row('400.00')].map((r) => writer.write(r)),
    );
    expect(a?.totalInvestment).toBe('600.00');
    expect(b).toBeUndefined();
    expect(c?.totalInvestment).toBe('400.00');
    expect(await heldWith(id, one)).toBe(1_000);
    // The cap follows a self-disclosure given later at once.
    await t.database.db
      .insert(selfDisclosures)
      .values({ userId: id, freeAssetsAtLeast100k: false, monthlyNetIncome: '1000.00' });
    expect((await writer.write(row('1000.00', two?.id)))?.totalInvestment).toBe('1000.00');
    expect(await writer.write(row('500.00'))).toBeUndefined();
  });
});

describe('GET /api/investments/room', () => {
  test('what the investor holds with the issuer, the cap, the issuer’s room and what may be invested more', async () => {
    const client = await signedInClient(t.app);
    const issuerId = wald[0]?.issuer.id;
    const room = async () => json(await client.get(`/api/investments/room?issuerId=${issuerId}`));
    expect(await room()).toMatchObject({
      issuer: { id: issuerId, name: wald[0]?.issuer.name },
      investedCents: 0,
      capCents: 100_000,
      maxCapCents: 2_500_000,
      remainingCents: 100_000,
      disclosed: false,
    });
    expect((await room()).issuerRemainingCents).toBeGreaterThan(500_000_000);
    await invest(client, '600.00', wald[0]);
    await invest(client, '500.00', land[0]);
    expect(await room()).toMatchObject({ investedCents: 60_000, remainingCents: 40_000 });
    await client.request('PUT', '/api/account/self-disclosure', {
      json: { freeAssetsAtLeast100k: false, monthlyNetIncome: '20000' },
    });
    expect(await room()).toMatchObject({ capCents: 2_500_000, remainingCents: 2_440_000, disclosed: true });
  });

  test('unknown issuer → 404, no issuer → 400, not signed in → 401; tRPC alike', async () => {
    const client = await signedInClient(t.app);
    expect((await client.get('/api/investments/room?issuerId=999999')).status).toBe(404);
    expect((await client.get('/api/investments/room')).status).toBe(400);
    expect((await client.get('/api/investments/room?issuerId=abc')).status).toBe(400);
    expect(
      (await new TestClient(t.app).get(`/api/investments/room?issuerId=${wald[0]?.issuer.id}`)).status,
    ).toBe(401);
    const { caller } = await signedUpCaller(t.app);
    expect(await codeOf(caller.investments.room({ issuerId: 999_999 }))).toBe('NOT_FOUND');
    expect((await caller.investments.room({ issuerId: land[0]?.issuer.id ?? 0 })).capCents).toBe(100_000);
  });
});
