/**
 * Which messages are on screen, for LocaleProvider: a language's catalogue comes in two parts, `start` (the
 * shell's and the landing page's messages) and `pages` (every other page's), each loaded once when it is
 * first needed. A language is shown only once every part needed so far has loaded — until then the
 * previous one stays (at start: nothing) — and a language that cannot be loaded gives way to the default.
 */

export type CataloguePart = 'start' | 'pages';
export type Messages = Readonly<Record<string, string>>;

/**
 * What is on screen: the language and its messages of the parts loaded so far, merged. A language's object
 * stays the same while parts are added to it (`parts` and `messages` grow); another language is a new one.
 */
export interface ShownCatalogue<L extends string> {
  locale: L;
  parts: readonly CataloguePart[];
  messages: Messages;
}

export type CatalogueLoaders<L extends string> = Record<L, Record<CataloguePart, () => Promise<Messages>>>;

export interface CatalogueStore<L extends string> {
  subscribe: (listener: () => void) => () => void;
  /** Undefined until the first language is on screen. */
  get: () => ShownCatalogue<L> | undefined;
  /** Shows `locale` once its parts have loaded (at once when they have); a later choice wins. */
  setLocale: (locale: L) => void;
  /** Resolves once the messages on screen include the pages' part; rejects when it cannot be loaded. */
  loadPages: () => Promise<void>;
}

export function createCatalogueStore<L extends string>(options: {
  loaders: CatalogueLoaders<L>;
  defaultLocale: L;
  /** Parts that come with the app itself (the default language's start part): shown without waiting. */
  preloaded?: readonly { locale: L; part: CataloguePart; messages: Messages }[];
}): CatalogueStore<L> {
  const { loaders, defaultLocale } = options;
  const key = (locale: L, part: CataloguePart) => `${locale}/${part}`;
  const settled = new Map<string, Messages>(
    (options.preloaded ?? []).map(({ locale, part, messages }) => [key(locale, part), messages]),
  );
  const loading = new Map<string, Promise<unknown>>();
  const listeners = new Set<() => void>();
  let parts: readonly CataloguePart[] = ['start'];
  let wanted = defaultLocale;
  /** Its `messages` is a fresh object per language, so growing it in place changes no loaded part. */
  let shown: { locale: L; parts: readonly CataloguePart[]; messages: Record<string, string> } | undefined;

  /** Loads a part once; a failed load is tried again the next time the part is needed. */
  const load = (locale: L, part: CataloguePart) => {
    const id = key(locale, part);
    if (settled.has(id)) return undefined;
    let promise = loading.get(id);
    if (!promise) {
      promise = loaders[locale][part]().then(
        (messages) => settled.set(id, messages),
        (error: unknown) => {
          loading.delete(id);
          throw error;
        },
      );
      loading.set(id, promise);
    }
    return promise;
  };

  const show = (locale: L) => {
    // The same language with one more part: its messages grow in place and nobody is told. What is on
    // screen uses ids of the parts it waited for, so nothing needs to render again — on a phone, drawing
    // the whole app again for the pages' part was a long task of its own (decision 0104). Readers of a
    // message look it up when they format it, so the new ids are there for what renders next.
    const grows = shown?.locale === locale;
    if (!shown || !grows) shown = { locale, parts, messages: {} };
    Object.assign(shown.messages, ...parts.map((part) => settled.get(key(locale, part))));
    shown.parts = parts;
    if (!grows) for (const listener of listeners) listener();
  };

  /**
   * Brings the wanted language with the needed parts on screen. Resolves when it is there, or when a later
   * choice or need has taken over (whose own update then decides); rejects when even the default language
   * cannot be loaded.
   */
  const update = async (): Promise<void> => {
    const locale = wanted;
    const needed = parts;
    if (shown?.locale === locale && shown.parts === needed) return;
    if (!needed.every((part) => settled.has(key(locale, part)))) {
      try {
        await Promise.all(needed.map((part) => load(locale, part)));
      } catch (error) {
        if (wanted !== locale || parts !== needed) return;
        if (locale === defaultLocale) throw error;
        // The chunk could not be fetched (offline, a deploy in between): the default language instead.
        wanted = defaultLocale;
        return update();
      }
      if (wanted !== locale || parts !== needed) return;
    }
    show(locale);
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => shown,
    setLocale(locale) {
      wanted = locale;
      // A failure leaves the language on screen as it is; nothing to report beyond that.
      update().catch(() => {});
    },
    async loadPages() {
      if (!parts.includes('pages')) parts = [...parts, 'pages'];
      // An update overtaken by a later choice resolves early: wait for the later one then.
      while (!shown?.parts.includes('pages')) await update();
    },
  };
}
