/** The request's language for content: German unless the client prefers English (Accept-Language). */
export type Locale = 'de' | 'en';

export function localeFromHeader(header: string | null): Locale {
  if (!header) return 'de';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.split('=')[1] ?? 1);
      return { language: tag.split('-')[0], q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0 && (entry.language === 'de' || entry.language === 'en'))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.language === 'en' ? 'en' : 'de';
}

/** Picks the column of the locale from a row with `…De` / `…En` pairs. */
export function pick(locale: Locale, de: string, en: string): string {
  return locale === 'en' ? en : de;
}

const euroFormats: Record<Locale, Intl.NumberFormat> = {
  de: new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }),
  en: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }),
};

/** "1500.00" → "1.500,00 €" (de) or "€1,500.00" (en), for messages only; amounts stay exact strings. */
export function formatEuro(locale: Locale, amount: string): string {
  return euroFormats[locale].format(Number(amount));
}
