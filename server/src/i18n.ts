/**
 * The request's language, and messages in it. Content and messages are German unless the client asks for
 * English (Accept-Language) or, without a preference for either, the signed-in user saved English
 * (trpc/context.ts). The texts are the shared catalogue's (@wurzelwerk/shared messages).
 */
import { intlLocale, type MessageLocale, zodIssueMessage } from '@wurzelwerk/shared';
import { z } from 'zod';

export type Locale = MessageLocale;

/** The language the header prefers among de and en, or null when it names neither. */
export function requestedLocale(header: string | null): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.split('=')[1] ?? 1);
      return { language: tag.split('-')[0], q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0 && (entry.language === 'de' || entry.language === 'en'))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const language = ranked[0]?.language;
  return language === 'en' || language === 'de' ? language : null;
}

/** The header's language, German when it names neither (where no user is known). */
export function localeFromHeader(header: string | null): Locale {
  return requestedLocale(header) ?? 'de';
}

/** Picks the column of the locale from a row with `…De` / `…En` pairs. */
export function pick(locale: Locale, de: string, en: string): string {
  return locale === 'en' ? en : de;
}

const euroFormats: Record<Locale, Intl.NumberFormat> = {
  de: new Intl.NumberFormat(intlLocale('de'), { style: 'currency', currency: 'EUR' }),
  en: new Intl.NumberFormat(intlLocale('en'), { style: 'currency', currency: 'EUR' }),
};

/** "1500.00" → "1.500,00 €" (de) or "€1,500.00" (en), for messages only; amounts stay exact strings. */
export function formatEuro(locale: Locale, amount: string): string {
  return euroFormats[locale].format(Number(amount));
}

// ---- Messages by id (docs/decisions/0061) ----

/**
 * Zod's own issues — a missing field, a wrong type, a limit where a schema has no text of its own — as
 * message ids of the catalogue (section `input`), like every message made before the request's language is
 * known. A per-parse `error` (the configuration, env.ts) still comes first.
 */
export function setZodMessageIds(): void {
  z.config({ localeError: zodIssueMessage });
}
