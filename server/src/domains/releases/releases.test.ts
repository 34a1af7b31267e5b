/**
 * Funding close and releases (issue 33, decision 0059): close → release → the pain.001 file read back → a
 * statement debit books it, the ledger checked after each step; investing after the close refused; two
 * parallel releases from two app instances make one; the release sum is the released investments' sum.
 */
import { describe, expect, test } from 'bun:test';
import { messageText } from '@wurzelwerk/shared';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { investorClient } from '../../../test/domains';
import {
  expectSoundLedger,
  investAwaiting,
  operatorOn,
  payingInApp,
  postStatement,
  statementPaying,
  statusOf,
} from '../../../test/fixtures/bank';
import {
  confirmedDaysAgo,
  deadlinePassed,
  fundingRunning,
  readPain001,
  statementDebiting,
} from '../../../test/fixtures/releases';
import { ORIGIN, type TestClient } from '../../../test/harness';
import { DEMO_ESCROW_ACCOUNT } from '../../banking/escrow';
import { toSepaText } from '../../banking/sepaText';
import { assetTypes, auditLog, investments, issuers, releaseInvestments, releases } from '../../db/schema';
import { balanceOf } from '../../ledger';
import { nextStatement } from '../bank/demo';
import { issuerIdOf, issuerKeyOf } from '../investments/lifecycle';

const t = payingInApp();
type App = typeof t.app;

/** Investments of the client, paid by an imported statement that follows the last one. */
async function investAndPay(
  investor: TestClient,
  operator: TestClient,
  amounts: string[],
  assetTypeId: number,
) {
  const made = [];
  for (const amount of amounts) made.push(await investAwaiting(investor, amount, assetTypeId));
  const xml = statementPaying(made, await nextStatement(t.database.db, DEMO_ESCROW_ACCOUNT.iban, new Date()));
  const reply = await postStatement(t.app, operator, xml);
  expect(reply.status).toBe(200);
  for (const m of made) expect(await statusOf(t.database.db, m.id)).toBe('paid');
  return made;
}

/** A POST of the client's session to the given app instance (another process on the same database). */
const postOn = (app: App, client: TestClient, path: string) =>
  app.handle(
    new Request(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'x-forwarded-for': '198.51.100.79', cookie: client.cookie ?? '' },
    }),
  );
const close = (app: App, client: TestClient, id: number) =>
  postOn(app, client, `/api/admin/releases/projects/${id}/close`);
const release = (client: TestClient, id: number) => client.post(`/api/admin/releases/projects/${id}/release`);
const payable = async (assetTypeId: number) =>
  balanceOf(t.database.db, {
    kind: 'issuer_payable',
    owner: issuerKeyOf(await issuerIdOf(t.database.db, assetTypeId)),
  });

/** Investing in the project `id` is refused: 409, its funding closed (in German, the default). */
async function expectFundingClosed(investor: TestClient, id: number) {
  const refused = await investor.post('/api/investments', {
    assetTypeId: id,
    quantity: 1,
    totalInvestment: '500.00',
  });
  expect(refused.status).toBe(409);
  expect((await refused.json()).message).toBe(messageText('de', 'asset.fundingClosed'));
}

