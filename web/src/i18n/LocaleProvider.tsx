/**
 * The language choice: de (default) or en, kept in localStorage under `wurzelwerk-language` and mirrored
 * to <html lang>. Wraps react-intl's IntlProvider with the chosen catalogue, and with the time zone dates
 * and times are shown in: the signed-in account's saved one, else the browser's.
 *
 * The messages on screen come from the app's catalogue store (catalogueStore.ts): German's first part is
 * there at once; a part not loaded yet (English, the pages' messages) is fetched first. At start nothing
 * renders until the chosen language is there; on a later switch the page stays in the old language until
 * the new one has arrived. Every page but the landing page waits for the pages' part (loadPageMessages).
 */

import {
  createContext,
  type ReactNode,
  use,
  useCallback,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { IntlProvider } from 'react-intl';
import { type CatalogueStore, createCatalogueStore } from './catalogueStore';
import {
  type Catalogue,
  catalogueLoaders,
  DEFAULT_LOCALE,
  INTL_LOCALES,
  isLocale,
  type Locale,
  preloadedCatalogue,
} from './messages';

export const LANGUAGE_STORAGE_KEY = 'wurzelwerk-language';

interface LocaleContextValue {
  locale: Locale;
  setLocale: (locale: Locale) => void;
  /** An IANA time zone for every formatted date and time; undefined: the browser's own. */
  setTimeZone: (timeZone: string | undefined) => void;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

function readStoredLocale(): Locale {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    // Storage can be blocked (privacy settings); the default language still works.
    return DEFAULT_LOCALE;
  }
}

let appCatalogues: CatalogueStore<Locale> | undefined;

/** The app's catalogue store, created with the stored language on first use. */
function catalogues(): CatalogueStore<Locale> {
  if (!appCatalogues) {
    appCatalogues = createCatalogueStore({
      loaders: catalogueLoaders,
      defaultLocale: DEFAULT_LOCALE,
      preloaded: preloadedCatalogue,
    });
    appCatalogues.setLocale(readStoredLocale());
  }
  return appCatalogues;
}

/** For every page but the landing page: resolves once the pages' messages are on screen. */
export function loadPageMessages(): Promise<void> {
  return catalogues().loadPages();
}

export function LocaleProvider({ children }: { children: ReactNode }) {
  const store = catalogues();
  const shown = useSyncExternalStore(store.subscribe, store.get);
  const [timeZone, setTimeZone] = useState<string | undefined>(undefined);

  const setLocale = useCallback(
    (next: Locale) => {
      store.setLocale(next);
      try {
        window.localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
      } catch {
        // Not persisted when storage is blocked; the choice still holds for this visit.
      }
    },
    [store],
  );

  const locale = shown?.locale;
  // A layout effect: <html lang> is current before any effect below refetches content in the new language.
  useLayoutEffect(() => {
    if (locale) document.documentElement.lang = locale;
  }, [locale]);

  const value = useMemo(() => locale && { locale, setLocale, setTimeZone }, [locale, setLocale]);

  if (!shown || !value) return null;
  return (
    <LocaleContext value={value}>
      {/* The parts loaded so far: on the landing page only the first, which holds every id it uses. */}
      <IntlProvider
        locale={INTL_LOCALES[shown.locale]}
        defaultLocale={DEFAULT_LOCALE}
        messages={shown.messages as Catalogue}
        timeZone={timeZone}
      >
        {children}
      </IntlProvider>
    </LocaleContext>
  );
}

/** The current language and its setter; throws outside LocaleProvider (product §8). */
export function useLocale(): LocaleContextValue {
  const value = use(LocaleContext);
  if (!value) throw new Error('useLocale must be used within LocaleProvider');
  return value;
}
