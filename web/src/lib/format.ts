/**
 * Numbers, money and dates in the chosen language, through Intl (via react-intl). Money arrives as exact
 * decimal strings ("1234.50"); it is turned into a number only here, for display.
 */
import { useIntl } from 'react-intl';

export function useFormat() {
  const intl = useIntl();
  return {
    /** "1234.5" or 1234.5 → "1.234,50 €" (de) / "€1,234.50" (en). */
    euro: (amount: string | number) =>
      intl.formatNumber(Number(amount), { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }),
    /** Whole euros without cents: "250 €". */
    euroWhole: (amount: string | number) =>
      intl.formatNumber(Number(amount), { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
    number: (value: number, maximumFractionDigits = 2) => intl.formatNumber(value, { maximumFractionDigits }),
    percent: (value: string | number) =>
      intl.formatNumber(Number(value) / 100, { style: 'percent', maximumFractionDigits: 2 }),
    /** 21.11.2026 (de) / 11/21/2026 (en). */
    date: (value: Date | string) =>
      intl.formatDate(value, { day: '2-digit', month: '2-digit', year: 'numeric' }),
    dateTime: (value: Date | string) =>
      intl.formatDate(value, {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      }),
  };
}
