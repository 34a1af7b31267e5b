/**
 * The decision index (docs/decisions/README.md) is the records' table of contents: one row per number in
 * order, every record listed under its own title, status and date, every unused number said to be unused.
 */
import { expect, test } from 'bun:test';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const FOLDER = resolve(import.meta.dir, '..', 'docs', 'decisions');

/** A record's number, title, status (first clause) and date from its heading and status line. */
function record(file: string) {
  const text = readFileSync(join(FOLDER, file), 'utf8');
  const heading = /^# (\d{4}) — (.+)$/m.exec(text);
  const status = /^\*\*Status:\*\* ([\s\S]+?) · \*\*Date:\*\* (\d{4}-\d{2}-\d{2})/m.exec(text);
  return { file, number: heading?.[1], title: heading?.[2], status: status?.[1], date: status?.[2] };
}

const records = readdirSync(FOLDER)
  .filter((file) => /^\d{4}-.+\.md$/.test(file))
  .map(record);
const rows = readFileSync(join(FOLDER, 'README.md'), 'utf8')
  .split('\n')
  .filter((line) => /^\| (\[)?\d{4}/.test(line))
  .map((line) => line.split(' | ').map((cell) => cell.replace(/^\| /, '').replace(/ \|$/, '')));

test('every record has a heading and a status line in the one format', () => {
  expect(records.filter((r) => !r.number || !r.title || !r.status || !r.date).map((r) => r.file)).toEqual([]);
  expect(records.filter((r) => !r.file.startsWith(`${r.number}-`)).map((r) => r.file)).toEqual([]);
});

test('the index lists every number once, in order, each record under its own title and date', () => {
  const numbers = rows.map((cells) => /\d{4}/.exec(cells[0] ?? '')?.[0]);
  expect(numbers).toEqual([...numbers].sort());
  expect(new Set(numbers).size).toBe(numbers.length);
  const last = Math.max(...records.map((r) => Number(r.number)));
  expect(numbers.length).toBe(last);
  for (const r of records) {
    const row = rows.find((cells) => cells[0] === `[${r.number}](${r.file})`);
    expect(row ? [row[1], row[3]] : r.file).toEqual([r.title, r.date]);
  }
  const unused = rows.filter((cells) => !cells[0]?.startsWith('['));
  for (const cells of unused) expect(cells[2]).toBe('unused');
});
