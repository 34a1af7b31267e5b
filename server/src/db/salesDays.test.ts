/**
 * What each asset type sold per day (migration 0042, decision 0102): the statement-level triggers keep
 * `investment_sales_days` equal to the sums of the investments awaiting payment or paid per asset type and
 * day of their making, through any sequence of multi-row inserts, status changes, moved dates, deletes and
 * a TRUNCATE; what the issuer's window reads from them (investments/sold.ts) equals the sum over the
 * investments themselves, also when the window starts within a day; and the upgrade fills the days of the
 * investments stored before it.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { rmSync } from 'node:fs';
import { INVESTMENT_CAPS, INVESTMENT_STATUSES } from '@wurzelwerk/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { bareAssetTypes, bareUser, rowsOf } from '../../test/domains';
import { createTestDatabase, type TestDatabase } from '../../test/harness';
import { migrateFrom, migrationsUntil } from '../../test/migrations';
import { assetTypeSold } from '../domains/investments/sold';
import type { Database } from './client';

/** An issuer with two asset types of its own, for rows written by hand. */
async function twoAssetTypes(db: Database, name: string): Promise<[number, number]> {
  const [a = 0, b = 0] = await bareAssetTypes(db, name, 2);
  return [a, b];
}

/** The kept days of the asset types and what they should be: the investments summed per day (UTC). */
async function daysOf(db: Database, ids: readonly number[]) {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const kept = await rowsOf<{ asset: number; day: string; total: string }>(
    db,
    sql`select asset_type_id as asset, day::text, total::text from investment_sales_days
         where asset_type_id in (${list}) and total <> 0 order by 1, 2`,
  );
  const summed = await rowsOf<{ asset: number; day: string; total: string }>(
    db,
    sql`select asset_type_id as asset, ((created_at at time zone 'UTC')::date)::text as day,
               sum(total_investment)::numeric(16,2)::text as total
          from investments where asset_type_id in (${list}) and status in ('awaiting_payment', 'paid')
         group by 1, 2 having sum(total_investment) <> 0 order by 1, 2`,
  );
  return { kept, summed };
}

/** What the window reads (sold.ts) and the sum over the investments made within it, in one statement. */
async function windowOf(db: Database, id: number) {
  const [row] = await rowsOf<{ read: string; summed: string }>(
    db,
    sql`select (${assetTypeSold(sql`${id}`)})::numeric(16,2)::text as read,
               (select coalesce(sum(total_investment), 0) from investments
                 where asset_type_id = ${id} and status in ('awaiting_payment', 'paid')
                   and created_at > now() - ${`${INVESTMENT_CAPS.issuerWindowMonths} months`}::interval
               )::numeric(16,2)::text as summed`,
  );
  return row;
}

const cents = (value: number) => (value / 100).toFixed(2);
const MINUTES_A_DAY = 1_440;
/** How long ago an investment was made, in minutes: often around the window's start, where a day is split. */
const minutesAgo = fc.oneof(
  fc.integer({ min: 0, max: 400 * MINUTES_A_DAY }),
  fc.integer({ min: 363 * MINUTES_A_DAY, max: 368 * MINUTES_A_DAY }),
);

