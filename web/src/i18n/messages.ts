/**
 * The languages, their message catalogues and the id type. Registering the ids with react-intl makes every
 * `<FormattedMessage id>` and `formatMessage({ id })` a compile-time checked literal. German, the default,
 * comes with the first load; English is loaded when it is first chosen.
 */
import { de } from './catalog.de';

export type MessageId = keyof typeof de;
export type Catalogue = Record<MessageId, string>;
export type Locale = 'de' | 'en';

export const DEFAULT_LOCALE: Locale = 'de';
export const LOCALES: readonly Locale[] = ['de', 'en'];

export function isLocale(value: unknown): value is Locale {
  return value === 'de' || value === 'en';
}

/** How each catalogue comes: German with the first load, English as a chunk of its own. */
const loaders: Record<Locale, () => Promise<Catalogue>> = {
  de: async () => de,
  en: () => import('./catalog.en').then(({ en }) => en),
};
const loaded = new Map<Locale, Catalogue>([['de', de]]);
const loading = new Map<Locale, Promise<Catalogue>>();

/** The catalogue of `locale` when it is loaded already. */
export function loadedCatalogue(locale: Locale): Catalogue | undefined {
  return loaded.get(locale);
}

/** Loads the catalogue of `locale` once: every caller gets the same promise. */
export function loadCatalogue(locale: Locale): Promise<Catalogue> {
  let promise = loading.get(locale);
  if (!promise) {
    promise = loaders[locale]().then((catalogue) => {
      loaded.set(locale, catalogue);
      return catalogue;
    });
    loading.set(locale, promise);
  }
  return promise;
}

declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

export function isMessageId(value: string): value is MessageId {
  return Object.hasOwn(de, value);
}
