/**
 * The precompiled catalogues format exactly as react-intl formats the source texts with its parser: every
 * message of both languages, with values for each of its arguments (plurals with several counts, numbers
 * with decimals), so a parser option or locale that differs between build and browser shows here.
 */
import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type MessageFormatElement, TYPE } from '@formatjs/icu-messageformat-parser';
import { Glob } from 'bun';
import { createIntl } from 'react-intl';
import { catalogueLocale, catalogueModule, compileCatalogue } from './precompiledMessages';
import { catalogs } from './src/i18n/catalogs';
import { LOCALES } from './src/i18n/messages';

const srcDir = join(import.meta.dir, 'src');

/** The argument names of a message and of what it nests (plural and select branches, tags), with their types. */
function argumentsOf(elements: readonly MessageFormatElement[], into = new Map<string, TYPE>()) {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (!into.has(element.value)) into.set(element.value, element.type);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
    if (element.type === TYPE.tag) argumentsOf(element.children, into);
  }
  return into;
}

type Value = string | number | Date | ((chunks: unknown[]) => string);

/**
 * Value sets for the arguments: each plural argument takes each count, a tag (`<link>…</link>`) a function
 * that marks its text, the others a fixed value.
 */
function valueSets(args: Map<string, TYPE>): Record<string, Value>[] {
  const fixed: Record<string, Value> = {};
  const plurals: string[] = [];
  for (const [name, type] of args) {
    if (type === TYPE.plural) plurals.push(name);
    else if (type === TYPE.number) fixed[name] = 1234.5;
    else if (type === TYPE.date || type === TYPE.time) fixed[name] = new Date(Date.UTC(2025, 2, 14, 9, 5));
    else if (type === TYPE.tag) fixed[name] = (chunks) => `[${name}:${chunks.join('')}]`;
    else fixed[name] = `«${name}»`;
  }
  return [0, 1, 2, 1234.5].map((count) => ({
    ...fixed,
    ...Object.fromEntries(plurals.map((name) => [name, count])),
  }));
}

describe('precompiled catalogues', () => {
  test.each([...LOCALES])('%s: every message formats as with the parser at run time', (locale) => {
    const source = catalogs[locale];
    const compiled = compileCatalogue(source, locale);
    const errors: unknown[] = [];
    const onError = (error: unknown) => errors.push(error);
    const parsing = createIntl({ locale, messages: source, onError });
    const precompiled = createIntl({ locale, messages: compiled, onError });

    let plurals = 0;
    for (const id of Object.keys(source) as (keyof typeof source)[]) {
      const args = argumentsOf(compiled[id] ?? []);
      if ([...args.values()].includes(TYPE.plural)) plurals += 1;
      for (const values of valueSets(args)) {
        expect(precompiled.formatMessage({ id }, values)).toEqual(parsing.formatMessage({ id }, values));
      }
    }
    expect(errors).toEqual([]);
    // The catalogues do have plurals (with `#`, formatted as a number in the locale) to compare.
    expect(plurals).toBeGreaterThanOrEqual(10);
    const viewers = { count: 1234.5 };
    expect(precompiled.formatMessage({ id: 'streams.viewers' }, viewers)).toBe(
      locale === 'de' ? '1.234,5 Zuschauer' : '1,234.5 viewers',
    );
  });

  test('every catalogue file of the app is one the build compiles, and nothing else is', () => {
    const catalogueFiles = ['i18n/*.json', 'features/*/messages.*.json'].flatMap((pattern) => [
      ...new Glob(pattern).scanSync(srcDir),
    ]);
    expect(catalogueFiles.length).toBeGreaterThan(2 * 16);
    for (const file of catalogueFiles) expect(catalogueLocale(file)).toBeOneOf([...LOCALES]);
    for (const file of new Glob('**/*.json').scanSync(srcDir)) {
      if (!catalogueFiles.includes(file)) expect(catalogueLocale(file)).toBeUndefined();
    }
  });

  test('a compiled catalogue is the same JSON object shape, each message a syntax tree', () => {
    const text = readFileSync(join(srcDir, 'features', 'streams', 'messages.de.json'), 'utf8');
    const compiled = compileCatalogue(JSON.parse(text), 'de');
    expect(compiled['streams.viewers']).toEqual([
      {
        type: TYPE.plural,
        value: 'count',
        offset: 0,
        pluralType: 'cardinal',
        options: {
          one: { value: [{ type: TYPE.pound }, { type: TYPE.literal, value: ' Zuschauer' }] },
          other: { value: [{ type: TYPE.pound }, { type: TYPE.literal, value: ' Zuschauer' }] },
        },
      },
    ]);
  });

  test('the module the build makes of a catalogue exports its compiled form, as one JSON text', async () => {
    for (const file of ['i18n/de.json', 'features/legal/messages.en.json']) {
      const text = readFileSync(join(srcDir, file), 'utf8');
      const locale = catalogueLocale(file) as string;
      const code = catalogueModule(text, locale);
      expect(code).toStartWith('export default JSON.parse("');
      const module = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
      expect(module.default).toEqual(compileCatalogue(JSON.parse(text), locale));
    }
  });
});
