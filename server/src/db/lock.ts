/**
 * One process per embedded data folder. PGlite takes no lock of its own: two processes on one folder
 * each see only their own writes and lose acknowledged ones (issue 14). This module holds an exclusive
 * kernel lock (`flock(LOCK_EX | LOCK_NB)`) on `<dataDir>/.wurzelwerk.lock` for as long as the database
 * is open. The kernel drops it with the process, so a `kill -9` leaves nothing stale behind.
 *
 * Why bun:ffi: Node's and Bun's fs have no flock; `fs-native-extensions` (prebuilt) crashes Bun when
 * the lock is taken (an unsupported libuv call), `fs-ext`/`os-lock` need a node-gyp build, and
 * `proper-lockfile` is mtime-based, so a killed holder would block the next start (decision 0015).
 */
import { dlopen, FFIType, read } from 'bun:ffi';
import { closeSync, constants, ftruncateSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { constants as osConstants } from 'node:os';
import { join } from 'node:path';

export const LOCK_FILE = '.wurzelwerk.lock';

/** Another process holds the folder. The message is the operator's line (after "Cannot open …: "). */
export class DataFolderInUseError extends Error {}

export interface DataFolderLock {
  /** The open lock file: a child process given this descriptor holds the lock too (db:studio). */
  readonly fd: number;
  /** Releases the lock (idempotent). The file stays: deleting it would let two holders lock two inodes. */
  release(): void;
}

// The same values on Linux, macOS and the BSDs.
const LOCK_EX = 2;
const LOCK_NB = 4;

/** libc and its errno accessor on the platforms that have flock; undefined elsewhere (Windows). */
const LIBC: Partial<Record<NodeJS.Platform, { path: string; errno: string }>> = {
  // glibc; musl answers any "libc.*" name with itself.
  linux: { path: 'libc.so.6', errno: '__errno_location' },
  darwin: { path: '/usr/lib/libSystem.B.dylib', errno: '__error' },
  freebsd: { path: 'libc.so.7', errno: '__error' },
};

type Flock = (fd: number, operation: number) => { result: number; errno: number };
let flock: Flock | undefined;

function loadFlock(): Flock {
  if (flock) return flock;
  const libc = LIBC[process.platform];
  if (!libc) {
    throw new Error(
      `file locks are not supported on ${process.platform}; use PostgreSQL (DATABASE_URL) there`,
    );
  }
  const { symbols } = dlopen(libc.path, {
    flock: { args: [FFIType.i32, FFIType.i32], returns: FFIType.i32 },
    [libc.errno]: { args: [], returns: FFIType.ptr },
  });
  const errnoLocation = symbols[libc.errno] as () => number | null;
  const call = symbols.flock as (fd: number, operation: number) => number;
  flock = (fd, operation) => {
    const result = call(fd, operation);
    // Read right after the call, before anything else on this thread can overwrite errno.
    const location = result === 0 ? null : errnoLocation();
    return { result, errno: location ? read.i32(location, 0) : 0 };
  };
  return flock;
}

const errnoName = (errno: number) =>
  Object.entries(osConstants.errno).find(([, value]) => value === errno)?.[0] ?? `errno ${errno}`;

function holderPid(path: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the folder's lock (creating the folder when missing) or throws at once: DataFolderInUseError when
 * another process holds it — or this process through another open of the file, since flock locks belong
 * to an open file description — and a plain Error when locks are unavailable.
 */
export function lockDataFolder(dataDir: string): DataFolderLock {
  const lock = loadFlock();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const path = join(dataDir, LOCK_FILE);
  // Not truncated on open: until we hold the lock, the pid in it is the holder's.
  const fd = openSync(path, constants.O_RDWR | constants.O_CREAT, 0o600);
  const { result, errno } = lock(fd, LOCK_EX | LOCK_NB);
  if (result !== 0) {
    closeSync(fd);
    if (errno === osConstants.errno.EWOULDBLOCK || errno === osConstants.errno.EAGAIN) {
      const pid = holderPid(path);
      throw new DataFolderInUseError(
        `the data folder ${dataDir} is in use by another process${pid ? ` (pid ${pid})` : ''}. Stop it first.`,
      );
    }
    throw new Error(`cannot lock the data folder ${dataDir} (flock: ${errnoName(errno)})`);
  }
  try {
    ftruncateSync(fd, 0);
    writeSync(fd, `${process.pid}\n`, 0);
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  let open = true;
  return {
    fd,
    release() {
      if (!open) return;
      open = false;
      // Closing the last descriptor of the open file description drops the lock.
      closeSync(fd);
    },
  };
}
