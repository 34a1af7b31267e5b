/**
 * § 2a Abs. 1 VermAnlG (decision 0072): an issuer's offers may sell at most 6,000,000 € within twelve months.
 * The console refuses a funding target that would plan beyond it (409 in the reader's language); investments
 * beyond it are refused (409 naming the issuer and the room), also under parallel requests through two app
 * instances on their own connections. Sold = awaiting and paid investments confirmed within twelve months.
 */
import { beforeAll, describe, expect, test } from 'bun:test';
import { messageText } from '@wurzelwerk/shared';
import { eq } from 'drizzle-orm';
import { bareUser, investorClient, json, patch } from '../../../test/domains';
import { ISSUER, PROJECT } from '../../../test/fixtures/admin';
import { operatorOn, payingInApp } from '../../../test/fixtures/bank';
import { TestClient } from '../../../test/harness';
import { assetTypes, investments } from '../../db/schema';

const t = payingInApp();
let operator: TestClient;

beforeAll(async () => {
  operator = await operatorOn(t.app, t.database.db);
});

/** A new issuer (its own name) and a project of it with `changes`; the response of the project's create. */
async function newIssuer(name: string) {
  const created = await operator.post('/api/admin/issuers', { ...ISSUER, name });
  expect(created.status).toBe(201);
  return (await json(created)).id as number;
}
const project = (issuerId: number, slug: string, changes: Record<string, unknown> = {}) =>
  operator.post('/api/admin/asset-types', { ...PROJECT, slug, issuerId, ...changes });

/** An investment stored as history (not through the writer): `euros`, `status`, `daysAgo`. */
async function sold(
  assetTypeId: number,
  euros: number,
  status: 'paid' | 'awaiting_payment' | 'withdrawn',
  daysAgo = 10,
) {
  const userId = await bareUser(t.database.db, 'issuer-limit');
  const at = new Date(Date.now() - daysAgo * 86_400_000);
  await t.database.db.insert(investments).values({
    id: crypto.randomUUID(),
    userId,
    assetTypeId,
    quantity: 1,
    totalInvestment: euros.toFixed(2),
    expectedAnnualReturn: '0.00',
    status,
    createdAt: at,
    confirmedAt: at,
  });
}

describe('the console refuses funding targets beyond 6,000,000 € an issuer may sell in twelve months', () => {
  test('on create and on edit, in German and English; exactly 6,000,000 € is taken', async () => {
    const issuerId = await newIssuer('Grenzwald Projekt');
    expect((await project(issuerId, 'grenze-a', { fundingTargetEuro: 4_000_000 })).status).toBe(201);
    const refused = await project(issuerId, 'grenze-b', { fundingTargetEuro: 2_500_000 });
    expect(refused.status).toBe(409);
    expect((await json(refused)).message).toBe(
      messageText('de', 'admin.issuerLimitExceeded', {
        issuer: 'Grenzwald Projekt',
        limit: '6.000.000',
        planned: '4.000.000',
        remaining: '2.000.000',
      }),
    );
    const english = await operator.post(
      '/api/admin/asset-types',
      { ...PROJECT, slug: 'grenze-b', issuerId, fundingTargetEuro: 2_500_000 },
      { 'accept-language': 'en' },
    );
    expect((await json(english)).message).toContain('Grenzwald Projekt could sell more than €6,000,000');
    const b = await project(issuerId, 'grenze-b', { fundingTargetEuro: 2_000_000 });
    expect(b.status).toBe(201);
    const { id } = await json(b);
    // Raising it beyond the room is refused; an edit that leaves the target alone is not checked.
    const path = `/api/admin/asset-types/${id}`;
    expect((await patch(operator, path, { fundingTargetEuro: 2_000_001 })).status).toBe(409);
    expect((await patch(operator, path, { nameDe: 'Grenzhain' })).status).toBe(200);
    // A project without a target, open, counts with what it sold: here nothing.
    expect((await project(issuerId, 'grenze-c', { fundingTargetEuro: null })).status).toBe(201);
    // Another issuer's projects do not count.
    const other = await newIssuer('Andere Projekt');
    expect((await project(other, 'grenze-d', { fundingTargetEuro: 6_000_000 })).status).toBe(201);
  });

  test('a closed project counts what it sold within twelve months, not its target', async () => {
    const issuerId = await newIssuer('Geschlossen Projekt');
    const a = await json(await project(issuerId, 'zu-a', { fundingTargetEuro: 5_000_000 }));
    await sold(a.id, 1_000_000, 'paid');
    await sold(a.id, 2_000_000, 'paid', 400); // older than twelve months
    await t.database.db
      .update(assetTypes)
      .set({ fundingClosedAt: new Date() })
      .where(eq(assetTypes.id, a.id));
    expect((await project(issuerId, 'zu-b', { fundingTargetEuro: 5_000_001 })).status).toBe(409);
    expect((await project(issuerId, 'zu-b', { fundingTargetEuro: 5_000_000 })).status).toBe(201);
  });
});

describe('investments beyond what the issuer may still sell are refused', () => {
  test('20 parallel requests over two projects of the issuer and two app instances: exactly the room passes', async () => {
    const issuerId = await newIssuer('Fast Voll Projekt');
    const a = await json(await project(issuerId, 'voll-a'));
    const b = await json(await project(issuerId, 'voll-b'));
    // Sold within twelve months: 5,999,000 € (awaiting and paid); older, withdrawn and lapsed ones do not count.
    await sold(a.id, 5_000_000, 'paid');
    await sold(b.id, 999_000, 'awaiting_payment');
    await sold(a.id, 50_000, 'paid', 370);
    await sold(b.id, 50_000, 'withdrawn');

    const first = await investorClient(t.app);
    const room = await json(await first.get(`/api/investments/room?issuerId=${issuerId}`));
    expect(room).toMatchObject({
      issuerRemainingCents: 100_000,
      remainingCents: 100_000,
      capCents: 2_500_000,
    });

    const second = await investorClient(t.app);
    const other = new TestClient(await t.secondApp());
    other.cookie = second.cookie;
    const clients = [first, other];
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (clients[i % 2] ?? first).post('/api/investments', {
          assetTypeId: i % 4 < 2 ? a.id : b.id,
          quantity: 1,
          totalInvestment: '500.00',
        }),
      ),
    );
    expect(responses.filter((r) => r.status === 201)).toHaveLength(2);
    const refused = responses.filter((r) => r.status === 409);
    expect(refused).toHaveLength(18);
    expect((await json(refused[0] as Response)).message).toBe(
      messageText('de', 'investment.issuerLimitReached', {
        issuer: 'Fast Voll Projekt',
        limit: '6.000.000',
        remaining: '0',
      }),
    );
    const english = await first.post(
      '/api/investments',
      { assetTypeId: a.id, quantity: 1, totalInvestment: '500.00' },
      { 'accept-language': 'en' },
    );
    expect((await json(english)).message).toContain(
      'The issuer Fast Voll Projekt may sell investments of at most €6,000,000',
    );
    expect(await json(await first.get(`/api/investments/room?issuerId=${issuerId}`))).toMatchObject({
      issuerRemainingCents: 0,
      remainingCents: 0,
    });
  });
});
