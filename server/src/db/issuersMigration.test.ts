/**
 * The migration that brings issuers (issue 33): asset types that existed before get the issuer their
 * information sheet named (a placeholder, without an IBAN) and the default terms; an empty database gets no
 * issuer at all. On both databases.
 */
import { describe, expect, test } from 'bun:test';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../test/domains';
import { databasesBefore } from '../../test/migrations';

const upgrade = databasesBefore('CREATE TABLE "issuers"');

describe('the issuers migration', () => {
  test('existing asset types get the placeholder issuer (no IBAN) and the default terms', async () => {
    const { database, migrate } = await upgrade.open();
    await database.db.execute(sql`INSERT INTO asset_types (slug, category, name_de, name_en, description_de,
      description_en, base_price_euro, expected_return, co2_impact, location, image_path)
      VALUES ('alt', 'trees', 'Alt', 'Old', 'B', 'D', 100, 4.5, 1, 'Ort', 'assets/alt.svg')`);
    await migrate();
    const issuers = await rowsOf<{ id: number; name: string; iban: string | null; register_number: string }>(
      database.db,
      sql`SELECT id, name, iban, register_number FROM issuers`,
    );
    expect(issuers).toEqual([
      { id: issuers[0]?.id ?? -1, name: 'Wurzelwerk', iban: null, register_number: 'HRB 000000' },
    ]);
    const [asset] = await rowsOf<Record<string, unknown>>(
      database.db,
      sql`SELECT issuer_id, term_months, repayment_type, payment_frequency, payment_deadline_days FROM asset_types`,
    );
    expect(asset).toEqual({
      issuer_id: issuers[0]?.id,
      term_months: 12,
      repayment_type: 'bullet',
      payment_frequency: 'yearly',
      payment_deadline_days: 14,
    });
  });

  test('an empty database gets no issuer; an asset type without one is refused', async () => {
    const { database, migrate } = await upgrade.open();
    await migrate();
    expect(await rowsOf(database.db, sql`SELECT id FROM issuers`)).toEqual([]);
    const refused = await (async () =>
      database.db.execute(sql`INSERT INTO asset_types (slug, category, name_de, name_en, description_de, description_en,
        base_price_euro, expected_return, co2_impact, location, image_path)
        VALUES ('neu', 'trees', 'N', 'N', 'B', 'D', 100, 4.5, 1, 'Ort', 'assets/neu.svg')`))().then(
      () => false,
      () => true,
    );
    expect(refused).toBe(true);
  });
});
