/** The data-folder lock: one holder at a time, released on release() and with its process. */
import { afterAll, describe, expect, test } from 'bun:test';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataFolderInUseError, LOCK_FILE, lockDataFolder } from './lock';

const root = mkdtempSync(join(tmpdir(), 'ww-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let folders = 0;
const newFolder = () => join(root, `data-${++folders}`);
const lockFileOf = (dataDir: string) => readFileSync(join(dataDir, LOCK_FILE), 'utf8');

/** Runs `body` while this process holds the lock on a new data folder; releases it afterwards. */
function whileHeld(body: (dataDir: string) => void): void {
  const dataDir = newFolder();
  const lock = lockDataFolder(dataDir);
  try {
    body(dataDir);
  } finally {
    lock.release();
  }
}

describe('lockDataFolder', () => {
  test('creates the folder and writes its pid into the lock file', () => {
    whileHeld((dataDir) => expect(lockFileOf(dataDir)).toBe(`${process.pid}\n`));
  });

  test('a second lock on a held folder is refused at once, naming the folder and the holder', () => {
    whileHeld((dataDir) => {
      expect(() => lockDataFolder(dataDir)).toThrow(DataFolderInUseError);
      expect(() => lockDataFolder(dataDir)).toThrow(
        `the data folder ${dataDir} is in use by another process (pid ${process.pid}). Stop it first.`,
      );
      // The refused attempt leaves the holder's pid in place.
      expect(lockFileOf(dataDir)).toBe(`${process.pid}\n`);
    });
  });

  test('release frees the folder for the next holder, and twice is harmless', () => {
    const dataDir = newFolder();
    const first = lockDataFolder(dataDir);
    first.release();
    first.release();
    const second = lockDataFolder(dataDir);
    second.release();
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true);
  });

  test('a lock file left behind without a holder does not block', () => {
    const dataDir = newFolder();
    lockDataFolder(dataDir).release();
    writeFileSync(join(dataDir, LOCK_FILE), '999999\n');
    const lock = lockDataFolder(dataDir);
    expect(lockFileOf(dataDir)).toBe(`${process.pid}\n`);
    lock.release();
  });

  test('the lock dies with a killed holder (kill -9)', async () => {
    const dataDir = newFolder();
    const holder = Bun.spawn(
      [
        'bun',
        '-e',
        `const { lockDataFolder } = await import(${JSON.stringify(join(import.meta.dir, 'lock.ts'))});
         lockDataFolder(${JSON.stringify(dataDir)}); console.log('locked'); setInterval(() => {}, 1000);`,
      ],
      { stdout: 'pipe', stderr: 'inherit' },
    );
    try {
      const reader = holder.stdout.getReader();
      const { value } = await reader.read();
      expect(new TextDecoder().decode(value)).toContain('locked');
      expect(() => lockDataFolder(dataDir)).toThrow(`(pid ${holder.pid})`);
    } finally {
      holder.kill('SIGKILL');
    }
    await holder.exited;
    lockDataFolder(dataDir).release();
  });
});
