/** What the tests of both server catalogues (messages and mail texts) check of a catalogue. */
import { expect } from 'bun:test';
import { MESSAGE_LOCALES, type MessageLocale } from './index';

/**
 * Texts that are the same in German and English: banking's own abbreviations, the word "Name", and the
 * field's label before its message (`input.labelled`).
 */
const SAME_IN_BOTH = new Set(['IBAN', 'BIC', 'Name', '{field}: {text}']);

/** A text's `{name}` parameters, sorted. */
export const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/**
 * Every code, and no other, has a text in each language: a string, not empty, with the same parameters in
 * both, and translated (the English text is not the German one, but for terms like IBAN that are both).
 */
export function expectCompleteCatalogue(
  catalogue: Record<MessageLocale, Record<string, unknown>>,
  codes: readonly string[],
): void {
  for (const locale of MESSAGE_LOCALES) {
    expect(Object.keys(catalogue[locale]).sort(), locale).toEqual([...codes].sort());
    for (const code of codes) {
      const text: unknown = catalogue[locale][code];
      expect(typeof text, `${code} ${locale}`).toBe('string');
      expect(String(text).trim(), `${code} ${locale}`).not.toBe('');
    }
  }
  for (const code of codes) {
    const { de, en } = { de: String(catalogue.de[code]), en: String(catalogue.en[code]) };
    expect(placeholders(en), code).toEqual(placeholders(de));
    if (!SAME_IN_BOTH.has(de)) expect(en, `${code} is not translated`).not.toBe(de);
  }
}
