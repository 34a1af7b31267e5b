/**
 * The one catalogue of messages (catalogue.ts) and how to read it: `messageText(locale, code, params)`
 * where the language is known; `germanText(code, params)` for texts fixed before any request (the zod
 * schemas' messages, which are German like the API's default); and `localizeText(locale, text)`, which
 * turns such a German text into the same message in another language at the boundary that answers the
 * request (docs/decisions/0020).
 */
import { MESSAGE_CATALOGUE } from './catalogue';

export { MESSAGE_CATALOGUE } from './catalogue';

export const MESSAGE_LOCALES = ['de', 'en'] as const;
export type MessageLocale = (typeof MESSAGE_LOCALES)[number];

type Catalogue = typeof MESSAGE_CATALOGUE;
export type MessageSection = keyof Catalogue;
export type MessageCode = { [S in MessageSection]: `${S}.${keyof Catalogue[S] & string}` }[MessageSection];
export type MessageParams = Record<string, string | number>;

type Entry = { de: string; en: string };
const entries = new Map<string, Entry>();
for (const [section, names] of Object.entries(MESSAGE_CATALOGUE)) {
  for (const [name, entry] of Object.entries(names as Record<string, Entry>))
    entries.set(`${section}.${name}`, entry);
}

/** Every code of the catalogue. */
export const MESSAGE_CODES = [...entries.keys()] as MessageCode[];

export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && entries.has(value);
}

const numberFormats: Record<MessageLocale, Intl.NumberFormat> = {
  de: new Intl.NumberFormat('de-DE'),
  en: new Intl.NumberFormat('en-GB'),
};

/** The message in a language, its `{name}` parameters filled in (numbers in the locale's format). */
export function messageText(locale: MessageLocale, code: MessageCode, params: MessageParams = {}): string {
  const template = (entries.get(code) as Entry)[locale];
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
  params: Partial<Record<keyof Catalogue[S], MessageParams>> = {},
): { readonly [K in keyof Catalogue[S]]: string } {
  const result: Record<string, string> = {};
  for (const name of Object.keys(MESSAGE_CATALOGUE[section])) {
    const given = (params as Record<string, MessageParams | undefined>)[name];
    result[name] = messageText(locale, `${section}.${name}` as MessageCode, given);
  }
  return result as { readonly [K in keyof Catalogue[S]]: string };
}

// ---- From a German text back to its message ----

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** German texts without parameters → code; templates with parameters → a pattern that captures them. */
const exactGerman = new Map<string, MessageCode>();
const germanPatterns: { code: MessageCode; pattern: RegExp; names: string[] }[] = [];
for (const [code, { de }] of entries) {
  const names = [...de.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  if (names.length === 0) {
    exactGerman.set(de, code as MessageCode);
    continue;
  }
  const source = de
    .split(/\{\w+\}/)
    .map(escapeRegExp)
    .join('(.+?)');
  germanPatterns.push({ code: code as MessageCode, pattern: new RegExp(`^${source}$`, 's'), names });
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
