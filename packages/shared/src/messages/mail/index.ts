/**
 * The mails' texts (issue 17): one catalogue beside the server's messages, German (de.json) and English
 * (en.json), keyed by code, `{name}` parameters as in ../index.ts. Only the server renders mails, so this is
 * its own entry point (`@wurzelwerk/shared/mail-messages`) and never part of the web's bundle.
 */
import { MESSAGE_LOCALES, type MessageLocale, type MessageParams } from '../index';
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };

export type MailTextCode = keyof typeof de;

/** Both languages, each with every code (the type requires en.json to have every key of de.json). */
export const MAIL_CATALOGUE: Readonly<Record<MessageLocale, Readonly<Record<MailTextCode, string>>>> = {
  de,
  en,
};

export const MAIL_TEXT_CODES = Object.keys(de) as MailTextCode[];
export { MESSAGE_LOCALES as MAIL_LOCALES };

/** A mail text in a language, its `{name}` parameters filled in as given (the templates format them). */
export function mailText(locale: MessageLocale, code: MailTextCode, params: MessageParams = {}): string {
  return MAIL_CATALOGUE[locale][code].replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}
