import { describe, expect, test } from 'bun:test';
import { type CataloguePart, createCatalogueStore, type Messages } from './catalogueStore';

type Locale = 'de' | 'en';

/** Loaders that answer when the test says so, and count how often each part was asked for. */
function controlledLoaders() {
  const waiting = new Map<
    string,
    { resolve: (messages: Messages) => void; reject: (error: Error) => void }
  >();
  const calls = new Map<string, number>();
  const loader = (locale: Locale, part: CataloguePart) => () => {
    const id = `${locale}/${part}`;
    calls.set(id, (calls.get(id) ?? 0) + 1);
    return new Promise<Messages>((resolve, reject) => waiting.set(id, { resolve, reject }));
  };
  const settle = async (id: string, outcome: 'ok' | 'fail') => {
    const pending = waiting.get(id);
    if (!pending) throw new Error(`${id} was not asked for`);
    waiting.delete(id);
    if (outcome === 'ok') pending.resolve({ [`${id}.text`]: id });
    else pending.reject(new Error(`${id} failed`));
    // Let the store's promise chains run.
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  };
  return {
    loaders: {
      de: { start: loader('de', 'start'), pages: loader('de', 'pages') },
      en: { start: loader('en', 'start'), pages: loader('en', 'pages') },
    },
    calls,
    settle,
  };
}

function storeWith(control: ReturnType<typeof controlledLoaders>) {
  const store = createCatalogueStore<Locale>({
    loaders: control.loaders,
    defaultLocale: 'de',
    preloaded: [{ locale: 'de', part: 'start', messages: { 'de/start.text': 'de/start' } }],
  });
  const shown: string[] = [];
  store.subscribe(() => {
    const now = store.get();
    shown.push(`${now?.locale}:${now?.parts.join('+')}`);
  });
  return { store, shown };
}

/** A promise and whether it has resolved yet. */
function tracked(promise: Promise<void>) {
  const state = {
    done: false,
    promise: promise.then(() => {
      state.done = true;
    }),
  };
  return state;
}

describe('createCatalogueStore', () => {
  test('a preloaded part is shown at once, without a request', () => {
    const control = controlledLoaders();
    const { store } = storeWith(control);
    expect(store.get()).toBeUndefined();
    store.setLocale('de');
    expect(store.get()).toEqual({
      locale: 'de',
      parts: ['start'],
      messages: { 'de/start.text': 'de/start' },
    });
    expect(control.calls.size).toBe(0);
  });

  test('another language is shown once its parts have loaded; until then the old one stays', async () => {
    const control = controlledLoaders();
    const { store, shown } = storeWith(control);
    store.setLocale('de');
    store.setLocale('en');
    expect(store.get()?.locale).toBe('de');
    await control.settle('en/start', 'ok');
    expect(store.get()).toEqual({
      locale: 'en',
      parts: ['start'],
      messages: { 'en/start.text': 'en/start' },
    });
    expect(shown).toEqual(['de:start', 'en:start']);
  });

  test('loadPages resolves once the pages part is on screen, merged with the first part', async () => {
    const control = controlledLoaders();
    const { store } = storeWith(control);
    store.setLocale('de');
    const pages = tracked(store.loadPages());
    await Promise.resolve();
    expect(pages.done).toBe(false);
    await control.settle('de/pages', 'ok');
    await pages.promise;
    expect(store.get()?.messages).toEqual({ 'de/start.text': 'de/start', 'de/pages.text': 'de/pages' });
    // Needed once, kept: a later switch loads both parts of the new language before showing it.
    store.setLocale('en');
    await control.settle('en/start', 'ok');
    expect(store.get()?.locale).toBe('de');
    await control.settle('en/pages', 'ok');
    expect(store.get()).toMatchObject({ locale: 'en', parts: ['start', 'pages'] });
    await store.loadPages();
    expect(control.calls.get('de/pages')).toBe(1);
  });

  test('the pages part joins the language on screen in place: its readers are not told, and find the new ids', async () => {
    const control = controlledLoaders();
    const { store, shown } = storeWith(control);
    store.setLocale('de');
    const before = store.get();
    const pages = tracked(store.loadPages());
    await control.settle('de/pages', 'ok');
    await pages.promise;
    expect(store.get()).toBe(before);
    expect(before?.messages['de/pages.text']).toBe('de/pages');
    expect(before?.parts).toEqual(['start', 'pages']);
    expect(shown).toEqual(['de:start']);
    // The preloaded part itself is left as it came.
    store.setLocale('en');
    await control.settle('en/start', 'ok');
    await control.settle('en/pages', 'ok');
    store.setLocale('de');
    expect(store.get()?.messages).toEqual({ 'de/start.text': 'de/start', 'de/pages.text': 'de/pages' });
    expect(shown).toEqual(['de:start', 'en:start+pages', 'de:start+pages']);
  });

  test('a switch while the pages part loads: loadPages waits for the new language with its pages', async () => {
    const control = controlledLoaders();
    const { store } = storeWith(control);
    store.setLocale('de');
    const pages = tracked(store.loadPages());
    store.setLocale('en');
    await control.settle('de/pages', 'ok');
    expect(pages.done).toBe(false);
    await control.settle('en/start', 'ok');
    expect(pages.done).toBe(false);
    await control.settle('en/pages', 'ok');
    await pages.promise;
    expect(store.get()).toMatchObject({ locale: 'en', parts: ['start', 'pages'] });
  });

  test('a language that cannot be loaded gives way to the default; a failed part is asked for again', async () => {
    const control = controlledLoaders();
    const { store } = storeWith(control);
    store.setLocale('en');
    expect(store.get()).toBeUndefined();
    await control.settle('en/start', 'fail');
    expect(store.get()?.locale).toBe('de');
    store.setLocale('en');
    expect(control.calls.get('en/start')).toBe(2);
    await control.settle('en/start', 'ok');
    expect(store.get()?.locale).toBe('en');
  });

  test('loadPages rejects when the default language’s pages part cannot be loaded', async () => {
    const control = controlledLoaders();
    const { store } = storeWith(control);
    store.setLocale('de');
    const pages = store.loadPages();
    await control.settle('de/pages', 'fail');
    await expect(pages).rejects.toThrow('de/pages failed');
    expect(store.get()).toMatchObject({ locale: 'de', parts: ['start'] });
  });
});
