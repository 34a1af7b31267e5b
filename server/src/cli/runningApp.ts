/**
 * The operator tools' way to the data (decision 0066): with DATABASE_URL they open PostgreSQL beside the
 * running app; with the embedded database they ask the running app on its control socket when it runs
 * (it holds the data folder), and open the folder themselves when it is stopped.
 */
import { existsSync } from 'node:fs';
import type { DbHandle } from '../db/client';
import { openConfiguredDatabase } from '../db/open';
import type { Config } from '../env';
import { controlSocketPath } from '../http/controlSocket';

/** The running app's answer to a command, or undefined when no app listens on the data folder's socket. */
export async function askRunningApp(
  config: Config,
  path: string,
  method: 'GET' | 'POST' = 'GET',
): Promise<Response | undefined> {
  if (config.databaseUrl) return undefined;
  const socket = controlSocketPath(config.dataDir);
  if (!existsSync(socket)) return undefined;
  try {
    const response = await fetch(`http://localhost${path}`, { unix: socket, method });
    if (!response.ok) throw new Error(`the running app could not answer: ${await response.text()}`);
    return response;
  } catch (error) {
    // A socket file without a listener: the app died without removing it; the folder is free then.
    if (
      (error as { code?: unknown }).code === 'ECONNREFUSED' ||
      (error as { code?: unknown }).code === 'ENOENT'
    )
      return undefined;
    throw error;
  }
}

/** `step` on the configured database, opened for it and closed after. */
export async function withConfiguredDatabase<T>(
  config: Config,
  step: (database: DbHandle) => Promise<T>,
): Promise<T> {
  const database = await openConfiguredDatabase(config);
  try {
    return await step(database);
  } finally {
    await database.close();
  }
}
