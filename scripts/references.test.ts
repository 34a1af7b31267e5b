/**
 * The repository explains itself (issue 32): code cites only what is in it — the product reference
 * (`product §N`, docs/product/), the design notes (docs/design.md), decisions and docs/issues.md — and every
 * relative link of the README and docs/ leads to a file that exists.
 */
import { describe, expect, test } from 'bun:test';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Glob } from 'bun';

const ROOT = resolve(import.meta.dir, '..');
const CODE = '{server,web,packages,e2e,scripts,bench}/**/*.{ts,tsx,css,html}';
/** What the original documents outside the repository were called. */
const OUTSIDE = [
  /\bspec §/i,
  /DESIGN\.md/,
  /core-product\.md/,
  /public-and-local-screens/,
  /\.\.\/shared\/spec/,
];

const files = (pattern: string) =>
  [...new Glob(pattern).scanSync({ cwd: ROOT })].filter(
    (file) => !file.includes('node_modules') && !file.includes('/dist/'),
  );

describe('references', () => {
  test('no code cites a document outside the repository', () => {
    const found: string[] = [];
    for (const file of files(CODE)) {
      if (file === 'scripts/references.test.ts') continue;
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (OUTSIDE.some((pattern) => pattern.test(line)))
            found.push(`${file}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });

  test('every relative link of the README and docs/ leads to a file', () => {
    const broken: string[] = [];
    for (const file of ['README.md', ...files('docs/**/*.md'), ...files('bench/results/*.md')]) {
      const text = readFileSync(join(ROOT, file), 'utf8');
      for (const [, target = ''] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/i.test(target) || target.startsWith('#')) continue;
        const path = decodeURIComponent(target.split('#')[0] ?? '');
        if (!existsSync(resolve(ROOT, dirname(file), path))) broken.push(`${file}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });

  test('every chapter cited as product §N has a home in docs/product', () => {
    const table = readFileSync(join(ROOT, 'docs/product/README.md'), 'utf8');
    const homes = new Set([...table.matchAll(/§(\d+)/g)].map(([, chapter]) => chapter));
    const cited = new Set<string>();
    for (const file of files(CODE)) {
      for (const [, chapter = ''] of readFileSync(join(ROOT, file), 'utf8').matchAll(/product §(\d+)/gi)) {
        cited.add(chapter);
      }
    }
    expect([...cited].filter((chapter) => !homes.has(chapter))).toEqual([]);
    expect(cited.size).toBeGreaterThan(5);
  });
});
