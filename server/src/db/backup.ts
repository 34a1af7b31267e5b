/**
 * Backups of the embedded database (issue 38, decision 0089): PGlite's own dump of its data folder — a
 * consistent copy taken between two statements of the one process that holds the folder — without the
 * folder's keys, lock and socket (the secrets key is kept apart from backups), gzipped, written aside and
 * renamed into place with mode 0600, so a backup file is whole or absent. Restoring unpacks one into an
 * empty data folder under the folder's lock. Scheduled backups keep the newest N of their folder.
 * PostgreSQL is backed up with its own tools (pg_dump / pg_restore; docs/operations.md).
 */

import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { packTar, unpackTar } from 'modern-tar';
import type { DbHandle } from './client';
import { LOCK_FILE, lockDataFolder } from './lock';

/** The ending of a backup file: a gzipped tar of the data folder. */
export const BACKUP_SUFFIX = '.tar.gz';
/** What starts the names of scheduled backups (`wurzelwerk-2026-11-29T03-00-00Z.tar.gz`). */
const SCHEDULED_PREFIX = 'wurzelwerk-';

/** A scheduled backup's file name for `at` (sortable, no colons). */
export function backupFileName(at: Date): string {
  return `${SCHEDULED_PREFIX}${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z${BACKUP_SUFFIX}`;
}

/**
 * Files of the data folder that stay out of a backup: the key files (a backup with its key would be as good
 * as the plain secrets), the folder's lock, the control socket and unfinished backups.
 */
export function keptOutOfBackups(path: string): boolean {
  const name = path.replace(/^\/+/, '');
  return (
    (!name.includes('/') && name.endsWith('.key')) ||
    // The Web Push key pair (push/vapid.ts).
    name === 'vapid.json' ||
    name === LOCK_FILE ||
    // The running app's control socket (http/controlSocket.ts).
    name === 'control.sock' ||
    name.endsWith('.partial')
  );
}

/**
 * What must leave the data folder while PGlite dumps it: its dump reads every entry of the folder as a file
 * or a folder and fails on a socket — the running app's control socket (http/controlSocket.ts), which
 * registers how to step aside here (one per process: the process that holds the folder).
 */
export interface DumpGuard {
  /** Takes the socket away; resolves with how to put it back. */
  stepAside(): Promise<() => Promise<void>> | (() => Promise<void>);
}
let dumpGuard: DumpGuard | undefined;

export function guardDumps(guard: DumpGuard | undefined): void {
  dumpGuard = guard;
}

/** The folder's dump as a tar, with whatever must step aside for it away meanwhile. */
async function dumpFolder(database: DbHandle & { snapshot(): Promise<Blob> }): Promise<Uint8Array> {
  const putBack = await dumpGuard?.stepAside();
  try {
    return new Uint8Array(await (await database.snapshot()).arrayBuffer());
  } finally {
    await putBack?.();
  }
}

/** Writes a backup of the open embedded database to `file` (whole or not at all, mode 0600); its size. */
export async function writeBackup(database: DbHandle, file: string): Promise<number> {
  if (!database.snapshot) throw new Error('PostgreSQL is backed up with pg_dump (docs/operations.md)');
  const entries = await unpackTar(await dumpFolder({ ...database, snapshot: database.snapshot }), {
    filter: (header) => !keptOutOfBackups(header.name),
  });
  const dump = gzipSync(await packTar(entries));
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const draft = `${file}.${process.pid}.partial`;
  writeFileSync(draft, dump, { mode: 0o600 });
  renameSync(draft, file);
  return dump.length;
}

/** Deletes the oldest scheduled backups of `folder` beyond the newest `keep`; the names it deleted. */
export function pruneBackups(folder: string, keep: number): string[] {
  const scheduled = readdirSync(folder)
    .filter((name) => name.startsWith(SCHEDULED_PREFIX) && name.endsWith(BACKUP_SUFFIX))
    .sort()
    .reverse();
  const old = scheduled.slice(keep);
  for (const name of old) rmSync(join(folder, name), { force: true });
  return old;
}

export class RestoreRefused extends Error {}

/**
 * Unpacks the backup `file` into `dataDir`, which must be absent or empty (a folder in use is refused by its
 * lock, a folder with data by this check), and checks that the result opens.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<void> {
  if (!existsSync(file)) throw new RestoreRefused(`No backup at ${file}`);
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0)
    throw new RestoreRefused(`${dataDir} is not empty: restore into a new or empty data folder`);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const lock = lockDataFolder(dataDir);
  try {
    const dump = new Blob([gunzipSync(readFileSync(file))], { type: 'application/x-tar' });
    const client = await PGlite.create({ dataDir, loadDataDir: dump });
    await client.query('select 1');
    await client.close();
  } finally {
    lock.release();
  }
}
