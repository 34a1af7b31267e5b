/**
 * `bun run db:studio`: Drizzle Studio (`drizzle-kit studio`, arguments passed on) on DATABASE_URL or the
 * embedded database. Studio opens PGlite in its own process, so for the embedded database this wrapper
 * takes the data folder's lock first and hands the locked file to studio as well: the folder stays locked
 * while either process lives, even if this one is killed.
 */
import { constants } from 'node:os';
import { join } from 'node:path';
import type { DataFolderLock } from '../db/lock';
import { lockConfiguredDataFolder, protectConfiguredFolders } from '../db/open';
import { loadConfig } from '../env';

const root = join(import.meta.dir, '..', '..', '..');

let lock: DataFolderLock | undefined;
// Studio's PGlite writes files 0666 like ours: the folder is made private before and after it (privateFolder.ts).
let protect = () => {};
try {
  const config = loadConfig();
  lock = lockConfiguredDataFolder(config);
  protect = protectConfiguredFolders(config);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

// The package's own bin, started directly: through `bun x` the lock would sit in that launcher, not in studio.
const drizzleKit = Bun.which('drizzle-kit', { PATH: join(root, 'node_modules', '.bin') });
if (!drizzleKit) {
  console.error('drizzle-kit is not installed: run bun install');
  process.exit(1);
}
const studio = Bun.spawn([drizzleKit, 'studio', ...process.argv.slice(2)], {
  cwd: root,
  // The lock file as the child's fd 3: the same open file description, so the same lock.
  stdio: lock ? ['inherit', 'inherit', 'inherit', lock.fd] : ['inherit', 'inherit', 'inherit'],
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => studio.kill(signal));
}
const exitCode = await studio.exited;
protect();
lock?.release();
// A child ended by a signal exits like a shell reports it: 128 + the signal's number.
const signal = studio.signalCode;
process.exit(
  signal === null ? exitCode : 128 + (typeof signal === 'number' ? signal : constants.signals[signal]),
);
