/**
 * The one catalogue of messages: every message the server can send and the texts of the shared zod schemas,
 * keyed by code (`section.name`, e.g. `shop.zipCode`), in German (de.json, the spec's texts verbatim) and
 * English (en.json). `{name}` is a parameter: numbers are written in the locale's format, anything else as
 * given. Sections: validation and account (the forms' fields, product §5, docs/product
 * §5, §8), auth, text, asset, investment, order, shop, stream, farm, http (refusals before a procedure runs)
 * and error (failures the client is told little about).
 *
 * Read it with `messageText(locale, code, params)` where the language is known; `germanText(code, params)`
 * for texts fixed before any request (the zod schemas' messages, German like the API's default); and
 * `localizeText(locale, text)`, which turns such a German text into the same message in another language at
 * the boundary that answers the request (docs/decisions/0020).
 */

import { intlLocale } from '../locales';
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };

export const MESSAGE_LOCALES = ['de', 'en'] as const;
export type MessageLocale = (typeof MESSAGE_LOCALES)[number];

export type MessageCode = keyof typeof de;
export type MessageSection = MessageCode extends `${infer S}.${string}` ? S : never;
export type MessageParams = Record<string, string | number>;
/** The names of a section's messages: 'zipCode' for `shop.zipCode`. */
type NameIn<S extends MessageSection> = MessageCode extends infer C
  ? C extends `${S}.${infer N}`
    ? N
    : never
  : never;

/** Both languages, each with every code (the type requires en.json to have every key of de.json). */
export const MESSAGE_CATALOGUE: Readonly<Record<MessageLocale, Readonly<Record<MessageCode, string>>>> = {
  de,
  en,
};

/** Every code of the catalogue. */
export const MESSAGE_CODES = Object.keys(de) as MessageCode[];

export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && Object.hasOwn(de, value);
}

const numberFormats: Record<MessageLocale, Intl.NumberFormat> = {
  de: new Intl.NumberFormat(intlLocale('de')),
  en: new Intl.NumberFormat(intlLocale('en')),
};

/** The message in a language, its `{name}` parameters filled in (numbers in the locale's format). */
export function messageText(locale: MessageLocale, code: MessageCode, params: MessageParams = {}): string {
  const template = MESSAGE_CATALOGUE[locale][code];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? numberFormats[locale].format(value) : value;
  });
}

/** The German text: the default of the API and the message of the shared zod schemas. */
export const germanText = (code: MessageCode, params?: MessageParams): string =>
  messageText('de', code, params);

/**
 * The texts of one section in one language, parameters filled in where given: the named constants of the
 * schema modules (SHOP_MESSAGES, …) are these views, not copies.
 */
export function messageSection<S extends MessageSection>(
  locale: MessageLocale,
  section: S,
  params: Partial<Record<NameIn<S>, MessageParams>> = {},
): { readonly [K in NameIn<S>]: string } {
  const result: Record<string, string> = {};
  for (const code of MESSAGE_CODES) {
    if (!code.startsWith(`${section}.`)) continue;
    const name = code.slice(section.length + 1);
    result[name] = messageText(locale, code, (params as Record<string, MessageParams | undefined>)[name]);
  }
  return result as { readonly [K in NameIn<S>]: string };
}

// ---- From a German text back to its message ----

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** German texts without parameters → code; templates with parameters → a pattern that captures them. */
const exactGerman = new Map<string, MessageCode>();
const germanPatterns: { code: MessageCode; pattern: RegExp; names: string[] }[] = [];
for (const code of MESSAGE_CODES) {
  const german = de[code];
  const names = [...german.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  if (names.length === 0) {
    exactGerman.set(german, code);
    continue;
  }
  const source = german
    .split(/\{\w+\}/)
    .map(escapeRegExp)
    .join('(.+?)');
  germanPatterns.push({ code, pattern: new RegExp(`^${source}$`, 's'), names });
}

/** A German-formatted whole number ("100.000") as a number, so that it is written anew in the target locale. */
function germanNumber(text: string): string | number {
  return /^\d{1,3}(\.\d{3})*$/.test(text) ? Number(text.replaceAll('.', '')) : text;
}

/** The code and parameters of a German catalogue text, or undefined for any other text. */
export function parseGermanText(text: string): { code: MessageCode; params: MessageParams } | undefined {
  const exact = exactGerman.get(text);
  if (exact) return { code: exact, params: {} };
  for (const { code, pattern, names } of germanPatterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    const params: MessageParams = {};
    names.forEach((name, index) => {
      params[name] = germanNumber(match[index + 1] ?? '');
    });
    return { code, params };
  }
  return undefined;
}

/**
 * The same message in the locale, when the text is a German text of the catalogue (a zod schema's message,
 * an HTTP refusal); any other text comes back unchanged.
 */
export function localizeText(locale: MessageLocale, text: string): string {
  if (locale === 'de') return text;
  const found = parseGermanText(text);
  return found ? messageText(locale, found.code, found.params) : text;
}
