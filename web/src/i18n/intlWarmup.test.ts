/**
 * public/intl-warmup.js (decision 0106): loads the browser's Intl data for the language the app will start
 * in, from the key LocaleProvider keeps it under, and never stops the page when storage is blocked.
 */
import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGE_STORAGE_KEY } from './LocaleProvider';

const WEB = join(import.meta.dir, '..', '..');
const script = readFileSync(join(WEB, 'public', 'intl-warmup.js'), 'utf8');

/** Runs the script with its two globals stood in for; returns the languages each Intl call was made for. */
function run(storage: { getItem(key: string): string | null }): string[] {
  const calls: string[] = [];
  const service = (name: string) =>
    Object.assign(
      function (this: unknown, language: string) {
        calls.push(`new ${name}(${language})`);
        return { format: () => '', select: () => '' };
      },
      { supportedLocalesOf: (language: string) => calls.push(`${name}.supportedLocalesOf(${language})`) },
    );
  const intl = {
    NumberFormat: service('NumberFormat'),
    DateTimeFormat: service('DateTimeFormat'),
    PluralRules: service('PluralRules'),
  };
  new Function('localStorage', 'Intl', script)(storage, intl);
  return calls;
}

describe('intl-warmup.js', () => {
  test('warms the language LocaleProvider will start in, read from its key', () => {
    const stored = (value: string | null) => ({
      getItem: (key: string) => (key === LANGUAGE_STORAGE_KEY ? value : null),
    });
    expect(run(stored('en'))).toEqual([
      'NumberFormat.supportedLocalesOf(en)',
      'DateTimeFormat.supportedLocalesOf(en)',
      'new NumberFormat(en)',
      'new PluralRules(en)',
    ]);
    expect(run(stored(null))).toContain('new NumberFormat(de)');
    expect(run(stored('fr'))).toContain('new NumberFormat(de)');
  });

  test('blocked storage: German, no error', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(run(blocked)).toContain('new NumberFormat(de)');
  });

  test('index.html loads it without holding up the page', () => {
    expect(readFileSync(join(WEB, 'index.html'), 'utf8')).toContain(
      '<script async src="/intl-warmup.js"></script>',
    );
  });
});
