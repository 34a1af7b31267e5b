/**
 * The running totals' paid columns (issue 33, migration 0021): the trigger keeps `paid_*` equal to the sums
 * of paid investments and the other columns equal to the sums of awaiting and paid ones (the caps'
 * reservation, decision 0057), through any sequence of inserts, status changes and deletes; and the upgrade
 * fills the paid columns of investments stored before it.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { rmSync } from 'node:fs';
import { INVESTMENT_STATUSES } from '@wurzelwerk/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { bareAssetTypes, bareUser, rowsOf } from '../../test/domains';
import { createTestDatabase, type TestDatabase } from '../../test/harness';
import { migrateFrom, migrationsUntil } from '../../test/migrations';
import type { Database } from './client';

/** An issuer and an asset type of its own, for rows written by hand. */
async function assetType(db: Database, name: string): Promise<number> {
  const [id = 0] = await bareAssetTypes(db, name);
  return id;
}

interface Totals {
  total: string;
  returns: string;
  quantity: number;
  paid: string;
  paidReturns: string;
  paidQuantity: number;
}

/** The running totals of a user, and what they should be: sums over the investments themselves. */
async function totalsOf(db: Database, userId: string) {
  const [kept] = await rowsOf<Totals>(
    db,
    sql`select total_investment::text as total, expected_annual_return::text as returns, quantity,
          paid_investment::text as paid, paid_expected_annual_return::text as "paidReturns",
          paid_quantity as "paidQuantity"
        from investment_totals where user_id = ${userId}`,
  );
  const [summed] = await rowsOf<Totals>(
    db,
    sql`select
          coalesce(sum(total_investment) filter (where status in ('awaiting_payment', 'paid')), 0)::numeric(14,2)::text as total,
          coalesce(sum(expected_annual_return) filter (where status in ('awaiting_payment', 'paid')), 0)::numeric(14,2)::text as returns,
          coalesce(sum(quantity) filter (where status in ('awaiting_payment', 'paid')), 0)::int as quantity,
          coalesce(sum(total_investment) filter (where status = 'paid'), 0)::numeric(14,2)::text as paid,
          coalesce(sum(expected_annual_return) filter (where status = 'paid'), 0)::numeric(14,2)::text as "paidReturns",
          coalesce(sum(quantity) filter (where status = 'paid'), 0)::int as "paidQuantity"
        from investments where user_id = ${userId}`,
  );
  const zero = {
    total: '0.00',
    returns: '0.00',
    quantity: 0,
    paid: '0.00',
    paidReturns: '0.00',
    paidQuantity: 0,
  };
  return { kept: kept ?? zero, summed };
}

const cents = (value: number) => (value / 100).toFixed(2);

describe('the paid running totals', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  test('random inserts, status changes and deletes: the kept totals equal the sums, paid ones apart', async () => {
    const db = database.db;
    const assetTypeId = await assetType(db, 'paid-totals-property');
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('insert' as const),
        amount: fc.integer({ min: 50_000, max: 10_000_000 }),
        returns: fc.integer({ min: 0, max: 100_000 }),
        quantity: fc.integer({ min: 1, max: 3 }),
        status: fc.constantFrom(...INVESTMENT_STATUSES),
      }),
      fc.record({
        kind: fc.constant('status' as const),
        pick: fc.nat(),
        status: fc.constantFrom(...INVESTMENT_STATUSES),
      }),
      fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
    );
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        run += 1;
        const userId = await bareUser(db, `paid-totals-${run}`);
        const ids: string[] = [];
        for (const [index, s] of steps.entries()) {
          if (s.kind === 'insert') {
            const id = `${userId}-${index}`;
            ids.push(id);
            await db.execute(sql`insert into investments (id, user_id, asset_type_id, quantity, total_investment,
                expected_annual_return, status)
              values (${id}, ${userId}, ${assetTypeId}, ${s.quantity}, ${cents(s.amount)}, ${cents(s.returns)}, ${s.status})`);
          } else if (ids.length > 0) {
            const id = ids[s.pick % ids.length];
            if (s.kind === 'status')
              await db.execute(sql`update investments set status = ${s.status} where id = ${id}`);
            else {
              await db.execute(sql`delete from investments where id = ${id}`);
              ids.splice(s.pick % ids.length, 1);
            }
          }
        }
        const { kept, summed } = await totalsOf(db, userId);
        expect(kept).toEqual(summed as Totals);
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});

describe('the upgrade (migration 0021)', () => {
  let database: TestDatabase;
  let folder: string;
  beforeAll(async () => {
    folder = migrationsUntil('"paid_quantity" integer');
    database = await createTestDatabase({ migrated: false });
    await migrateFrom(database, folder);
  });
  afterAll(async () => {
    await database.close();
    rmSync(folder, { recursive: true, force: true });
  });

  test('fills the paid columns from the paid investments; awaiting ones stay out of them', async () => {
    const db = database.db;
    const assetTypeId = await assetType(db, 'paid-totals-upgrade');
    const userId = await bareUser(db, 'paid-upgrade');
    const insert = (id: string, amount: string, status: string) =>
      db.execute(sql`insert into investments (id, user_id, asset_type_id, quantity, total_investment,
          expected_annual_return, status) values (${id}, ${userId}, ${assetTypeId}, 1, ${amount}, '2.50', ${status})`);
    await insert('up-paid-1', '600.00', 'paid');
    await insert('up-paid-2', '300.50', 'paid');
    await insert('up-awaiting', '500.00', 'awaiting_payment');
    await insert('up-withdrawn', '700.00', 'withdrawn');

    await database.migrate();

    const { kept, summed } = await totalsOf(db, userId);
    expect(kept).toEqual({
      total: '1400.50',
      returns: '7.50',
      quantity: 3,
      paid: '900.50',
      paidReturns: '5.00',
      paidQuantity: 2,
    });
    expect(kept).toEqual(summed as Totals);
    // After it, the trigger keeps them: the awaiting one paid joins the paid columns.
    await db.execute(sql`update investments set status = 'paid' where id = 'up-awaiting'`);
    expect((await totalsOf(db, userId)).kept).toMatchObject({
      total: '1400.50',
      paid: '1400.50',
      paidQuantity: 3,
    });
  });
});
