/**
 * The data folder is private to the server's account (issue 31; decision 0048): PGlite's files (0666
 * whatever the umask) and a folder left open by an earlier version are repaired at start with one log
 * line, files written later are made private again, and a folder that cannot be repaired stops the start.
 */
import { afterAll, describe, expect, test } from 'bun:test';
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, testDatabaseUrl } from '../../test/harness';
import { loadConfig } from '../env';
import { DatabaseStartError, openConfiguredDatabase } from './open';
import { DataFolderModeError, makePrivate } from './privateFolder';

const umaskBefore = process.umask();
const root = mkdtempSync(join(tmpdir(), 'ww-private-'));
afterAll(() => {
  process.umask(umaskBefore);
  rmSync(root, { recursive: true, force: true });
});
let folders = 0;
const newFolder = () => join(root, `data-${++folders}`);

const modeOf = (path: string) => lstatSync(path).mode & 0o777;

/** Every file and folder under `dir` (the folder itself too) that the group or others may use. */
function openToOthers(dir: string): string[] {
  const open: string[] = [];
  const visit = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    if (stat.mode & 0o077) open.push(`${path} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
  };
  visit(dir);
  return open;
}

/** A data folder as an earlier version left it: everything readable and writable by every account. */
function openFolder(): string {
  const dir = newFolder();
  mkdirSync(join(dir, 'mail'), { recursive: true });
  writeFileSync(join(dir, 'mail', 'a.eml'), 'Subject: x\n\nhttp://localhost/reset-password?token=secret');
  writeFileSync(join(dir, 'secrets.key'), 'key');
  for (const file of ['mail/a.eml', 'secrets.key']) chmodSync(join(dir, file), 0o666);
  chmodSync(join(dir, 'mail'), 0o777);
  chmodSync(dir, 0o777);
  return dir;
}

describe('makePrivate', () => {
  test('folders 0700, files 0600 (the owner’s x bit kept); links are neither changed nor followed', () => {
    const dir = openFolder();
    writeFileSync(join(dir, 'tool'), '#!/bin/sh\n');
    chmodSync(join(dir, 'tool'), 0o755);
    const outside = join(root, `outside-${folders}`);
    writeFileSync(outside, 'not ours to change');
    chmodSync(outside, 0o666);
    symlinkSync(outside, join(dir, 'link'));

    expect(makePrivate(dir)).toBe(5);
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(join(dir, 'mail'))).toBe(0o700);
    expect(modeOf(join(dir, 'mail', 'a.eml'))).toBe(0o600);
    expect(modeOf(join(dir, 'secrets.key'))).toBe(0o600);
    expect(modeOf(join(dir, 'tool'))).toBe(0o700);
    expect(statSync(outside).mode & 0o777).toBe(0o666);
    expect(openToOthers(dir)).toEqual([]);
    // Nothing left to repair.
    expect(makePrivate(dir)).toBe(0);
  });

  test('a folder that cannot be made private stops with one line', () => {
    const dir = openFolder();
    const refuse = () => {
      throw Object.assign(new Error('operation not permitted'), { code: 'EPERM' });
    };
    expect(() => makePrivate(dir, refuse)).toThrow(DataFolderModeError);
    expect(() => makePrivate(dir, refuse)).toThrow(
      new RegExp(
        `^the folder ${dir} is open to other accounts \\(${dir}: mode 0777\\) and cannot be made private \\(EPERM\\)`,
      ),
    );
  });
});

describe('the configured database’s data folder', () => {
  test('opened: repaired with one log line; the database’s files and those written later are private', async () => {
    const dataDir = openFolder();
    const lines: string[] = [];
    // On PostgreSQL, a database of this test's own (dropped at the end), not the suite's.
    const pg = testDatabaseUrl ? await createTestDatabase({ migrated: false }) : undefined;
    const config = loadConfig({ DATA_DIR: dataDir, ...(pg?.url ? { DATABASE_URL: pg.url } : {}) });
    // On PostgreSQL the folder holds the mails and the key; with PGlite the database too.
    const database = await openConfiguredDatabase(config, (line) => lines.push(line));
    try {
      expect(lines).toHaveLength(1);
      expect(lines[0]).toStartWith(`Data folder ${dataDir}: 4 files and folders were open to other accounts`);
      expect(modeOf(dataDir)).toBe(0o700);
      expect(openToOthers(dataDir)).toEqual([]);
      if (database.kind === 'pglite') expect(readdirSync(dataDir)).toContain('PG_VERSION');
      await database.db.execute('create table later (x text)');
      writeFileSync(join(dataDir, 'mail', 'b.eml'), 'later');
      expect(modeOf(join(dataDir, 'mail', 'b.eml'))).toBe(0o600);
    } finally {
      await database.close();
      await pg?.close();
    }
    expect(openToOthers(dataDir)).toEqual([]);
  }, 60_000);

  test('a folder that cannot be repaired: the start stops with one line', async () => {
    const dataDir = newFolder();
    const config = loadConfig({ DATA_DIR: dataDir, MEDIA_DIR: '/proc/self' });
    // /proc/self is open to others (0555) and no chmod changes it: the media folder cannot be made private.
    const error = await openConfiguredDatabase(config).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DatabaseStartError);
    expect(String((error as Error).message).split('\n')).toHaveLength(1);
    expect((error as Error).message).toStartWith(
      `Cannot open the database (PGlite in ${dataDir}): the folder /proc/self is open`,
    );
  });
});
