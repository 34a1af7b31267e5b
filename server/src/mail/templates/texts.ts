/** A mail's language: its texts from the mail catalogue, and dates and amounts written the way it writes them. */

import { intlLocale } from '@wurzelwerk/shared';
import { type MailTextCode, mailText } from '@wurzelwerk/shared/mail-messages';
import { TIME_ZONE } from '../../calendar';
import { formatEuro, type Locale } from '../../i18n';

// Dates in mails are German time (calendar.ts): the platform's projects and its legal deadlines are in Germany.

const dateTimes: Record<Locale, Intl.DateTimeFormat> = {
  de: new Intl.DateTimeFormat(intlLocale('de'), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }),
  en: new Intl.DateTimeFormat(intlLocale('en'), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }),
};
const dates: Record<Locale, Intl.DateTimeFormat> = {
  de: new Intl.DateTimeFormat(intlLocale('de'), { dateStyle: 'long', timeZone: TIME_ZONE }),
  en: new Intl.DateTimeFormat(intlLocale('en'), { dateStyle: 'long', timeZone: TIME_ZONE }),
};

const decimals: Record<Locale, Intl.NumberFormat> = {
  de: new Intl.NumberFormat(intlLocale('de'), { maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat(intlLocale('en'), { maximumFractionDigits: 2 }),
};

export function mailTexts(locale: Locale) {
  return {
    locale,
    text: (code: MailTextCode, params?: Record<string, string | number>) => mailText(locale, code, params),
    /** The German text of a code, for texts the law fixes in German (the risk warning). */
    german: (code: MailTextCode) => mailText('de', code),
    dateTime: (iso: string | Date) => `${dateTimes[locale].format(new Date(iso))} (${TIME_ZONE})`,
    date: (iso: string | Date) => dates[locale].format(new Date(iso)),
    /** A calendar day (YYYY-MM-DD) as `date` writes it: noon UTC is the same day in Berlin. */
    day: (day: string) => dates[locale].format(new Date(`${day}T12:00:00Z`)),
    euro: (amount: string) => formatEuro(locale, amount),
    /** A decimal as stored (e.g. an interest rate "4.20") written the language's way: "4,2" / "4.2". */
    decimal: (value: string) => decimals[locale].format(Number(value)),
  };
}

export type MailTexts = ReturnType<typeof mailTexts>;
