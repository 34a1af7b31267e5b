/**
 * The language choice: de (default) or en, kept in localStorage under `wurzelwerk-language` and mirrored
 * to <html lang>. Wraps react-intl's IntlProvider with the chosen catalogue, and with the time zone dates
 * and times are shown in: the signed-in account's saved one, else the browser's.
 *
 * A catalogue not loaded yet (English, the first time) suspends: at start the nearest Suspense boundary
 * waits for it; a later switch is a transition, so the page stays as it is until the new language is there.
 */
import {
  createContext,
  type ReactNode,
  startTransition,
  use,
  useCallback,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, isLocale, type Locale, loadCatalogue, loadedCatalogue } from './messages';

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

export function LocaleProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(readStoredLocale);
  const [timeZone, setTimeZone] = useState<string | undefined>(undefined);
  const messages = loadedCatalogue(locale) ?? use(loadCatalogue(locale));

  const setLocale = useCallback((next: Locale) => {
    startTransition(() => setLocaleState(next));
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
    } catch {
      // Not persisted when storage is blocked; the choice still holds for this visit.
    }
  }, []);

  // A layout effect: <html lang> is current before any effect below refetches content in the new language.
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const value = useMemo(() => ({ locale, setLocale, setTimeZone }), [locale, setLocale]);

  return (
    <LocaleContext value={value}>
      <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages} timeZone={timeZone}>
        {children}
      </IntlProvider>
    </LocaleContext>
  );
}

/** The current language and its setter; throws outside LocaleProvider (spec §8). */
export function useLocale(): LocaleContextValue {
  const value = use(LocaleContext);
  if (!value) throw new Error('useLocale must be used within LocaleProvider');
  return value;
}
