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
 * Issue 16's JavaScript limit. The first load is about 145 KB: React, the router, Mantine's shell and
 * react-intl's runtime (~120 KB), the shell and the landing page with the first part of the German
 * catalogue — no zod, no TanStack Query or tRPC, no message parser, no other page's messages (decision 0022).
 */
const FIRST_LOAD_JS_LIMIT = 150 * 1024;
/** Chunks only later pages need (vite.config.ts's groups, i18n/messages.ts's parts), named as Vite names them. */
const LATER_CHUNKS = /^assets\/(zod|data|catalog\.[a-z]+\.pages)-[\w-]+\.js$/;
const RENDER_BLOCKING_CSS_LIMIT = 20 * 1024;
const FILES_BEFORE_FIRST_PAINT_LIMIT = 8;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** The files `key` needs before it runs: its own, its static imports' (transitively) and their CSS. */
function staticFiles(manifest: Record<string, ManifestChunk>, key: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { js: [...js], css: [...css] };
}

/** The files the entry needs before it runs. */
export function firstLoadFiles(manifest: Record<string, ManifestChunk>): { js: string[]; css: string[] } {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the manifest has no entry');
  return staticFiles(manifest, entry);
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
  expect(js.filter((file) => LATER_CHUNKS.test(file))).toEqual([]);
  expect(report.jsGzip).toBeLessThanOrEqual(FIRST_LOAD_JS_LIMIT);
  expect(report.cssGzip).toBeLessThanOrEqual(RENDER_BLOCKING_CSS_LIMIT);
  expect(report.files).toBeLessThanOrEqual(FILES_BEFORE_FIRST_PAINT_LIMIT);
});

/** The public pages that show sample data through the real views: pure rules (assetKinds, shopKinds), no schemas. */
const DEMO_PAGES = [
  'src/demo/dashboard/DashboardDemoPage.tsx',
  'src/demo/marketplace/MarketplaceDemoPage.tsx',
  'src/demo/farm/FarmDemoPage.tsx',
  'src/demo/shop/ShopDemoPage.tsx',
  'src/features/map/WorldMapPage.tsx',
];

/**
 * Libraries known by a string of their own that minifying leaves as it is (a file's name says nothing once a
 * chunk group has taken a library in): the tRPC client by the header it sends with its requests, the slug
 * library by one of its errors (it builds its transliteration tables as it loads; decision 0104).
 */
const TRPC_CLIENT = 'trpc-accept';
const SLUG_LIBRARY = 'cannot be included in preserved characters';

/** The public pages besides the first load that must not load the slug library (only the console derives slugs). */
const PUBLIC_PAGES = [
  'src/features/landing/BelowTheFold.tsx',
  'src/features/auth/LoginPage.tsx',
  'src/features/about/AboutPage.tsx',
  ...DEMO_PAGES,
];

test('the first load holds no tRPC client; no public page loads the slug library', () => {
  const manifest: Record<string, ManifestChunk> = JSON.parse(
    readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'),
  );
  const text = (files: readonly string[]) =>
    files.map((file) => readFileSync(join(DIST, file), 'utf8')).join('\n');
  const firstLoad = text(firstLoadFiles(manifest).js);
  expect(firstLoad.includes(TRPC_CLIENT), 'the tRPC client in the first load').toBe(false);
  expect(firstLoad.includes(SLUG_LIBRARY), 'the slug library in the first load').toBe(false);
  for (const page of PUBLIC_PAGES) {
    expect(manifest[page], page).toBeDefined();
    expect(text(staticFiles(manifest, page).js).includes(SLUG_LIBRARY), page).toBe(false);
  }
  // The marks are real: the files that do load the libraries hold them.
  const all = text(Object.values(manifest).map((chunk) => chunk.file));
  expect(all.includes(TRPC_CLIENT) && all.includes(SLUG_LIBRARY)).toBe(true);
});

test('the demos of the dashboard, marketplace, farm and shop and the world map load neither zod nor the data layer', () => {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));
  for (const page of DEMO_PAGES) {
    expect(manifest[page], page).toBeDefined();
    const { js } = staticFiles(manifest, page);
    expect(
      js.filter((file) => /^assets\/(zod|data|schemas)-[\w-]+\.js$/.test(file)),
      page,
    ).toEqual([]);
  }
});

test('the sign-in pages build no schema at load, and only the sign-in schemas when a form is used (decisions 0109, 0114)', () => {
  const manifest: Record<string, ManifestChunk> = JSON.parse(
    readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'),
  );
  const schemaFiles = (files: string[]) =>
    files.filter((file) => /^assets\/(zod|schemas|auth-schemas)-[\w-]+\.js$/.test(file));
  for (const page of [
    'src/features/auth/LoginPage.tsx',
    'src/features/auth/RegisterPage.tsx',
    'src/features/auth/ForgotPasswordPage.tsx',
    'src/features/auth/ResetPasswordPage.tsx',
  ]) {
    expect(manifest[page], page).toBeDefined();
    expect(schemaFiles(staticFiles(manifest, page).js), page).toEqual([]);
  }
  // What a sign-in form fetches when first used: zod and the sign-in schemas, not every schema.
  const checks = Object.keys(manifest).find((key) =>
    /\/authValidation-[\w-]+\.js$/.test(manifest[key]?.file ?? ''),
  );
  expect(checks).toBeDefined();
  const deferred = schemaFiles(staticFiles(manifest, checks as string).js);
  expect(deferred.some((file) => file.startsWith('assets/auth-schemas-'))).toBe(true);
  expect(deferred.some((file) => file.startsWith('assets/schemas-'))).toBe(false);
  // The settings page (its password form: the account schemas) does load the rest: the split is real.
  const { js } = staticFiles(manifest, 'src/features/settings/SettingsPage.tsx');
  expect(js.some((file) => /^assets\/schemas-[\w-]+\.js$/.test(file))).toBe(true);
});

test("the maps' country shapes come projected: no file of the build holds the world atlas (decision 0111)", () => {
  const manifest: Record<string, ManifestChunk> = JSON.parse(
    readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'),
  );
  const files = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.js'));
  // world-atlas is a TopoJSON topology ({ type: "Topology", arcs, objects }); the paths are plain SVG text.
  expect(files.filter((file) => readFileSync(join(DIST, file), 'utf8').includes('Topology'))).toEqual([]);
  const shapes = files.filter((file) =>
    /data-country|countryShapes/.test(readFileSync(join(DIST, file), 'utf8')),
  );
  expect(shapes.length).toBeGreaterThan(0);
});

test('pages without menus, tooltips or dialogs load no Floating UI: the world map, the legal notice, sign-in', () => {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));
  for (const page of [
    'src/features/map/WorldMapPage.tsx',
    'src/features/legal/ImpressumPage.tsx',
    'src/features/auth/LoginPage.tsx',
  ]) {
    expect(manifest[page], page).toBeDefined();
    const { js } = staticFiles(manifest, page);
    expect(
      js.filter((file) => /^assets\/ui-overlays-[\w-]+\.js$/.test(file)),
      page,
    ).toEqual([]);
  }
});
