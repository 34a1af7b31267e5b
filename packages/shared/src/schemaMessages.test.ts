/**
 * Every message a shared schema can give reaches a person as a plain sentence of the catalogue (issue 36):
 * each exported schema, and each field of an object schema, is fed empty and wrong values; every issue's
 * message is a catalogue id, and its text in German and English — as it reaches a person, named by its
 * field where the console names it (labelledMessage) — holds no zod wording, no regular expression and no
 * internal field name.
 */
import { describe, expect, test } from 'bun:test';
import { z } from 'zod';
import * as shared from '.';
import { isMessageId, labelledMessage, messageId, parseMessageId, renderMessage } from './messages';
import { zodIssueMessage } from './zodMessages';

// As the server and the web install it (server/src/i18n.ts, web/src/lib/zod.ts).
z.config({ localeError: zodIssueMessage });

const ZOD_WORDING =
  /invalid (input|string|type|option|enum|date|key)|too (small|big)|expected (string|number|boolean|object|array|date)|received|must match|pattern|unrecognized|nonoptional|zod/i;
const REGEX = /\/\^|\$\/|\\[dwsb]|\[a-z|\(\?|\{\d+,\d*\}/;

const WRONG_VALUES: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'A B!',
  'x'.repeat(25_000),
  -1,
  1e13,
  1.5,
  true,
  {},
  [],
  '2026-13-45',
  '../etc/passwd',
];

/** The object inside a schema's wrappers (optional, refine, default, prefault, pipe, …), if there is one. */
function objectIn(schema: z.ZodType): z.ZodObject | undefined {
  let current: unknown = schema;
  for (let depth = 0; depth < 10 && current; depth++) {
    if (current instanceof z.ZodObject) return current;
    const def = (current as z.ZodType)._zod?.def as unknown as Record<string, unknown> | undefined;
    current = def?.innerType ?? def?.in ?? def?.schema;
  }
  return undefined;
}

const schemas: [string, z.ZodType][] = Object.entries(shared as Record<string, unknown>).flatMap(
  ([name, value]) => (value instanceof z.ZodType ? [[name, value] as [string, z.ZodType]] : []),
);

/** Every key of every object schema that is no plain word (`titleDe`, `imagePath`): the internal names. */
const fieldNames = new Set(
  schemas
    .flatMap(([, schema]) => Object.keys(objectIn(schema)?.shape ?? {}))
    .filter((key) => /[A-Z_]/.test(key)),
);

function messagesOf(schema: z.ZodType, input: unknown): { path: PropertyKey[]; message: string }[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map(({ path, message }) => ({ path, message }));
}

/**
 * What a person reads of an issue: its field named where the console names it, in either language. An
 * unknown option's message lists the values the API takes (the schema's own, never the input): they are
 * left out of what is checked, as they are the API's words by design (decision 0061).
 */
function textsOf(issue: { path: PropertyKey[]; message: string }): string[] {
  const found = parseMessageId(issue.message);
  const message = found?.params.options
    ? messageId(found.code, { ...found.params, options: '…' })
    : issue.message;
  const labelled = labelledMessage(issue.path, message);
  return (['de', 'en'] as const).map((locale) => renderMessage(locale, labelled));
}

/**
 * The issues already found plain, by path and message: a schema fed one field gives the same issues for
 * all its other fields again and again, and what a person reads depends on nothing else (textsOf).
 */
const plainIssues = new Set<string>();

function expectPlain(name: string, issue: { path: PropertyKey[]; message: string }) {
  const key = JSON.stringify([issue.path.map((step) => `${typeof step}:${String(step)}`), issue.message]);
  if (plainIssues.has(key)) return;
  const where = `${name} at ${issue.path.join('.') || '(root)'}: ${issue.message}`;
  expect(isMessageId(issue.message), where).toBe(true);
  for (const text of textsOf(issue)) {
    expect(text, where).not.toMatch(ZOD_WORDING);
    expect(text, where).not.toMatch(REGEX);
    const named = [...fieldNames].filter((field) => text.includes(field));
    expect(named, `${where} names a field`).toEqual([]);
  }
  plainIssues.add(key);
}

describe('every shared schema speaks the catalogue’s plain sentences', () => {
  test('the walk reaches the schemas and their fields', () => {
    expect(schemas.length).toBeGreaterThan(100);
    expect(fieldNames.has('titleDe')).toBe(true);
    expect(fieldNames.has('imagePath')).toBe(true);
  });

  test.each(schemas)('%s: empty and wrong values, the whole input and each field', (name, schema) => {
    let issues = 0;
    for (const value of WRONG_VALUES)
      for (const issue of messagesOf(schema, value)) {
        issues++;
        expectPlain(name, issue);
      }
    const shape = objectIn(schema)?.shape ?? {};
    for (const field of Object.keys(shape))
      for (const value of WRONG_VALUES)
        for (const issue of messagesOf(schema, { [field]: value })) {
          issues++;
          expectPlain(name, issue);
        }
    // Every schema refuses something of these (the walk reached it), but `z.unknown()` (none exported).
    expect(issues, name).toBeGreaterThan(0);
  });
});

describe('a console field is named in its message', () => {
  test('an empty German title and a wrong slug, in both languages', () => {
    const issues = messagesOf(shared.newsFields, { slug: 'A B', titleDe: '' });
    const text = (path: string, locale: 'de' | 'en') => {
      const issue = issues.find((i) => i.path[0] === path);
      if (!issue) throw new Error(`no issue at ${path}`);
      return renderMessage(locale, labelledMessage(issue.path, issue.message));
    };
    expect(text('titleDe', 'de')).toBe('Titel (Deutsch): Diese Angabe fehlt.');
    expect(text('titleDe', 'en')).toBe('Title (German): This value is missing.');
    expect(text('slug', 'de')).toStartWith('Kennung: Bitte geben Sie eine Kennung aus Kleinbuchstaben');
    expect(text('slug', 'en')).toStartWith('Identifier: Please give an identifier');
  });

  test('a field without a label keeps its message; a labelled one is not labelled twice', () => {
    expect(labelledMessage(['firstName'], 'input.required')).toBe('input.required');
    const once = labelledMessage(['titleDe'], 'input.required');
    expect(labelledMessage(['titleDe'], once)).toBe(once);
  });
});
