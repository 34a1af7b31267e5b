/**
 * The upgrade to tracked payments (decision 0057): investments stored before it (`active`) become `paid`
 * with their totals (the caps) unchanged, withdrawn ones stay withdrawn; new ones then await payment.
 */
import { expect, test } from 'bun:test';
import { sql } from 'drizzle-orm';
import { bareAssetTypes, bareUser, rowsOf } from '../../test/domains';
import { databaseBefore } from '../../test/migrations';

const upgrade = databaseBefore('"payment_reference" text');

test('active investments become paid with unchanged totals; withdrawn stay; the trigger counts awaiting and paid', async () => {
  const userId = await bareUser(upgrade.database.db, 'payments');
  const [assetTypeId] = await bareAssetTypes(upgrade.database.db, 'Muster eG');
  const insert = (id: string, amount: string, status: string) =>
    upgrade.database.db.execute(sql`insert into investments (id, user_id, asset_type_id, quantity, total_investment,
        expected_annual_return, status) values (${id}, ${userId}, ${assetTypeId}, 1, ${amount}, '1.00', ${status})`);
  await insert('old-active-1', '600.00', 'active');
  await insert('old-active-2', '300.50', 'active');
  await insert('old-withdrawn', '700.00', 'withdrawn');
  const totals = () =>
    rowsOf<{ total: string }>(
      upgrade.database.db,
      sql`select total_investment::text as total from investment_totals where user_id = ${userId}`,
    );
  expect(await totals()).toEqual([{ total: '900.50' }]);

  await upgrade.database.migrate();

  const rows = await rowsOf<{ id: string; status: string; paid: boolean }>(
    upgrade.database.db,
    sql`select id, status, paid_at is not null as paid from investments where user_id = ${userId} order by id`,
  );
  expect(rows).toEqual([
    { id: 'old-active-1', status: 'paid', paid: true },
    { id: 'old-active-2', status: 'paid', paid: true },
    { id: 'old-withdrawn', status: 'withdrawn', paid: false },
  ]);
  expect(await totals()).toEqual([{ total: '900.50' }]);
  // After it: an awaiting one counts, a lapsed one leaves the totals.
  await upgrade.database.db.execute(sql`insert into investments (id, user_id, asset_type_id, quantity, total_investment,
      expected_annual_return) values ('new-1', ${userId}, ${assetTypeId}, 1, '99.50', '1.00')`);
  expect(await totals()).toEqual([{ total: '1000.00' }]);
  await upgrade.database.db.execute(sql`update investments set status = 'lapsed' where id = 'new-1'`);
  expect(await totals()).toEqual([{ total: '900.50' }]);
});
