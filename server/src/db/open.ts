/** Opens and migrates the database the configuration names, with a readable error when that fails. */
import type { Config } from '../env';
import { type DbHandle, openDatabase } from './client';

export class DatabaseStartError extends Error {}

/** postgres://user:secret@host/db → postgres://user:***@host/db */
export function redactUrl(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}

export async function openConfiguredDatabase(config: Config): Promise<DbHandle> {
  const where = config.databaseUrl
    ? `PostgreSQL at ${redactUrl(config.databaseUrl)}`
    : `PGlite in ${config.dataDir}`;
  let database: DbHandle | undefined;
  try {
    database = await openDatabase(
      config.databaseUrl
        ? { url: config.databaseUrl, poolSize: config.databasePoolSize, timeoutMs: config.databaseTimeoutMs }
        : { dataDir: config.dataDir, timeoutMs: config.databaseTimeoutMs },
    );
    await database.migrate();
    return database;
  } catch (error) {
    await database?.close().catch(() => {});
    const reason =
      error instanceof Error
        ? error.cause instanceof Error
          ? error.cause.message
          : error.message
        : String(error);
    throw new DatabaseStartError(`Cannot open the database (${where}): ${reason.split('\n')[0]}`);
  }
}
