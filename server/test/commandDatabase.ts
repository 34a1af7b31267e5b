/**
 * The database of a test that runs the operator commands as separate processes (server/src/cli/*.test.ts):
 * on PostgreSQL the test's database, open throughout (the commands run beside it); on PGlite a data folder,
 * opened by the test only between the commands (they need its folder, which one process holds at a time).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DbHandle, openDatabase } from '../src/db/client';
import { createTestDatabase, type TestDatabase, testDatabaseUrl } from './harness';

export function commandDatabase(name: string) {
  const folder = mkdtempSync(join(tmpdir(), `ww-${name}-`));
  let shared: TestDatabase | undefined;
  /** The environment the commands get: DATA_DIR, or DATABASE_URL once `open` ran on PostgreSQL. */
  const env: Record<string, string> = testDatabaseUrl ? {} : { DATA_DIR: folder };
  return {
    folder,
    env,
    /** Creates the PostgreSQL test database (nothing to do on PGlite). */
    async open(): Promise<void> {
      if (!testDatabaseUrl) return;
      shared = await createTestDatabase();
      env.DATABASE_URL = shared.url ?? '';
    },
    /** Runs `step` on the database; the PGlite folder is opened for it and closed after. */
    async with<T>(step: (database: DbHandle) => Promise<T>): Promise<T> {
      if (shared) return step(shared);
      const database = await openDatabase({ dataDir: folder });
      try {
        return await step(database);
      } finally {
        await database.close();
      }
    },
    close: async () => {
      await shared?.close();
    },
  };
}
