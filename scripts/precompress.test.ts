/**
 * scripts/precompress.ts: compressed copies beside the text-like files of a build that are worth it, the
 * same files on a second run, and the command as the web build runs it.
 */
import { afterAll, describe, expect, test } from 'bun:test';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { run } from '../server/test/processes';
import { precompress } from './precompress';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const text = (name: string) => `/* ${name} */ ${'const wurzelwerk = "nachhaltig";\n'.repeat(100)}`;
/** Random bytes, which no coding makes smaller. */
const noise = crypto.getRandomValues(new Uint8Array(4096));

/** A build folder like Vite's: index.html, hashed files in assets/, a few files at the top. */
function build(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ww-precompress-'));
  folders.push(dir);
  const files: Record<string, string | Uint8Array> = {
    'index.html': `<!doctype html>${text('index')}`,
    'assets/index-AbC1_x-9.js': text('js'),
    'assets/index-Zz9yXw8v.css': text('css'),
    'assets/map-DeF2gh3i.json': text('json'),
    'assets/index-AbC1_x-9.js.map': text('map'),
    'assets/logo-0123abcd.svg': text('svg'),
    'assets/photo-0123abcd.png': noise,
    'assets/small-q1w2e3r4.js': 'console.log(1)',
    'site.webmanifest': text('manifest'),
    'robots.txt': text('txt'),
    'noise.txt': noise,
  };
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

/** Every file of a folder with its bytes, by relative name. */
const snapshot = (dir: string) =>
  Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort()
      .map((file) => [file, readFileSync(file).toString('base64')]),
  );

describe('precompress', () => {
  test('writes .br and .gz beside each text-like file of 1 KB or more, decoding to the file', () => {
    const dir = build();
    const summary = precompress(dir);
    const compressed = [
      'index.html',
      'assets/index-AbC1_x-9.js',
      'assets/index-Zz9yXw8v.css',
      'assets/map-DeF2gh3i.json',
      'assets/index-AbC1_x-9.js.map',
      'assets/logo-0123abcd.svg',
      'site.webmanifest',
      'robots.txt',
    ];
    expect(summary.files).toBe(compressed.length);
    for (const name of compressed) {
      const original = readFileSync(join(dir, name));
      const br = readFileSync(join(dir, `${name}.br`));
      const gz = readFileSync(join(dir, `${name}.gz`));
      expect(brotliDecompressSync(br)).toEqual(original);
      expect(gunzipSync(gz)).toEqual(original);
      expect(br.byteLength).toBeLessThan(gz.byteLength);
      expect(gz.byteLength).toBeLessThan(original.byteLength / 4);
    }
    // Not images, not files under 1 KB, not files that compression does not shrink.
    for (const name of ['assets/photo-0123abcd.png', 'assets/small-q1w2e3r4.js', 'noise.txt']) {
      expect(existsSync(join(dir, `${name}.br`))).toBe(false);
      expect(existsSync(join(dir, `${name}.gz`))).toBe(false);
    }
  });

  test('a second run gives the same files; a copy that no longer pays is removed', () => {
    const dir = build();
    precompress(dir);
    const first = snapshot(dir);
    expect(Object.keys(first)).toHaveLength(11 + 8 * 2);
    precompress(dir);
    expect(snapshot(dir)).toEqual(first);
    // The file changed into something incompressible: its old copies must not stay behind.
    writeFileSync(join(dir, 'robots.txt'), noise);
    precompress(dir);
    expect(existsSync(join(dir, 'robots.txt.br'))).toBe(false);
    expect(existsSync(join(dir, 'robots.txt.gz'))).toBe(false);
  });

  test('runs as the web build calls it, and without a folder says how', async () => {
    const dir = build();
    const done = await run(['bun', 'scripts/precompress.ts', dir]);
    expect(done.exitCode).toBe(0);
    expect(done.stdout).toMatch(/^precompressed 8 files/);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(true);
    const usage = await run(['bun', 'scripts/precompress.ts']);
    expect(usage.exitCode).toBe(1);
    expect(usage.stderr).toContain('usage: bun scripts/precompress.ts <dir>');
  });
});
