/**
 * The data folder belongs to the server's account alone (issue 31; decision 0048). PGlite writes its files
 * with mode 0666 whatever the umask (Emscripten sets the mode itself): in a folder others could enter,
 * any local account read the WAL — and with it whatever the database held — or wrote into it.
 *
 * What protects is the folder: a 0700 directory makes everything inside unreachable to other accounts,
 * whatever the files' own modes. So at start the whole tree is made private (directories 0700, files 0600,
 * the root first), the process's umask becomes 077 (every directory and file it creates later — PGlite's
 * directories, the mails of DATA_DIR/mail, uploads, secrets.key — starts private), and the files PGlite
 * made 0666 since are set to 0600 again after the database is opened and when it is closed. A folder that
 * was open to others is repaired and the start logs one line saying so; one that cannot be repaired (it
 * belongs to another account) stops the start with one line.
 */
import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export const PRIVATE_DIRECTORY = 0o700;
export const PRIVATE_FILE = 0o600;
/** Bits of the group and of others. */
const OPEN_TO_OTHERS = 0o077;

/** The data folder is open to others and cannot be made private (the message is the operator's line). */
export class DataFolderModeError extends Error {}

type Chmod = (path: string, mode: number) => void;

/**
 * Takes every right of the group and of others away under `root` (the root included; symbolic links are
 * neither changed nor followed): directories 0700, files 0600 (an executable bit of the owner is kept).
 * Returns how many entries were open to others. Throws DataFolderModeError when one cannot be changed.
 */
export function makePrivate(root: string, chmod: Chmod = chmodSync): number {
  let opened = 0;
  const visit = (path: string, isRoot: boolean) => {
    // The root may be a link to the real folder; inside, a link is left alone.
    const stat = isRoot ? statSync(path) : lstatSync(path);
    if (stat.isSymbolicLink()) return;
    const mode = stat.mode & 0o777;
    if (mode & OPEN_TO_OTHERS) {
      opened += 1;
      const wanted = stat.isDirectory() ? PRIVATE_DIRECTORY : PRIVATE_FILE | (mode & 0o100);
      try {
        chmod(path, wanted);
      } catch (error) {
        const code = (error as { code?: string }).code ?? String(error);
        throw new DataFolderModeError(
          `the folder ${root} is open to other accounts (${path}: mode ${mode.toString(8).padStart(4, '0')}) and cannot be made private (${code}); make it this account's own, e.g. chown -R $(id -u) ${root} && chmod -R go-rwx ${root}`,
        );
      }
    }
    if (stat.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry), false);
  };
  visit(root, true);
  return opened;
}

/** Whether `inner` lies in `outer` (or is it). */
const within = (inner: string, outer: string) => !relative(resolve(outer), resolve(inner)).startsWith('..');

/**
 * Before the database opens (every entry point: start, worker, migrate, seed, studio): umask 077, the data
 * folder made (0700) when the embedded database needs it, and the data folder and a MEDIA_DIR outside it
 * made private. Logs one line per folder that was open to others. Returns the pass to run again later
 * (after opening, at close): it repairs silently, since PGlite's new files are expected to need it.
 */
export function protectDataFolders(
  folders: { dataDir: string; uploadDir: string; embedded: boolean },
  log: (line: string) => void = console.warn,
): () => void {
  process.umask(0o077);
  if (folders.embedded) mkdirSync(folders.dataDir, { recursive: true, mode: PRIVATE_DIRECTORY });
  const roots = [folders.dataDir];
  if (!within(folders.uploadDir, folders.dataDir)) roots.push(folders.uploadDir);
  const present = () => roots.filter((root) => existsSync(root));
  for (const root of present()) {
    const opened = makePrivate(root);
    if (opened > 0) {
      log(
        `Data folder ${root}: ${opened} files and folders were open to other accounts; now only this one may use them (folders 0700, files 0600).`,
      );
    }
  }
  return () => {
    for (const root of present()) makePrivate(root);
  };
}
