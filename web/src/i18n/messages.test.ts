/**
 * Keeps the catalogues (the shell's and the features', merged) honest: both languages carry the same ids, every id is used as a literal
 * somewhere in web/src, every id-like literal in the source exists, and the German validation texts are
 * the shared ones verbatim (the server answers with those).
 */
import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validationMessagesDe } from '@wurzelwerk/shared';
import { Glob } from 'bun';
import { catalogs } from './messages';

const { de, en } = catalogs;

const srcDir = join(import.meta.dir, '..');
/** A quoted `namespace.key` literal, e.g. 'login.submit' or "nav.home". */
const ID_LITERAL = /(['"`])([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)+)\1/g;

function idLiteralsInSource(): Set<string> {
  const found = new Set<string>();
  for (const file of new Glob('**/*.{ts,tsx}').scanSync(srcDir)) {
    if (file.endsWith('.test.ts') || file.endsWith('.test.tsx')) continue;
    const text = readFileSync(join(srcDir, file), 'utf8');
    for (const match of text.matchAll(ID_LITERAL)) found.add(match[2] as string);
  }
  return found;
}

const deIds = Object.keys(de).sort();
const enIds = Object.keys(en).sort();
const used = idLiteralsInSource();

describe('message catalogues', () => {
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
