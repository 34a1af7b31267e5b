/**
 * Testing an upgrade: a copy of the committed migrations that ends before (or with) the migration that
 * brings a change, to migrate a database to the state before it, write rows as they were stored then, and
 * migrate the rest (db/sessionMigration.test.ts, issuersMigration.test.ts, paymentMigration.test.ts).
 */
import { afterAll, beforeAll, expect } from 'bun:test';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import { createTestDatabase, type TestDatabase } from './harness';

const MIGRATIONS = new URL('../drizzle', import.meta.url).pathname;

/**
 * A temporary folder with the migrations before the first one whose SQL contains `marker` (with
 * `including`, that one too). The caller removes the folder.
 */
export function migrationsUntil(marker: string, { including = false } = {}): string {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const at = journal.entries.findIndex((entry) =>
    readFileSync(join(MIGRATIONS, `${entry.tag}.sql`), 'utf8').includes(marker),
  );
  expect(at).toBeGreaterThan(0);
  const folder = mkdtempSync(join(tmpdir(), 'ww-migrations-'));
  mkdirSync(join(folder, 'meta'));
  const kept = journal.entries.slice(0, including ? at + 1 : at);
  for (const entry of kept)
    copyFileSync(join(MIGRATIONS, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  for (const file of readdirSync(join(MIGRATIONS, 'meta'))) {
    if (file.endsWith('_snapshot.json'))
      copyFileSync(join(MIGRATIONS, 'meta', file), join(folder, 'meta', file));
  }
  writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: kept }));
  return folder;
}

/** Applies the migrations of `folder` with the database's own driver. */
export async function migrateFrom(database: TestDatabase, folder: string): Promise<void> {
  // biome-ignore lint/suspicious/noExplicitAny: the drizzle migrators want their own driver's type.
  const db = database.db as any;
  if (database.kind === 'pglite') await migratePglite(db, { migrationsFolder: folder });
  else await migratePostgres(db, { migrationsFolder: folder });
}

/**
 * For a whole test file: a database migrated to the state before the migration that brings `marker` (before
 * all tests); closed, and its folder removed, after all. The tests write rows as they were stored then and
 * call `database.migrate()` for the rest.
 */
export function databaseBefore(marker: string): { readonly database: TestDatabase } {
  let database: TestDatabase | undefined;
  let folder: string | undefined;
  beforeAll(async () => {
    folder = migrationsUntil(marker);
    database = await createTestDatabase({ migrated: false });
    await migrateFrom(database, folder);
  });
  afterAll(async () => {
    await database?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });
  return {
    get database() {
      if (!database) throw new Error('databaseBefore: the database is opened in beforeAll');
      return database;
    },
  };
}
