/**
 * The one place an app language becomes an Intl locale, for every date, number and money amount the web
 * app, the server, the mails and the PDFs format: German as in Germany ("23.11.2026", "19,99 €"), English in
 * the British convention, which writes euros and day-first dates the way a reader in Germany expects
 * ("23 Nov 2026", "€19.99").
 */
export type AppLanguage = 'de' | 'en';

export const INTL_LOCALES: Readonly<Record<AppLanguage, string>> = { de: 'de-DE', en: 'en-GB' };

/** The Intl locale of an app language. */
export const intlLocale = (language: AppLanguage): string => INTL_LOCALES[language];

/** The app language of an Intl locale ("en-GB" → "en"); anything not English is German, the default. */
export const languageOf = (locale: string): AppLanguage => (/^en\b/i.test(locale) ? 'en' : 'de');
