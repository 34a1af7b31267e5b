/** Amounts, returns and months of the portfolio in the reader's language (Intl via react-intl). */
import { useIntl } from 'react-intl';

export function usePortfolioFormat() {
  const intl = useIntl();
  return {
    /** Integer cents as euros: the division is for display only. */
    cents: (cents: number) => intl.formatNumber(cents / 100, { style: 'currency', currency: 'EUR' }),
    /** A rate as a fraction (0.075) in percent, or the dash when undefined. */
    rate: (rate: number | null) =>
      rate === null
        ? intl.formatMessage({ id: 'portfolio.return.none' })
        : intl.formatNumber(rate, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    /** `YYYY-MM` as "Jan. 2027". */
    month: (month: string) =>
      intl.formatDate(`${month}-01T00:00:00Z`, { month: 'short', year: 'numeric', timeZone: 'UTC' }),
    /** `YYYY-MM-DD` as a date. */
    day: (day: string) => intl.formatDate(`${day}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }),
    kg: (kg: number) => intl.formatNumber(kg, { maximumFractionDigits: 1 }),
  };
}
