/**
 * Testing an upgrade: a copy of the committed migrations that ends before (or with) the migration that
 * brings a change, to migrate a database to the state before it, write rows as they were stored then, and
 * migrate the rest (db/*Migration.test.ts).
 */
import { afterAll, afterEach, beforeAll, expect } from 'bun:test';
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

/** A database migrated to the state before the migration that brings `marker`. */
async function openBefore(marker: string) {
  const folders = [migrationsUntil(marker)];
  const database = await createTestDatabase({ migrated: false });
  await migrateFrom(database, folders[0] as string);
  return {
    database,
    /** Applies the migration that brings `marker`, and none after it. */
    async migrate(): Promise<void> {
      const through = migrationsUntil(marker, { including: true });
      folders.push(through);
      await migrateFrom(database, through);
    },
    /** Closes the database and removes its folders. */
    async close(): Promise<void> {
      await database.close();
      await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
    },
  };
}

/**
 * For a whole test file: a database migrated to the state before the migration that brings `marker` (before
 * all tests); closed, and its folder removed, after all. The tests write rows as they were stored then and
 * call `database.migrate()` for the rest.
 */
export function databaseBefore(marker: string): { readonly database: TestDatabase } {
  let upgrade: Awaited<ReturnType<typeof openBefore>> | undefined;
  beforeAll(async () => {
    upgrade = await openBefore(marker);
  });
  afterAll(async () => {
    await upgrade?.close();
  });
  return {
    get database() {
      if (!upgrade) throw new Error('databaseBefore: the database is opened in beforeAll');
      return upgrade.database;
    },
  };
}

/**
 * For tests that each want their own database: `open()` gives one migrated to the state before the migration
 * that brings `marker`; the test writes rows as they were stored then and calls `migrate()` to apply that
 * migration alone. Closed, with its folders, after the test.
 */
export function databasesBefore(marker: string) {
  const opened: Awaited<ReturnType<typeof openBefore>>[] = [];
  afterEach(async () => {
    for (const upgrade of opened.splice(0)) await upgrade.close();
  });
  return {
    async open() {
      const upgrade = await openBefore(marker);
      opened.push(upgrade);
      return upgrade;
    },
  };
}
