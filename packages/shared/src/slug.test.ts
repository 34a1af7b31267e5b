/** A slug derived from a title (decision 0080): always a valid slug or empty, and a slug stays itself. */
import { describe, expect, test } from 'bun:test';
import fc from 'fast-check';
import { SLUG_MAX, SLUG_SHAPE } from './slug';
import { slugOf } from './slugOf';

const titles = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc
    .array(
      fc.constantFrom(
        'Bäume',
        'für',
        'Kühe',
        'Größe',
        'CO₂',
        '–',
        '—',
        '&',
        '2026',
        ' ',
        '-',
        'École',
        '日本',
      ),
      {
        maxLength: 60,
      },
    )
    .map((words) => words.join(' ')),
);

describe('slugOf', () => {
  test('always a valid slug of at most SLUG_MAX characters, or empty', () => {
    fc.assert(
      fc.property(titles, (title) => {
        const slug = slugOf(title);
        expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
        if (slug !== '') expect(slug).toMatch(SLUG_SHAPE);
      }),
      { numRuns: 2_000 },
    );
  });

  test('idempotent: the slug of a slug is the slug', () => {
    fc.assert(
      fc.property(titles, (title) => {
        const slug = slugOf(title);
        expect(slugOf(slug)).toBe(slug);
      }),
      { numRuns: 2_000 },
    );
  });

  test('a title with a Latin letter or digit gives a slug', () => {
    fc.assert(
      fc.property(fc.string(), fc.stringMatching(/^[A-Za-z0-9]$/), fc.string(), (before, letter, after) => {
        expect(slugOf(`${before}${letter}${after}`)).not.toBe('');
      }),
    );
  });

  test.each([
    ['Eichen im Spessart', 'eichen-im-spessart'],
    ['Bäume für Kühe – Größe', 'baeume-fuer-kuehe-groesse'],
    ['CO₂-Wald 2026!', 'co2-wald-2026'],
    ['Straße', 'strasse'],
    ['日本', ''],
  ])('%s → %s', (title, slug) => expect(slugOf(title)).toBe(slug));

  test('a long title is cut at a word break', () => {
    const slug = slugOf('Wald '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug).toMatch(/^(wald-)*wald$/);
  });
});
