/**
 * The migration that keys the issuers' ledger accounts by issuer (issue 33, decision 0059): each old
 * `issuer_payable:asset-type:<id>` account with money on it passes its balance to its issuer's account in one
 * carry-over transfer; the ledger stays sound and nothing is rewritten. On both databases.
 */
import { describe, expect, test } from 'bun:test';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../test/domains';
import { databasesBefore } from '../../test/migrations';
import { balanceOf, checkLedger, post, transfers } from '../ledger';

const upgrade = databasesBefore('CREATE TABLE "releases"');

describe('the releases migration', () => {
  test('the old issuer payables are carried over to their issuer’s account, once, with a sound ledger', async () => {
    const { database, migrate } = await upgrade.open();
    const { db } = database;
    const [issuer] = await rowsOf<{ id: number }>(
      db,
      sql`INSERT INTO issuers (name, legal_form, street, postcode, city, country, register_court, register_number, iban)
          VALUES ('Muster eG', 'eG', 'Weg 1', '12345', 'Ort', 'DE', 'AG Ort', 'GnR 1', 'DE61000000001000000001')
          RETURNING id`,
    );
    const assets = await rowsOf<{ id: number }>(
      db,
      sql`INSERT INTO asset_types (slug, category, name_de, name_en, description_de, description_en, base_price_euro,
            expected_return, co2_impact, location, image_path, issuer_id)
          VALUES ('a', 'trees', 'A', 'A', 'B', 'D', 100, 4.5, 1, 'Ort', 'assets/a.svg', ${issuer?.id}),
                 ('b', 'trees', 'B', 'B', 'B', 'D', 100, 4.5, 1, 'Ort', 'assets/b.svg', ${issuer?.id}),
                 ('c', 'trees', 'C', 'C', 'B', 'D', 100, 4.5, 1, 'Ort', 'assets/c.svg', ${issuer?.id})
          RETURNING id`,
    );
    // As the import of decision 0057 booked them: receipt, then payment to the asset type's payable.
    const paid = [
      { asset: assets[0]?.id, cents: 75_000 },
      { asset: assets[0]?.id, cents: 50_050 },
      { asset: assets[1]?.id, cents: 123_456 },
    ];
    for (const [index, p] of paid.entries()) {
      const importKey = `K${index}`;
      await post(db, transfers.receipt({ importKey, amountCents: p.cents }));
      await post(
        db,
        transfers.payment({
          investmentId: `inv${index}`,
          issuer: `asset-type:${p.asset}`,
          amountCents: p.cents,
          importKey,
        }),
      );
    }
    await migrate();

    const issuerAccount = { kind: 'issuer_payable' as const, owner: `issuer:${issuer?.id}` };
    expect(await balanceOf(db, issuerAccount)).toBe(75_000 + 50_050 + 123_456);
    for (const asset of assets)
      expect(await balanceOf(db, { kind: 'issuer_payable', owner: `asset-type:${asset.id}` })).toBe(0);
    const carried = await rowsOf<{ cause_id: string }>(
      db,
      sql`SELECT cause_id FROM ledger_transfers WHERE kind = 'carry_over' ORDER BY cause_id`,
    );
    expect(carried.map((row) => row.cause_id)).toEqual([
      `issuer_payable:asset-type:${assets[0]?.id}`,
      `issuer_payable:asset-type:${assets[1]?.id}`,
    ]);
    expect(await checkLedger(db)).toEqual([]);
  });
});
