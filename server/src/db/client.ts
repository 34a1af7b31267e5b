/**
 * Opens the database: PostgreSQL through postgres.js when a URL is given, otherwise the embedded PGlite
 * (Postgres in WASM) in a data folder — or in memory for tests. Both are driven by the same Drizzle
 * schema and migrations.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { type ExtractTablesWithRelations, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface DbHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>;
  /** Resolves when the database answers `select 1`. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: a snapshot of the whole database, to start copies from (tests use a migrated template). */
  snapshot?(): Promise<Blob>;
}

/** `poolSize`: connections postgres.js keeps at most (10 when not given). */
export type DbOptions =
  | { url: string; poolSize?: number }
  | { dataDir: string }
  | { memory: true; from?: Blob };

const migrationsFolder = new URL('../../drizzle', import.meta.url).pathname;

/** Seconds postgres.js waits for a connection; keeps "database unreachable" answers quick (503). */
const CONNECT_TIMEOUT_S = 2;

export async function openDatabase(options: DbOptions): Promise<DbHandle> {
  if ('url' in options) {
    const client = postgres(options.url, {
      max: options.poolSize ?? 10,
      connect_timeout: CONNECT_TIMEOUT_S,
      onnotice: () => {},
    });
    const db = drizzlePostgres(client, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePostgres(db, { migrationsFolder }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => client.end({ timeout: 5 }),
    };
  }

  let client: PGlite;
  if ('dataDir' in options) {
    mkdirSync(options.dataDir, { recursive: true });
    client = await PGlite.create(options.dataDir);
  } else {
    client = await PGlite.create(options.from ? { loadDataDir: options.from } : {});
  }
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
    snapshot: () => client.dumpDataDir('none'),
  };
}
