/**
 * The language choice: de (default) or en, kept in localStorage under `wurzelwerk-language` and mirrored
 * to <html lang>. Wraps react-intl's IntlProvider with the chosen catalogue, and with the time zone dates
 * and times are shown in: the signed-in account's saved one, else the browser's.
 *
 * A catalogue not loaded yet (English, the first time) is fetched first: at start nothing renders until it
 * is there; on a later switch the page stays in the old language until the new one has arrived.
 */
import {
  createContext,
  type ReactNode,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { IntlProvider } from 'react-intl';
import {
  type Catalogue,
  DEFAULT_LOCALE,
  isLocale,
  type Locale,
  loadCatalogue,
  loadedCatalogue,
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

export function LocaleProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<{ locale: Locale; messages: Catalogue | undefined }>(() => {
    const locale = readStoredLocale();
    return { locale, messages: loadedCatalogue(locale) };
  });
  const { locale, messages } = current;
  const [timeZone, setTimeZone] = useState<string | undefined>(undefined);
  // The language asked for last: a catalogue that arrives after a newer choice is not applied.
  const wanted = useRef(locale);

  const show = useCallback((next: Locale) => {
    wanted.current = next;
    const ready = loadedCatalogue(next);
    if (ready) {
      setCurrent({ locale: next, messages: ready });
      return;
    }
    loadCatalogue(next).then(
      (catalogue) => wanted.current === next && setCurrent({ locale: next, messages: catalogue }),
      // The chunk could not be fetched (offline, a deploy in between): German, which is always there.
      () => wanted.current === next && show(DEFAULT_LOCALE),
    );
  }, []);

  // At start with a catalogue still to fetch.
  useEffect(() => {
    if (!messages) show(locale);
  }, [messages, locale, show]);

  const setLocale = useCallback(
    (next: Locale) => {
      show(next);
      try {
        window.localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
      } catch {
        // Not persisted when storage is blocked; the choice still holds for this visit.
      }
    },
    [show],
  );

  // A layout effect: <html lang> is current before any effect below refetches content in the new language.
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const value = useMemo(() => ({ locale, setLocale, setTimeZone }), [locale, setLocale]);

  if (!messages) return null;
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
