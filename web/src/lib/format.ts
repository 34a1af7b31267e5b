/**
 * Numbers, money and dates in the chosen language, through Intl (via react-intl, whose locale is the
 * language's Intl locale: de-DE or en-GB, decision 0040). Money arrives as exact decimal
 * strings ("1234.50"); it is turned into a number only here, for display.
 */
import { useIntl } from 'react-intl';
import { languageOf } from '../i18n/messages';

/** German dates are numeric (spec: "German date format"); English ones name the month, as en-GB writes them. */
const DATE = {
  de: { day: '2-digit', month: '2-digit', year: 'numeric' },
  en: { day: 'numeric', month: 'short', year: 'numeric' },
} as const;

export function useFormat() {
  const intl = useIntl();
  const date = DATE[languageOf(intl.locale)];
  return {
    /** "1234.5" or 1234.5 → "1.234,50 €" (de) / "€1,234.50" (en-GB). */
    euro: (amount: string | number) =>
      intl.formatNumber(Number(amount), { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }),
    /** Whole euros without cents: "250 €". */
    euroWhole: (amount: string | number) =>
      intl.formatNumber(Number(amount), { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
    number: (value: number, maximumFractionDigits = 2) => intl.formatNumber(value, { maximumFractionDigits }),
    percent: (value: string | number) =>
      intl.formatNumber(Number(value) / 100, { style: 'percent', maximumFractionDigits: 2 }),
    /** 21.11.2026 (de) / 21 Nov 2026 (en-GB). */
    date: (value: Date | string) => intl.formatDate(value, date),
    /** A calendar day `YYYY-MM-DD` as `date` writes it — the same day wherever the browser is. */
    day: (value: string) => intl.formatDate(`${value}T00:00:00Z`, { ...date, timeZone: 'UTC' }),
    /** Integer cents as euros (the division is for display only). */
    cents: (cents: number) =>
      intl.formatNumber(cents / 100, { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }),
    /** 21.11.2026, 14:05 (de) / 21 Nov 2026, 14:05 (en-GB). */
    dateTime: (value: Date | string) =>
      intl.formatDate(value, { ...date, hour: '2-digit', minute: '2-digit' }),
  };
}
