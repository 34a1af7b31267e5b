/**
 * Opens and migrates the database the configuration names, with a readable error when that fails. The
 * embedded database is opened only under its data folder's lock (lock.ts), held until close().
 */
import type { Config } from '../env';
import { type DbHandle, openDatabase } from './client';
import { type DataFolderLock, lockDataFolder } from './lock';

export class DatabaseStartError extends Error {}

/** postgres://user:secret@host/db → postgres://user:***@host/db */
export function redactUrl(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}

/** Where the configuration puts the database, for the operator's messages. */
function location(config: Config): string {
  return config.databaseUrl
    ? `PostgreSQL at ${redactUrl(config.databaseUrl)}`
    : `PGlite in ${config.dataDir}`;
}

/** One line: "Cannot open the database (<where>): <first line of the cause>". */
function startError(config: Config, error: unknown): DatabaseStartError {
  const reason =
    error instanceof Error
      ? error.cause instanceof Error
        ? error.cause.message
        : error.message
      : String(error);
  return new DatabaseStartError(`Cannot open the database (${location(config)}): ${reason.split('\n')[0]}`);
}

/**
 * The embedded database's folder lock (undefined with DATABASE_URL), for a process that opens the folder
 * itself or through a child (db:studio). Throws DatabaseStartError when another process holds it.
 */
export function lockConfiguredDataFolder(config: Config): DataFolderLock | undefined {
  if (config.databaseUrl) return undefined;
  try {
    return lockDataFolder(config.dataDir);
  } catch (error) {
    throw startError(config, error);
  }
}

export async function openConfiguredDatabase(config: Config): Promise<DbHandle> {
  // Before PGlite touches the folder: a second process must not even read another one's files.
  const lock = lockConfiguredDataFolder(config);
  let database: DbHandle | undefined;
  try {
    database = await openDatabase(
      config.databaseUrl
        ? { url: config.databaseUrl, poolSize: config.databasePoolSize, timeoutMs: config.databaseTimeoutMs }
        : { dataDir: config.dataDir, timeoutMs: config.databaseTimeoutMs },
    );
    await database.migrate();
    if (lock) releaseOnClose(database, lock);
    return database;
  } catch (error) {
    await database?.close().catch(() => {});
    lock?.release();
    throw startError(config, error);
  }
}

function releaseOnClose(database: DbHandle, lock: DataFolderLock): void {
  const close = database.close.bind(database);
  database.close = async () => {
    try {
      await close();
    } finally {
      lock.release();
    }
  };
}
