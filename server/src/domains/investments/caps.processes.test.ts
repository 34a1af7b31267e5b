/**
 * The limits of § 2a VermAnlG across two server processes on one PostgreSQL database (decision 0072): the
 * lock per issuer is the database's, so requests split over two processes cannot pass the investor's cap
 * over two asset types of one issuer, nor the issuer's 6,000,000 € in twelve months, together.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { clientAcknowledgement } from '../../../test/acknowledge';
import { bareUser, investorClient, json } from '../../../test/domains';
import { TEST_SECRETS_KEY, TestClient, testApp, testDatabaseUrl } from '../../../test/harness';
import { freePort, type Launched, startServer } from '../../../test/processes';
import { assetTypes, investments } from '../../db/schema';

describe.skipIf(!testDatabaseUrl)('the limits across two processes (set DATABASE_URL to run)', () => {
  const t = testApp({ seed: true });
  const servers: Launched[] = [];
  const bases: string[] = [];
  let dataDir: string | undefined;
  type Asset = { id: number; issuer: { id: number }; fundingDeadline: string | null };
  let wald: Asset[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'ww-caps-processes-'));
    const start = async () => {
      const port = freePort();
      servers.push(
        await startServer({
          DATABASE_URL: t.database.url ?? '',
          PORT: String(port),
          SEED: 'false',
          DATA_DIR: dataDir ?? '',
          SECRETS_KEY: Buffer.from(TEST_SECRETS_KEY).toString('base64'),
        }),
      );
      bases.push(`http://127.0.0.1:${port}`);
    };
    await Promise.all([start(), start()]);
    const all: Asset[] = await json(await new TestClient(t.app).get('/api/asset-types'));
    const today = new Date().toISOString().slice(0, 10);
    const open = all.filter((a) => a.fundingDeadline === null || a.fundingDeadline >= today);
    wald = open.filter((a) => a.issuer.id === open[0]?.issuer.id);
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) server.killAll('SIGKILL');
    await Promise.all(servers.map((server) => server.child.exited));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** The client's acknowledgements of the issuer's asset types' sheets (decision 0074), fetched beforehand. */
  const acknowledgements = async (client: TestClient) =>
    new Map(
      await Promise.all(
        wald.map(async (a) => [a.id, await clientAcknowledgement((path) => client.get(path), a.id)] as const),
      ),
    );

  /** POST /api/investments over HTTP to the i-th process (round the two), as the investor's browser. */
  const investOver = (
    i: number,
    client: TestClient,
    acknowledged: Awaited<ReturnType<typeof acknowledgements>>,
    assetTypeId: number | undefined,
    amount: string,
  ) => {
    const base = bases[i % 2] ?? '';
    const acknowledgement = acknowledged.get(assetTypeId ?? 0);
    return fetch(`${base}/api/investments`, {
      method: 'POST',
      headers: {
        origin: base,
        cookie: client.cookie ?? '',
        'content-type': 'application/json',
        'accept-language': 'de',
      },
      body: JSON.stringify({ assetTypeId, quantity: 1, totalInvestment: amount, acknowledgement }),
    });
  };

  test('20 parallel requests over two processes and three asset types of one issuer: the cap holds', async () => {
    const client = await investorClient(t.app, { freeAssetsAtLeast100k: false, monthlyNetIncome: '2500.00' });
    const acknowledged = await acknowledgements(client);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => investOver(i, client, acknowledged, wald[i % 3]?.id, '600.00')),
    );
    // 8 × 600 € = 4,800 € ≤ 5,000 €.
    expect(responses.filter((r) => r.status === 201)).toHaveLength(8);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(12);
    const stored = await t.database.db
      .select()
      .from(investments)
      .where(eq(investments.userId, client.userId));
    expect(stored.reduce((sum, row) => sum + Number(row.totalInvestment), 0)).toBe(4_800);
  }, 120_000);

  test('20 parallel requests of two investors over two processes: the issuer’s last 1,500 € pass once', async () => {
    // The sample issuer made to have sold all but 1,500 € of its 6,000,000 € within twelve months.
    const [asset] = await t.database.db
      .select({ issuerId: assetTypes.issuerId })
      .from(assetTypes)
      .where(eq(assetTypes.id, wald[0]?.id ?? 0));
    const [held] = await t.database.db
      .select({ id: assetTypes.id })
      .from(assetTypes)
      .where(eq(assetTypes.issuerId, asset?.issuerId ?? 0));
    const first = await investorClient(t.app);
    const before = await json(await first.get(`/api/investments/room?issuerId=${asset?.issuerId}`));
    const fill = before.issuerRemainingCents / 100 - 1_500;
    await t.database.db.insert(investments).values({
      id: crypto.randomUUID(),
      userId: await bareUser(t.database.db, 'caps-processes'),
      assetTypeId: held?.id ?? 0,
      quantity: 1,
      totalInvestment: fill.toFixed(2),
      expectedAnnualReturn: '0.00',
      status: 'paid',
    });
    const second = await investorClient(t.app);
    const [firstAcknowledged, secondAcknowledged] = await Promise.all([
      acknowledgements(first),
      acknowledgements(second),
    ]);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 4 < 2
          ? investOver(i, first, firstAcknowledged, wald[i % 3]?.id, '500.00')
          : investOver(i, second, secondAcknowledged, wald[i % 3]?.id, '500.00'),
      ),
    );
    expect(responses.filter((r) => r.status === 201)).toHaveLength(3);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(17);
    expect(await json(await first.get(`/api/investments/room?issuerId=${asset?.issuerId}`))).toMatchObject({
      issuerRemainingCents: 0,
    });
  }, 120_000);
});
