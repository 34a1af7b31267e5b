/**
 * The migration that brings issuers (issue 33): asset types that existed before get the issuer their
 * information sheet named (a placeholder, without an IBAN) and the default terms; an empty database gets no
 * issuer at all. On both databases.
 */
import { afterEach, describe, expect, test } from 'bun:test';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import { rowsOf } from '../../test/domains';
import { createTestDatabase, type TestDatabase } from '../../test/harness';

const migrationsFolder = new URL('../../drizzle', import.meta.url).pathname;
const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};

/** A copy of the migrations before (`upTo` false) or up to and with the one that creates the issuers. */
function migrations(withIssuers: boolean): string {
  const at = journal.entries.findIndex((entry) =>
    readFileSync(join(migrationsFolder, `${entry.tag}.sql`), 'utf8').includes('CREATE TABLE "issuers"'),
  );
  expect(at).toBeGreaterThan(0);
  const folder = mkdtempSync(join(tmpdir(), 'ww-migrations-'));
  mkdirSync(join(folder, 'meta'));
  const kept = journal.entries.slice(0, withIssuers ? at + 1 : at);
  for (const entry of kept)
    copyFileSync(join(migrationsFolder, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  for (const file of readdirSync(join(migrationsFolder, 'meta')))
    if (file.endsWith('_snapshot.json'))
      copyFileSync(join(migrationsFolder, 'meta', file), join(folder, 'meta', file));
  writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: kept }));
  return folder;
}

const opened: { database: TestDatabase; folders: string[] }[] = [];
afterEach(async () => {
  for (const { database, folders } of opened.splice(0)) {
    await database.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  }
});

async function migrated(before: (database: TestDatabase) => Promise<void>) {
  const database = await createTestDatabase({ migrated: false });
  const folders = [migrations(false), migrations(true)];
  opened.push({ database, folders });
  // biome-ignore lint/suspicious/noExplicitAny: the drizzle migrators want their own driver's type.
  const db = database.db as any;
  const migrate = (folder: string) =>
    database.kind === 'pglite'
      ? migratePglite(db, { migrationsFolder: folder })
      : migratePostgres(db, { migrationsFolder: folder });
  await migrate(folders[0] as string);
  await before(database);
  await migrate(folders[1] as string);
  return database;
}

describe('the issuers migration', () => {
  test('existing asset types get the placeholder issuer (no IBAN) and the default terms', async () => {
    const database = await migrated(async ({ db }) => {
      await db.execute(sql`INSERT INTO asset_types (slug, category, name_de, name_en, description_de, description_en,
        base_price_euro, expected_return, co2_impact, location, image_path)
        VALUES ('alt', 'trees', 'Alt', 'Old', 'B', 'D', 100, 4.5, 1, 'Ort', 'assets/alt.svg')`);
    });
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
    const database = await migrated(async () => {});
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
