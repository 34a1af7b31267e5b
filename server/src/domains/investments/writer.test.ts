/** Group commit of investments: concurrent writes share one statement, and one bad row fails alone. */
import { describe, expect, test } from 'bun:test';
import { eq, inArray, sql } from 'drizzle-orm';
import { bareUser } from '../../../test/domains';
import { newInvestment } from '../../../test/fixtures/investments';
import { testApp } from '../../../test/harness';
import {
  activities,
  assetTypes,
  investments,
  investmentTotals,
  issuers,
  selfDisclosures,
} from '../../db/schema';
import { InvestmentWriter } from './writer';

const t = testApp({ seed: true });

async function newInvestor(): Promise<string> {
  const id = await bareUser(t.database.db, 'writer-test');
  // The highest cap (25,000 € per issuer): these tests are about batching, caps.test.ts about caps.
  await t.database.db
    .insert(selfDisclosures)
    .values({ userId: id, freeAssetsAtLeast100k: true, monthlyNetIncome: '12500.00' });
  return id;
}

/** The ids of the transactions that wrote these investments (xmin), one per row. */
async function writtenBy(ids: string[]): Promise<string[]> {
  const rows = await t.database.db
    .select({ transaction: sql<string>`${investments}.xmin::text` })
    .from(investments)
    .where(inArray(investments.id, ids));
  return rows.map((row) => row.transaction);
}

describe('InvestmentWriter', () => {
  test('writes made together go in one statement: one transaction time, every row with its activity', async () => {
    const writer = new InvestmentWriter(t.database.db);
    const userId = await newInvestor();
    const rows = Array.from({ length: 20 }, (_, i) => newInvestment(userId, { assetTypeId: (i % 4) + 1 }));
    const stored = await Promise.all(rows.map((row) => writer.write(row)));

    expect(stored.map((r) => r?.id)).toEqual(rows.map((r) => r.id));
    expect(new Set(await writtenBy(rows.map((r) => r.id))).size).toBe(1);
    // now() is the transaction's start: the twenty share it.
    expect(new Set(stored.map((r) => r?.createdAt.getTime())).size).toBe(1);
    const logged = await t.database.db.select().from(activities).where(eq(activities.userId, userId));
    expect(logged).toHaveLength(20);
    const [totals] = await t.database.db
      .select()
      .from(investmentTotals)
      .where(eq(investmentTotals.userId, userId))
      .orderBy(investmentTotals.assetTypeId);
    expect(totals?.totalInvestment).toBe('2500.50');
    expect(totals?.quantity).toBe(5);
  });

  test('a lone write is not held back waiting for company', async () => {
    const writer = new InvestmentWriter(t.database.db);
    const userId = await newInvestor();
    // Each write resolves on its own (a held-back one would never resolve here), in its own transaction.
    const first = await writer.write(newInvestment(userId));
    const second = await writer.write(newInvestment(userId));
    const transactions = await writtenBy([first?.id ?? '', second?.id ?? '']);
    expect(transactions).toHaveLength(2);
    expect(new Set(transactions).size).toBe(2);
  });

  test('an Idempotency-Key used twice in one batch stores one row; the second write gets none', async () => {
    const writer = new InvestmentWriter(t.database.db);
    const userId = await newInvestor();
    const key = { idempotencyKey: 'batch-key', requestHash: 'hash' };
    const [first, second] = await Promise.all([
      writer.write(newInvestment(userId, key)),
      writer.write(newInvestment(userId, key)),
    ]);
    expect(first?.idempotencyKey).toBe('batch-key');
    expect(second).toBeUndefined();
    const stored = await t.database.db.select().from(investments).where(eq(investments.userId, userId));
    expect(stored).toHaveLength(1);
  });

  test('a row that cannot be stored fails only its own write', async () => {
    const writer = new InvestmentWriter(t.database.db);
    const userId = await newInvestor();
    const before = newInvestment(userId);
    const after = newInvestment(userId, { assetTypeId: 2 });
    const orphan = newInvestment('no-such-user');
    const results = await Promise.allSettled([
      writer.write(before),
      writer.write(orphan),
      writer.write(after),
    ]);

    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const stored = await t.database.db
      .select({ id: investments.id })
      .from(investments)
      .where(inArray(investments.id, [before.id, orphan.id, after.id]));
    expect(stored.map((r) => r.id).sort()).toEqual([before.id, after.id].sort());
  });

  describe('with the facts its request read (the issuer and the cap; decision 0095)', () => {
    /** Asset type 1's issuer, and another one. */
    async function issuersOf() {
      const [asset] = await t.database.db.select().from(assetTypes).where(eq(assetTypes.id, 1));
      const [other] = await t.database.db
        .select()
        .from(issuers)
        .where(sql`${issuers.id} <> ${asset?.issuerId}`);
      return { own: asset?.issuerId ?? 0, other: other?.id ?? 0 };
    }

    test('the limits are checked with them, not read again: a cap the request read is the one applied', async () => {
      const writer = new InvestmentWriter(t.database.db);
      const userId = await newInvestor();
      const { own } = await issuersOf();
      // The user's self-disclosure allows 25,000 €; the request read 100 € (it was changed since).
      const refused = await writer.write(newInvestment(userId, { facts: { issuerId: own, cap: '100.00' } }));
      expect(refused).toBeUndefined();
      const stored = await writer.write(newInvestment(userId, { facts: { issuerId: own, cap: '25000.00' } }));
      expect(stored?.totalInvestment).toBe('500.10');
    });

    test('an issuer that changed since: the row goes again with facts read anew and is stored — alone or in a batch', async () => {
      const writer = new InvestmentWriter(t.database.db);
      const userId = await newInvestor();
      const { own, other } = await issuersOf();
      const stale = { facts: { issuerId: other, cap: '25000.00' } };
      expect(await writer.write(newInvestment(userId, stale))).toBeDefined();
      const together = await Promise.all([
        writer.write(newInvestment(userId, { facts: { issuerId: own, cap: '25000.00' } })),
        writer.write(newInvestment(userId, stale)),
        writer.write(newInvestment(userId, stale)),
      ]);
      expect(together.every((row) => row?.assetTypeId === 1)).toBe(true);
      const held = await t.database.db.select().from(investments).where(eq(investments.userId, userId));
      expect(held).toHaveLength(4);
    });
  });
});
