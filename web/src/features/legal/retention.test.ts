/**
 * The privacy page, docs/retention.md and the cleanup's rules state the same periods (issue 38, decision
 * 0090): every period of RETENTION is named in the privacy page's texts in both languages and in the
 * table of docs/retention.md with its value, and neither names a period RETENTION does not have.
 */
import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RETENTION } from '@wurzelwerk/shared';
import de from './messages.de.json';
import en from './messages.en.json';

const KEYS = Object.keys(RETENTION).sort();

/** The arguments of the privacy table's retention texts: `{name, number}`. */
function periodsIn(messages: Record<string, string>): string[] {
  const texts = Object.entries(messages)
    .filter(([id]) => id.startsWith('privacy.data.') && id.endsWith('.howLong'))
    .map(([, text]) => text);
  return [
    ...new Set(texts.flatMap((text) => [...text.matchAll(/\{(\w+), number\}/g)].map((m) => m[1] ?? ''))),
  ].sort();
}

describe('retention periods', () => {
  test.each([
    ['de', de],
    ['en', en],
  ])('the privacy page (%s) names every period of RETENTION and no other', (_, messages) => {
    expect(periodsIn(messages)).toEqual(KEYS);
  });

  test('docs/retention.md states every period with its value', () => {
    const doc = readFileSync(join(import.meta.dir, '../../../../docs/retention.md'), 'utf8');
    const stated = [...doc.matchAll(/(\d+) (?:days|years) \(`(\w+)`\)/g)].map(([, value, key]) => [
      key,
      Number(value),
    ]);
    expect(stated.length).toBeGreaterThanOrEqual(KEYS.length);
    for (const [key, value] of stated)
      expect<number>(RETENTION[key as keyof typeof RETENTION]).toBe(value as number);
    expect([...new Set(stated.map(([key]) => key))].sort()).toEqual(KEYS);
  });
});
