/**
 * Opens the database: PostgreSQL through postgres.js when a URL is given, otherwise the embedded PGlite
 * (Postgres in WASM) in a data folder — or in memory for tests. Both are driven by the same Drizzle
 * schema and migrations, and both are wrapped by db/guard.ts: every call has a deadline, and none runs
 * for a request that is over or while the health probe knows the database is down.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { setDbPoolSize } from '../metrics';
import { type ClusterBus, createPgliteBus, createPostgresBus } from './bus';
import { guardPglite } from './guardPglite';
import { guardPostgres } from './guardPostgres';
import { createHealthProbe, type HealthProbe, PING_TIMEOUT_MS, reconnectDelay } from './health';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A transaction of the app's database, as `db.transaction` hands it to its callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Where a write can go: the database, or a transaction it belongs to. */
export type Executor = Database | Transaction;

export interface DbHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>;
  /** Resolves when the database answers `select 1` (no deadline of its own: the health probe sets one). */
  ping(): Promise<void>;
  /** Whether the database answers; consulted by every call (db/guard.ts). */
  health: HealthProbe;
  close(): Promise<void>;
  /**
   * The processes' invalidation channel (db/bus.ts); on PostgreSQL it connects when first used. The
   * embedded database's only hears its own triggers.
   */
  bus: ClusterBus;
  /** PGlite only: a snapshot of the whole database, to start copies from (tests use a migrated template). */
  snapshot?(): Promise<Blob>;
}

/**
 * `poolSize`: connections postgres.js keeps at most (10 when not given). `timeoutMs`: the deadline of one
 * database call (DATABASE_TIMEOUT_MS; default 5 s).
 */
export type DbOptions = { timeoutMs?: number } & (
  | { url: string; poolSize?: number }
  | { dataDir: string }
  | { memory: true; from?: Blob }
);

export const DEFAULT_TIMEOUT_MS = 5000;

/** The advisory lock key of migrations (any number no other lock of the app uses). */
const MIGRATION_LOCK = 2_104_210_001;

const migrationsFolder = new URL('../../drizzle', import.meta.url).pathname;

/** Seconds postgres.js waits for a connection; keeps "database unreachable" answers quick (503). */
const CONNECT_TIMEOUT_S = 2;

export async function openDatabase(options: DbOptions): Promise<DbHandle> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  if ('url' in options) {
    const client = postgres(options.url, {
      max: options.poolSize ?? 10,
      connect_timeout: CONNECT_TIMEOUT_S,
      backoff: reconnectDelay,
      onnotice: () => {},
      // The server ends a statement, or a transaction left waiting by its client, after the same deadline
      // the app keeps (db/guard.ts): nothing holds locks or commits long after its caller gave up.
      connection: {
        statement_timeout: timeoutMs,
        idle_in_transaction_session_timeout: timeoutMs,
      },
    });
    const ping = async () => {
      const query = client`select 1`;
      // A ping the health probe has given up must not stay in the queue for a connection.
      const timer = setTimeout(() => Promise.resolve(query.cancel()).catch(() => {}), PING_TIMEOUT_MS);
      try {
        await query;
      } finally {
        clearTimeout(timer);
      }
    };
    const health = createHealthProbe({ ping });
    setDbPoolSize(options.poolSize ?? 10);
    const db = drizzlePostgres(guardPostgres(client, { timeoutMs, health }), { schema });
    const bus = createPostgresBus(options.url);
    return {
      db,
      kind: 'postgres',
      // Migrations run on a connection of their own, without the deadline: a migration may take long.
      // Processes starting together take turns (a session lock on that one connection); the later ones
      // find the migrations applied.
      migrate: async () => {
        const migrator = postgres(options.url, {
          max: 1,
          connect_timeout: CONNECT_TIMEOUT_S,
          onnotice: () => {},
        });
        try {
          await migrator`select pg_advisory_lock(${MIGRATION_LOCK})`;
          await migratePostgres(drizzlePostgres(migrator), { migrationsFolder });
        } finally {
          await migrator.end({ timeout: 5 });
        }
      },
      ping,
      health,
      bus,
      close: async () => {
        health.close();
        await Promise.all([bus.close(), client.end({ timeout: 5 })]);
      },
    };
  }

  let client: PGlite;
  if ('dataDir' in options) {
    mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
    client = await PGlite.create(options.dataDir);
  } else {
    client = await PGlite.create(options.from ? { loadDataDir: options.from } : {});
  }
  const ping = async () => {
    await client.query('select 1');
  };
  const health = createHealthProbe({ ping });
  const db = drizzlePglite(guardPglite(client, { timeoutMs, health }), { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping,
    health,
    bus: createPgliteBus(client),
    close: async () => {
      health.close();
      await client.close();
    },
    snapshot: () => client.dumpDataDir('none'),
  };
}
