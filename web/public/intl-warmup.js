/*
 * Loads the browser's Intl data while the app's modules are still on their way (decision 0106). The first
 * Intl call of a page makes the engine load ICU's data: 65–120 ms of the main thread on a 4× slower CPU.
 * The app's first render makes that call (react-intl checks the language, the landing page formats
 * numbers), so it used to delay the first paint; here it runs in the time the page waits for its scripts.
 * The same calls as react-intl's createIntl, in the language the app will start in (LocaleProvider.tsx,
 * LANGUAGE_STORAGE_KEY). A classic script, not a module, so it runs as soon as it arrives; nothing depends
 * on it.
 */
(() => {
  let language = 'de';
  try {
    if (localStorage.getItem('wurzelwerk-language') === 'en') language = 'en';
  } catch {
    // Storage blocked: the app starts in German then too.
  }
  Intl.NumberFormat.supportedLocalesOf(language);
  Intl.DateTimeFormat.supportedLocalesOf(language);
  new Intl.NumberFormat(language).format(0);
  new Intl.PluralRules(language).select(0);
})();
