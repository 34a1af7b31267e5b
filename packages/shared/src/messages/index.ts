/**
 * The one catalogue of messages: every message the server can send and the texts of the shared zod schemas,
 * keyed by code (`section.name`, e.g. `shop.zipCode`), in German (de.json, the spec's texts verbatim) and
 * English (en.json). `{name}` is a parameter: numbers are written in the locale's format, anything else as
 * given. Sections: validation and account (the forms' fields, product §5, docs/product
 * §5, §8), auth, text, asset, investment, order, shop, stream, farm, http (refusals before a procedure runs),
 * input (zod's own issues, where a schema has no text) and error (failures the client is told little about).
 *
 * Where the language is known (a service with its request), a message is made in it: `messageText(locale,
 * code, params)`. What is fixed before any request — a shared zod schema's message, an HTTP refusal — is a
 * message *id* (`messageId(code, params)`: the code, its parameters as JSON after it), never a text; the
 * server renders it in the request's language where it writes the reply, the web in the page's language
 * where it shows a field's error (`renderMessage`; docs/decisions/0061).
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

/**
 * A message by id, as a shared schema or a refusal made before any request carries it: the catalogue's
 * code, followed by its parameters as a JSON object where it has any — `shop.zipCode`,
 * `shop.fieldTooLong{"max":200}`. Only `messageId` builds one and only `parseMessageId` reads one.
 */
export type MessageId = MessageCode | `${MessageCode}{${string}}`;

/** The id of a message with its parameters (numbers stay numbers: they are written in the reader's format). */
export function messageId(code: MessageCode, params?: MessageParams): MessageId {
  return params && Object.keys(params).length > 0 ? (`${code}${JSON.stringify(params)}` as MessageId) : code;
}

const ID_SHAPE = /^(\w+\.\w+)(\{.*\})?$/s;

function paramsOf(json: string): MessageParams | undefined {
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    const entries = Object.entries(value);
    const valid = entries.every(
      ([, v]) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)),
    );
    return valid ? (Object.fromEntries(entries) as MessageParams) : undefined;
  } catch {
    return undefined;
  }
}

/** The code and parameters of a message id, or undefined for any other text. */
export function parseMessageId(text: string): { code: MessageCode; params: MessageParams } | undefined {
  const match = ID_SHAPE.exec(text);
  const code = match?.[1];
  if (!match || !isMessageCode(code)) return undefined;
  if (match[2] === undefined) return { code, params: {} };
  const params = paramsOf(match[2]);
  return params ? { code, params } : undefined;
}

export function isMessageId(value: unknown): value is MessageId {
  return typeof value === 'string' && parseMessageId(value) !== undefined;
}

/**
 * A message id in the reader's language; any other text (one already made in a language, by a service that
 * knew it) comes back unchanged.
 */
export function renderMessage(locale: MessageLocale, text: string): string {
  const found = parseMessageId(text);
  if (!found) return text;
  if (found.code !== 'input.labelled') return messageText(locale, found.code, found.params);
  // A field's message: the field's label and the message itself, each in the language.
  const { field, text: inner } = found.params;
  const label = `field.${field}`;
  return messageText(locale, found.code, {
    ...found.params,
    ...(isMessageCode(label) && { field: messageText(locale, label) }),
    ...(typeof inner === 'string' && { text: renderMessage(locale, inner) }),
  });
}

/**
 * A schema's message as a message naming its field (`input.labelled`: "Titel (Deutsch): Diese Angabe
 * fehlt."): for an issue whose path starts with a field the catalogue has a label for (`field.<name>`),
 * else the message unchanged. The console's forms and the admin router use it (decision 0080).
 */
export function labelledMessage(path: readonly PropertyKey[], message: string): string {
  const field = path[0];
  if (typeof field !== 'string' || !isMessageCode(`field.${field}`)) return message;
  if (parseMessageId(message)?.code === 'input.labelled') return message;
  return messageId('input.labelled', { field, text: message });
}

/** The German text of a message id (the API's default language), further parameters added. */
export function germanText(id: MessageId, params: MessageParams = {}): string {
  const found = parseMessageId(id);
  return found ? messageText('de', found.code, { ...found.params, ...params }) : id;
}

/** The ids of one section's messages, parameters given where they have any: the schemas' constants. */
export function messageIds<S extends MessageSection>(
  section: S,
  params: Partial<Record<NameIn<S>, MessageParams>> = {},
): { readonly [K in NameIn<S>]: MessageId } {
  const result: Record<string, MessageId> = {};
  for (const code of MESSAGE_CODES) {
    if (!code.startsWith(`${section}.`)) continue;
    const name = code.slice(section.length + 1);
    result[name] = messageId(code, (params as Record<string, MessageParams | undefined>)[name]);
  }
  return result as { readonly [K in NameIn<S>]: MessageId };
}

/**
 * The texts of one section in one language, parameters filled in where given: for a service or a test that
 * wants the words themselves (the server's AUTH_MESSAGES).
 */
export function messageSection<S extends MessageSection>(
  locale: MessageLocale,
  section: S,
  params: Partial<Record<NameIn<S>, MessageParams>> = {},
): { readonly [K in NameIn<S>]: string } {
  const ids = messageIds(section, params) as Record<string, MessageId>;
  const result: Record<string, string> = {};
  for (const [name, id] of Object.entries(ids)) result[name] = renderMessage(locale, id);
  return result as { readonly [K in NameIn<S>]: string };
}
