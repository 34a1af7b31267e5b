/** Backup files (decision 0089): dated names that sort, the newest N kept, the folder's keys left out. */
import { expect, test } from 'bun:test';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { backupFileName, keptOutOfBackups, pruneBackups } from './backup';

test('scheduled backups: names sort by time; pruning keeps the newest N and nothing else is touched', () => {
  fc.assert(
    fc.property(
      fc.uniqueArray(fc.integer({ min: 0, max: 4_000_000_000_000 }), { minLength: 0, maxLength: 12 }),
      fc.integer({ min: 1, max: 5 }),
      (times, keep) => {
        const folder = mkdtempSync(join(tmpdir(), 'ww-prune-'));
        const names = times.map((ms) => backupFileName(new Date(Math.floor(ms / 1000) * 1000)));
        for (const name of names) writeFileSync(join(folder, name), '');
        writeFileSync(join(folder, 'by-hand.tar.gz'), '');
        pruneBackups(folder, keep);
        const newest = [...new Set(names)].sort().reverse().slice(0, keep);
        expect(readdirSync(folder).sort()).toEqual([...newest, 'by-hand.tar.gz'].sort());
      },
    ),
    { numRuns: 30 },
  );
  expect(backupFileName(new Date('2026-11-29T03:04:05.678Z'))).toBe('wurzelwerk-2026-11-29T03-04-05Z.tar.gz');
});

test("a backup leaves out the folder's keys, its lock, the control socket and unfinished backups", () => {
  for (const name of [
    '/secrets.key',
    'secrets.key',
    '/vapid.key',
    '/.wurzelwerk.lock',
    '/control.sock',
    '/x.partial',
  ])
    expect(keptOutOfBackups(name), name).toBe(true);
  for (const name of ['/PG_VERSION', '/base/1/1259', '/media/uploads/a.key', '/mail/1.eml'])
    expect(keptOutOfBackups(name), name).toBe(false);
});
