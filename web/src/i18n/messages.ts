/**
 * The languages, their message catalogues and the id type. Registering the ids with react-intl makes every
 * `<FormattedMessage id>` and `formatMessage({ id })` a compile-time checked literal. Each catalogue comes
 * in two parts (catalogueStore.ts): German's first part (the shell and the landing page) with the first
 * load, every other part as a chunk of its own when it is first needed.
 */
import type { de } from './catalog.de';
import { start as deStart } from './catalog.de.start';
import type { CatalogueLoaders } from './catalogueStore';

export type MessageId = keyof typeof de;
/** A catalogue as its sources have it; the build's are parsed already (web/precompiledMessages.ts). */
export type Catalogue = Record<MessageId, string>;
export type Locale = 'de' | 'en';

export const DEFAULT_LOCALE: Locale = 'de';
export const LOCALES: readonly Locale[] = ['de', 'en'];

export function isLocale(value: unknown): value is Locale {
  return value === 'de' || value === 'en';
}

/**
 * The Intl locale react-intl formats in: the shared package's one mapping (packages/shared/src/locales.ts,
 * decision 0040; messages.test.ts holds the two equal), kept here so that the first load does not import
 * the shared package.
 */
export const INTL_LOCALES: Readonly<Record<Locale, string>> = { de: 'de-DE', en: 'en-GB' };

/** The app language of react-intl's locale ("en-GB" → "en"). */
export const languageOf = (intlLocale: string): Locale => (/^en\b/i.test(intlLocale) ? 'en' : 'de');

/** How each part comes: German's first part with the app, the others as chunks of their own. */
export const catalogueLoaders: CatalogueLoaders<Locale> = {
  de: {
    start: async () => deStart,
    pages: () => import('./catalog.de.pages').then(({ pages }) => pages),
  },
  en: {
    start: () => import('./catalog.en.start').then(({ start }) => start),
    pages: () => import('./catalog.en.pages').then(({ pages }) => pages),
  },
};
export const preloadedCatalogue = [{ locale: DEFAULT_LOCALE, part: 'start', messages: deStart }] as const;

declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

/** Whether `value` is the id of a message on screen (react-intl's `intl.messages`). */
export function isMessageId(messages: Readonly<Record<string, unknown>>, value: string): value is MessageId {
  return Object.hasOwn(messages, value);
}
