/**
 * Keeps the catalogues honest (the shell's i18n/<lang>.json and the features' messages.<lang>.json, merged
 * in messages.ts): every id is defined in exactly one catalogue per language, both languages carry the same
 * ids, every id is used as a literal in the code of web/src (comments and types do not count: the files
 * are read through Bun's transpiler), every id-like literal in the code exists, and the German validation
 * texts are the shared ones verbatim (the server answers with those).
 */
import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { BRAND, INTL_LOCALES as SHARED_INTL_LOCALES, validationMessagesDe } from '@wurzelwerk/shared';
import { Glob } from 'bun';
import { start as deStart } from './catalog.de.start';
import { start as enStart } from './catalog.en.start';
import { catalogs } from './catalogs';
import { INTL_LOCALES, LOCALES, languageOf } from './messages';

const { de, en } = catalogs;

const srcDir = join(import.meta.dir, '..');
/** A quoted `namespace.key` literal, e.g. 'login.submit' or "nav.home". */
const ID_LITERAL = /(['"`])([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)+)\1/g;

/** The id-like literals of one source file (a path under web/src). */
function idLiteralsIn(file: string, into = new Set<string>()): Set<string> {
  const loader = file.endsWith('.tsx') ? 'tsx' : 'ts';
  // The transpiler drops comments and type positions, so an id mentioned only there does not count.
  const code = new Bun.Transpiler({ loader }).transformSync(readFileSync(join(srcDir, file), 'utf8'));
  for (const match of code.matchAll(ID_LITERAL)) into.add(match[2] as string);
  return into;
}

function idLiteralsInSource(): Set<string> {
  const found = new Set<string>();
  for (const file of new Glob('**/*.{ts,tsx}').scanSync(srcDir)) {
    if (file.endsWith('.test.ts') || file.endsWith('.test.tsx')) continue;
    idLiteralsIn(file, found);
  }
  return found;
}

/** Where the pages start: app/AppRoutes.tsx loads each of them (and nothing else) lazily through page(). */
const ROUTES_FILE = 'app/AppRoutes.tsx';
/**
 * The files whose dynamic imports are pages: AppRoutes.tsx's, and the signed-in set's in
 * app/signedInPages.ts, which render only inside SignedInApp — itself one of AppRoutes' pages (AppRoutes
 * also fetches one of them early, without rendering it).
 */
const ROUTE_FILES = [ROUTES_FILE, 'app/signedInPages.ts'];

/**
 * The source files the app runs before any page but the landing page: from main.tsx every static import,
 * and every dynamic one except the pages of ROUTE_FILES (those wait for the pages' part of the catalogue).
 * The shell's own lazy parts (menus, drawer, toasts, the map's layers) count.
 */
function filesBeforeThePages(): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !/\.tsx?$/.test(file)) return;
    seen.add(file);
    const loader = file.endsWith('.tsx') ? 'tsx' : 'ts';
    const imports = new Bun.Transpiler({ loader }).scanImports(readFileSync(join(srcDir, file), 'utf8'));
    for (const { kind, path } of imports) {
      if (!path.startsWith('.') || (kind === 'dynamic-import' && ROUTE_FILES.includes(file))) continue;
      visit(relative(srcDir, Bun.resolveSync(path, join(srcDir, dirname(file)))));
    }
  };
  visit('main.tsx');
  return [...seen];
}

/** Ids defined in more than one catalogue file of a language (the merge in messages.ts would hide one). */
function idsDefinedTwice(locale: string): string[] {
  const seen = new Map<string, string>();
  const twice: string[] = [];
  const files = [`i18n/${locale}.json`, ...new Glob(`features/**/messages.${locale}.json`).scanSync(srcDir)];
  for (const file of files) {
    const catalogue = JSON.parse(readFileSync(join(srcDir, file), 'utf8')) as Record<string, string>;
    for (const id of Object.keys(catalogue)) {
      const first = seen.get(id);
      if (first) twice.push(`${id} (${first}, ${file})`);
      else seen.set(id, file);
    }
  }
  return twice;
}

const deIds = Object.keys(de).sort();
const enIds = Object.keys(en).sort();
const used = idLiteralsInSource();

describe('message catalogues', () => {
  test.each([...LOCALES])('every %s id is defined in one catalogue file only', (locale) => {
    expect(idsDefinedTwice(locale)).toEqual([]);
  });

  test('German and English have the same ids', () => {
    expect(deIds.filter((id) => !(id in en))).toEqual([]);
    expect(enIds.filter((id) => !(id in de))).toEqual([]);
  });

  test('no message is empty', () => {
    for (const catalogue of [de, en]) {
      expect(Object.entries(catalogue).filter(([, text]) => text.trim() === '')).toEqual([]);
    }
  });

  test('every id is used in web/src', () => {
    expect(deIds.filter((id) => !used.has(id))).toEqual([]);
  });

  test('every id used in web/src exists', () => {
    expect([...used].filter((id) => !(id in de)).sort()).toEqual([]);
  });

  test('German validation messages equal the shared ones verbatim', () => {
    const fromCatalogue = Object.fromEntries(
      Object.keys(validationMessagesDe).map((key) => [
        key,
        (de as Record<string, string>)[`validation.${key}`],
      ]),
    );
    expect(fromCatalogue).toEqual({ ...validationMessagesDe });
  });
});

describe('page descriptions (meta.*, components/PageMeta.tsx)', () => {
  test.each([...LOCALES])('%s: each is 120–160 characters with the brand, and no two are alike', (locale) => {
    const descriptions = Object.entries(catalogs[locale])
      .filter(([id]) => id.startsWith('meta.'))
      .map(([id, text]) => [id, text.replaceAll('{brand}', BRAND)] as const);
    expect(descriptions.length).toBeGreaterThanOrEqual(16);
    expect(descriptions.filter(([, text]) => text.length < 120 || text.length > 160)).toEqual([]);
    expect(new Set(descriptions.map(([, text]) => text)).size).toBe(descriptions.length);
  });
});

describe('catalogue parts (catalogueStore.ts)', () => {
  const files = filesBeforeThePages();

  test('the first load and the shell use only ids of the first part', () => {
    expect(files).toContain('features/landing/LandingPage.tsx');
    expect(files).toContain('app/layout/NavDrawer.tsx');
    expect(files).not.toContain('app/SignedInApp.tsx');
    const ids = new Set<string>();
    for (const file of files) idLiteralsIn(file, ids);
    const used = [...ids].filter((id) => id in de);
    expect(used.length).toBeGreaterThan(100);
    expect(used.filter((id) => !(id in deStart))).toEqual([]);
  });

  test('both languages split their ids alike', () => {
    expect(Object.keys(enStart).sort()).toEqual(Object.keys(deStart).sort());
  });

  test('app/AppRoutes.tsx makes every lazy component through page(), which waits for the pages part', () => {
    const source = readFileSync(join(srcDir, ROUTES_FILE), 'utf8');
    expect(source.match(/\blazy\(/g)).toHaveLength(1);
    expect(source).toMatch(
      /= lazy\(async \(\) => \{\n\s*const \[module\] = await Promise\.all\(\[load\(\), loadPageMessages\(\)\]\);/,
    );
  });
});

test('react-intl formats in the shared locale mapping (decision 0040), and reads the language back', () => {
  expect(INTL_LOCALES).toEqual(SHARED_INTL_LOCALES);
  for (const locale of LOCALES) expect(languageOf(INTL_LOCALES[locale])).toBe(locale);
});