describe('the sales per asset type and day', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  test('random batches, status changes, moved dates and deletes: the days equal the sums; the window is exact', async () => {
    const db = database.db;
    const investment = fc.record({
      second: fc.boolean(),
      amount: fc.integer({ min: 1, max: 5_000_000 }),
      ago: minutesAgo,
      status: fc.constantFrom(...INVESTMENT_STATUSES),
    });
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('insert' as const),
        rows: fc.array(investment, { minLength: 1, maxLength: 4 }),
      }),
      fc.record({
        kind: fc.constant('status' as const),
        picks: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
        status: fc.constantFrom(...INVESTMENT_STATUSES),
      }),
      fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), ago: minutesAgo }),
      fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
    );
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        run += 1;
        const ids = await twoAssetTypes(db, `sales-days-${run}`);
        const userId = await bareUser(db, `sales-days-${run}`);
        const stored: string[] = [];
        for (const [index, s] of steps.entries()) {
          if (s.kind === 'insert') {
            // One statement for the batch, as the investment writer sends it.
            const values = s.rows.map((row, n) => {
              const id = `${userId}-${index}-${n}`;
              stored.push(id);
              return sql`(${id}, ${userId}, ${ids[row.second ? 1 : 0]}, 1, ${cents(row.amount)}, '0.00',
                          ${row.status}, now() - ${row.ago} * interval '1 minute')`;
            });
            await db.execute(sql`insert into investments (id, user_id, asset_type_id, quantity, total_investment,
                expected_annual_return, status, created_at) values ${sql.join(values, sql`, `)}`);
          } else if (stored.length > 0) {
            const pick = (n: number) => stored[n % stored.length] as string;
            if (s.kind === 'status') {
              const picked = sql.join(
                s.picks.map((n) => sql`${pick(n)}`),
                sql`, `,
              );
              await db.execute(sql`update investments set status = ${s.status} where id in (${picked})`);
            } else if (s.kind === 'move') {
              await db.execute(sql`update investments set created_at = now() - ${s.ago} * interval '1 minute'
                                    where id = ${pick(s.pick)}`);
            } else {
              await db.execute(sql`delete from investments where id = ${pick(s.pick)}`);
              stored.splice(s.pick % stored.length, 1);
            }
          }
        }
        const { kept, summed } = await daysOf(db, ids);
        expect(kept).toEqual(summed);
        for (const id of ids) {
          const window = await windowOf(db, id);
          expect(window?.read).toBe(window?.summed as string);
        }
      }),
      { numRuns: 30 },
    );
  }, 120_000);

  test('a TRUNCATE of the investments leaves no day behind', async () => {
    const truncated = await createTestDatabase();
    try {
      const db = truncated.db;
      const [id] = await twoAssetTypes(db, 'sales-days-truncate');
      const userId = await bareUser(db, 'sales-days-truncate');
      await db.execute(sql`insert into investments (id, user_id, asset_type_id, quantity, total_investment,
          expected_annual_return, status) values ('t-1', ${userId}, ${id}, 1, '500.00', '0.00', 'paid')`);
      expect((await daysOf(db, [id])).kept).toHaveLength(1);
      await db.execute(sql`truncate investments cascade`);
      expect(await rowsOf(db, sql`select 1 from investment_sales_days`)).toEqual([]);
    } finally {
      await truncated.close();
    }
  });
});

describe('the upgrade (migration 0042)', () => {
  let database: TestDatabase;
  let folder: string;
  beforeAll(async () => {
    folder = migrationsUntil('"investment_sales_days"');
    database = await createTestDatabase({ migrated: false });
    await migrateFrom(database, folder);
  });
  afterAll(async () => {
    await database.close();
    rmSync(folder, { recursive: true, force: true });
  });

  test('fills the days from the investments awaiting payment or paid; the triggers keep them after it', async () => {
    const db = database.db;
    const ids = await twoAssetTypes(db, 'sales-days-upgrade');
    const userId = await bareUser(db, 'sales-days-upgrade');
    const insert = (id: string, amount: string, status: string, daysAgo: number) =>
      db.execute(sql`insert into investments (id, user_id, asset_type_id, quantity, total_investment,
          expected_annual_return, status, created_at)
        values (${id}, ${userId}, ${ids[0]}, 1, ${amount}, '0.00', ${status}, now() - ${daysAgo} * interval '1 day')`);
    await insert('up-paid', '600.00', 'paid', 3);
    await insert('up-awaiting', '300.50', 'awaiting_payment', 3);
    await insert('up-old', '700.00', 'paid', 400);
    await insert('up-withdrawn', '900.00', 'withdrawn', 1);

    await database.migrate();

    const { kept, summed } = await daysOf(db, ids);
    expect(kept.map((row) => row.total)).toEqual(['700.00', '900.50']);
    expect(kept).toEqual(summed);
    expect((await windowOf(db, ids[0]))?.read).toBe('900.50');
    await db.execute(sql`update investments set status = 'withdrawn' where id = 'up-awaiting'`);
    expect((await windowOf(db, ids[0]))?.read).toBe('600.00');
  });
});
