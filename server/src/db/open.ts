/**
 * Opens and migrates the database the configuration names, with a readable error when that fails. The
 * embedded database is opened only under its data folder's lock (lock.ts), held until close(), and the
 * data folder is kept private to this account (privateFolder.ts): at start, after opening, every hour
 * and at close.
 */
import { hashStoredSessionIds } from '../auth/sessionStore';
import type { Config } from '../env';
import { type DbHandle, openDatabase } from './client';
import { type DataFolderLock, lockDataFolder } from './lock';
import { protectDataFolders } from './privateFolder';

/** How often the files PGlite wrote since (mode 0666, inside the private folder) are set to 0600. */
const PROTECT_EVERY_MS = 60 * 60 * 1000;

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

/**
 * Makes the data folder (and a MEDIA_DIR outside it) private before anything is opened; the pass to run
 * again later. Throws DatabaseStartError when a folder open to others cannot be repaired.
 */
export function protectConfiguredFolders(config: Config, log?: (line: string) => void): () => void {
  try {
    return protectDataFolders(
      { dataDir: config.dataDir, uploadDir: config.uploadDir, embedded: !config.databaseUrl },
      log,
    );
  } catch (error) {
    throw startError(config, error);
  }
}

export async function openConfiguredDatabase(
  config: Config,
  log?: (line: string) => void,
): Promise<DbHandle> {
  // Before PGlite touches the folder: a second process must not even read another one's files.
  const lock = lockConfiguredDataFolder(config);
  let protect: () => void;
  try {
    protect = protectConfiguredFolders(config, log);
  } catch (error) {
    lock?.release();
    throw error;
  }
  let database: DbHandle | undefined;
  try {
    database = await openDatabase(
      config.databaseUrl
        ? { url: config.databaseUrl, poolSize: config.databasePoolSize, timeoutMs: config.databaseTimeoutMs }
        : { dataDir: config.dataDir, timeoutMs: config.databaseTimeoutMs },
    );
    await database.migrate();
    // Sessions an old version's process wrote the old way since the migration (a rolling upgrade).
    await hashStoredSessionIds(database.db);
    protect();
    keepPrivate(database, protect);
    if (lock) releaseOnClose(database, lock);
    return database;
  } catch (error) {
    await database?.close().catch(() => {});
    lock?.release();
    throw startError(config, error);
  }
}

/** Every hour while open, and once more after closing, the folder's new files are made private. */
function keepPrivate(database: DbHandle, protect: () => void): void {
  // Later passes log what they cannot repair instead of stopping a running server or its shutdown.
  const again = () => {
    try {
      protect();
    } catch (error) {
      console.error(error instanceof Error ? error.message : String(error));
    }
  };
  const timer = setInterval(again, PROTECT_EVERY_MS);
  timer.unref();
  const close = database.close.bind(database);
  database.close = async () => {
    clearInterval(timer);
    try {
      await close();
    } finally {
      again();
    }
  };
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