describe('releases', () => {
  test('close → release → pain.001 read back → a statement debit books it; the ledger sound after each step', async () => {
    const id = 2;
    const investor = await investorClient(t.app);
    const operator = await operatorOn(t.app, t.database.db);
    await fundingRunning(t.database.db, id);
    expect((await (await investor.get(`/api/asset-types/${id}`)).json()).fundingOpen).toBe(true);
    // The issuer's payable holds what its other projects were paid too (the demo account's history).
    const elsewhere = await payable(id);
    const releaseAudits = async () =>
      (await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'release.create'))).length;
    const auditsBefore = await releaseAudits();
    const [a, b] = await investAndPay(investor, operator, ['750.00', '1234.56'], id);
    if (!a || !b) throw new Error('two investments');
    await expectSoundLedger(t.database.db);
    expect((await payable(id)) - elsewhere).toBe(75_000 + 123_456);

    // Neither target nor deadline: 409 in the reader's language; releasing an open funding too.
    const early = await close(t.app, operator, id);
    expect(early.status).toBe(409);
    expect((await early.json()).message).toBe(messageText('de', 'release.notClosable'));
    expect((await release(operator, id)).status).toBe(409);

    await deadlinePassed(t.database.db, id);
    const closed = await close(t.app, operator, id);
    expect(closed.status).toBe(200);
    expect(await closed.json()).toMatchObject({ fundingState: 'closed', releasable: { cents: 0, count: 0 } });
    expect((await close(t.app, operator, id)).status).toBe(200);

    // No new investments once closed, with the reason; the catalogue says so (the page offers none).
    await expectFundingClosed(investor, id);
    expect((await (await investor.get(`/api/asset-types/${id}`)).json()).fundingOpen).toBe(false);

    // Both still within their withdrawal period: nothing to release.
    const none = await release(operator, id);
    expect(none.status).toBe(409);
    expect((await none.json()).message).toBe(messageText('de', 'release.nothingToRelease'));

    await confirmedDaysAgo(t.database.db, [a.id]);
    const made = await release(operator, id);
    expect(made.status).toBe(201);
    const first = await made.json();
    expect(first).toMatchObject({
      assetTypeId: id,
      amountCents: 75_000,
      investmentCount: 1,
      state: 'ordered',
    });
    expect((await payable(id)) - elsewhere).toBe(123_456);
    expect(await balanceOf(t.database.db, { kind: 'outgoing' })).toBe(75_000);
    await expectSoundLedger(t.database.db);
    // Released: a withdrawal cannot take it back.
    expect((await investor.post(`/api/investments/${a.id}/withdraw`)).status).toBe(409);

    const projects = await (await operator.get('/api/admin/releases/projects')).json();
    expect(projects.find((p: { assetTypeId: number }) => p.assetTypeId === id)).toMatchObject({
      fundingState: 'closed',
      released: { cents: 75_000, count: 1 },
      inWithdrawalPeriod: { cents: 123_456, count: 1 },
      releasable: { cents: 0, count: 0 },
    });

    const file = await operator.get(`/api/admin/releases/${first.id}/pain001`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('application/xml');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="pain001-${first.endToEndId}.xml"`,
    );
    const [issuer] = await t.database.db
      .select()
      .from(issuers)
      .where(eq(issuers.id, await issuerIdOf(t.database.db, id)));
    const pain = readPain001(await file.text());
    expect(pain).toMatchObject({
      messageId: first.endToEndId,
      numberOfTransactions: 1,
      controlSum: '750.00',
    });
    expect(pain.transfers).toEqual([
      {
        debtorIban: DEMO_ESCROW_ACCOUNT.iban,
        endToEndId: first.endToEndId,
        amount: '750.00',
        creditorIban: issuer?.iban,
        creditorName: toSepaText(`${issuer?.name} ${issuer?.legalForm}`),
      },
    ]);

    // The bank executes it: the statement's debit names the EndToEndId and books the release.
    const debit = await postStatement(
      t.app,
      operator,
      await statementDebiting(t.database.db, [{ endToEndId: first.endToEndId, amountCents: 75_000 }]),
    );
    expect(debit.status).toBe(200);
    expect((await debit.json()).items.map((i: { outcome: string }) => i.outcome)).toEqual(['debit']);
    const listed = await (await operator.get('/api/admin/releases')).json();
    expect(listed.find((r: { id: string }) => r.id === first.id)).toMatchObject({ state: 'booked' });
    expect(await balanceOf(t.database.db, { kind: 'outgoing' })).toBe(0);
    await expectSoundLedger(t.database.db);

    // The rest, once its withdrawal period is over: a second release.
    await confirmedDaysAgo(t.database.db, [b.id]);
    const second = await release(operator, id);
    expect(second.status).toBe(201);
    expect(await second.json()).toMatchObject({ amountCents: 123_456, investmentCount: 1 });
    expect((await payable(id)) - elsewhere).toBe(0);
    await expectSoundLedger(t.database.db);
    expect((await releaseAudits()) - auditsBefore).toBe(2);
  });

  test('a close the catalogue has not heard of yet: the writer’s statement leaves the investment out, 409 naming the close', async () => {
    const id = 12;
    const investor = await investorClient(t.app);
    expect((await investor.get('/api/asset-types')).status).toBe(200); // the catalogue loaded
    // Written past the console (no catalogue invalidation): only the batch's check on the row can see it.
    await t.database.db.update(assetTypes).set({ fundingClosedAt: new Date() }).where(eq(assetTypes.id, id));
    await expectFundingClosed(investor, id);
    const stored = await t.database.db.select().from(investments).where(eq(investments.assetTypeId, id));
    expect(
      stored.filter((row) => row.userId !== null && row.createdAt > new Date(Date.now() - 60_000)),
    ).toEqual([]);
  });

  test('operators only; an unknown release is 404', async () => {
    const investor = await investorClient(t.app);
    expect((await investor.get('/api/admin/releases')).status).toBe(403);
    expect((await investor.post('/api/admin/releases/projects/3/close')).status).toBe(403);
    const operator = await operatorOn(t.app, t.database.db);
    expect((await operator.get('/api/admin/releases/nope/pain001')).status).toBe(404);
    expect((await operator.post('/api/admin/releases/projects/999999/release')).status).toBe(404);
  });

  test('two parallel release requests from two app instances make exactly one release', async () => {
    const id = 3;
    const other = await t.secondApp();
    const investor = await investorClient(t.app);
    const operator = await operatorOn(t.app, t.database.db);
    const made = await investAndPay(investor, operator, ['500.00', '500.00', '500.00'], id);
    await confirmedDaysAgo(
      t.database.db,
      made.map((m) => m.id),
    );
    await deadlinePassed(t.database.db, id);
    const closings = await Promise.all([t.app, other, t.app, other].map((app) => close(app, operator, id)));
    expect(closings.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const replies = await Promise.all(
      [t.app, other, t.app, other].map((app) =>
        postOn(app, operator, `/api/admin/releases/projects/${id}/release`),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    const rows = await t.database.db.select().from(releases).where(eq(releases.assetTypeId, id));
    expect(rows.map((r) => [r.amountCents, r.investmentCount])).toEqual([[150_000, 3]]);
    const marked = await t.database.db
      .select()
      .from(releaseInvestments)
      .where(eq(releaseInvestments.releaseId, rows[0]?.id ?? ''));
    expect(marked.length).toBe(3);
    await expectSoundLedger(t.database.db);
  });

  test('property: a release is the sum of the investments it took, and the payable falls by exactly that', async () => {
    const operator = await operatorOn(t.app, t.database.db);
    // One sample project per run, none another test here or the demo account's history invested in: each
    // is closed once, its investments released once.
    const untouched = await t.database.db
      .select({ id: assetTypes.id })
      .from(assetTypes)
      .where(
        sql`${assetTypes.id} not in (2, 3, 12) and not exists (select 1 from ${investments} i where i.asset_type_id = ${assetTypes.id})`,
      )
      .orderBy(assetTypes.id);
    expect(untouched.length).toBeGreaterThanOrEqual(5);
    let next = 0;
    await fc.assert(
      fc.asyncProperty(
        // 500 € (the minimum) to 3,333.33 €, three at most: within one investor's cap (25,000 € per issuer).
        fc.array(fc.integer({ min: 50_000, max: 333_333 }), { minLength: 1, maxLength: 3 }),
        async (amounts) => {
          const id = untouched[next++]?.id ?? 0;
          const investor = await investorClient(t.app);
          const made = await investAndPay(
            investor,
            operator,
            amounts.map((c) => `${Math.trunc(c / 100)}.${String(c % 100).padStart(2, '0')}`),
            id,
          );
          await confirmedDaysAgo(
            t.database.db,
            made.map((m) => m.id),
          );
          await deadlinePassed(t.database.db, id);
          expect((await close(t.app, operator, id)).status).toBe(200);
          const before = await payable(id);
          const reply = await release(operator, id);
          expect(reply.status).toBe(201);
          const sum = amounts.reduce((total, c) => total + c, 0);
          expect(await reply.json()).toMatchObject({ amountCents: sum, investmentCount: amounts.length });
          expect(before - (await payable(id))).toBe(sum);
          await expectSoundLedger(t.database.db);
        },
      ),
      { numRuns: 5, endOnFailure: true },
    );
  });
});
