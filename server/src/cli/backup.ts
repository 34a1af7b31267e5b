/**
 * `bun run db:backup [file]` and `bun run db:restore <file>` (issue 38, decision 0089) for the embedded
 * database. A backup is taken by the running app (its control socket: the app holds the data folder) or,
 * while it is stopped, from the folder itself; without a file it goes to BACKUP_DIR (else DATA_DIR/../
 * backups) under a dated name. A restore unpacks a backup into DATA_DIR, which must be new or empty (a
 * folder in use is refused by its lock). With DATABASE_URL both refuse and name PostgreSQL's own tools.
 */
import { resolve } from 'node:path';
import { backupFileName, restoreBackup, writeBackup } from '../db/backup';
import { type Config, loadConfig } from '../env';
import { runCommand } from './main';
import { askRunningApp, withConfiguredDatabase } from './runningApp';

const POSTGRES = 'With DATABASE_URL, back up and restore with pg_dump and pg_restore (docs/operations.md).';

/** Where a backup without a named file goes. */
export function defaultBackupFile(config: Config, at = new Date()): string {
  return resolve(config.backupDir, backupFileName(at));
}

export async function backupCommand(args: string[]): Promise<string> {
  const config = loadConfig();
  if (config.databaseUrl) throw new Error(POSTGRES);
  if (args.length > 1) throw new Error('Usage: bun run db:backup [file]');
  const file = args[0] ? resolve(args[0]) : defaultBackupFile(config);
  const answer = await askRunningApp(config, `/db/backup?file=${encodeURIComponent(file)}`, 'POST');
  const bytes = answer
    ? ((await answer.json()) as { bytes: number }).bytes
    : await withConfiguredDatabase(config, (database) => writeBackup(database, file));
  return `Backup written: ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB). Keep SECRETS_KEY (or DATA_DIR/secrets.key) apart from it.`;
}

export async function restoreCommand(args: string[]): Promise<string> {
  const config = loadConfig();
  if (config.databaseUrl) throw new Error(POSTGRES);
  const [file] = args;
  if (!file || args.length !== 1) throw new Error('Usage: bun run db:restore <file>');
  const dataDir = resolve(config.dataDir);
  await restoreBackup(resolve(file), dataDir);
  return `Restored into ${dataDir}. Start the app with the secrets key of the backed-up data (SECRETS_KEY or a copy of its secrets.key).`;
}

if (import.meta.main) {
  const [command, ...args] = process.argv.slice(2);
  await runCommand(async () => {
    if (command === 'backup') console.log(await backupCommand(args));
    else if (command === 'restore') console.log(await restoreCommand(args));
    else throw new Error('Usage: bun run server/src/cli/backup.ts backup [file] | restore <file>');
  });
}
