/**
 * The landing page's size budget (issue 16), read from the build that `bun run test:e2e` makes first
 * (web/dist and Vite's manifest; no browser, nothing timed): what `/` needs before its first paint — the
 * entry, everything it imports statically and the stylesheets index.html links — in gzip bytes, and how many
 * files that is. Lazily loaded chunks (other pages, the map's geometry, menus, toasts) do not count.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

const DIST = join(import.meta.dirname, '..', 'web', 'dist');

/**
 * The JavaScript limit in force. Issue 16's target is 150 KB; the first load is at about 200 KB today and
 * this ceiling keeps it from growing while the rest is worked off (README, decision 0022: zod through the
 * shared package's schema modules, the whole German catalogue, react-intl's message parser).
 */
const FIRST_LOAD_JS_LIMIT = 205 * 1024;
const RENDER_BLOCKING_CSS_LIMIT = 20 * 1024;
const FILES_BEFORE_FIRST_PAINT_LIMIT = 8;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** The files the entry needs before it runs: its own, its static imports' (transitively) and their CSS. */
export function firstLoadFiles(manifest: Record<string, ManifestChunk>): { js: string[]; css: string[] } {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the manifest has no entry');
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  return { js: [...js], css: [...css] };
}

const gzipBytes = (files: readonly string[]) =>
  files.reduce((sum, file) => sum + gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length, 0);

test('the landing page fits its first-load budget', () => {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));
  const { js, css } = firstLoadFiles(manifest);
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  // The render-blocking stylesheets are exactly the ones index.html links.
  const linked = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map((match) => match[1]);
  expect(linked.sort()).toEqual([...css].sort());

  const report = { jsGzip: gzipBytes(js), cssGzip: gzipBytes(css), files: js.length + css.length };
  test.info().annotations.push({ type: 'first load', description: JSON.stringify(report) });
  expect(report.jsGzip).toBeLessThanOrEqual(FIRST_LOAD_JS_LIMIT);
  expect(report.cssGzip).toBeLessThanOrEqual(RENDER_BLOCKING_CSS_LIMIT);
  expect(report.files).toBeLessThanOrEqual(FILES_BEFORE_FIRST_PAINT_LIMIT);
});
