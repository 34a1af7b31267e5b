/**
 * Money as exact decimal strings ("1234.50") and integer cents — never floating point. The database
 * stores numeric(12,2); sums are done there.
 */

const DECIMAL = /^(\d{1,10})(?:\.(\d{1,2}))?$/;

/** Cents of a decimal string with at most two places, or null when it is not one. */
export function parseCents(value: string): number | null {
  const match = DECIMAL.exec(value);
  if (!match) return null;
  const [, euros = '0', fraction = ''] = match;
  return Number(euros) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 123450 → "1234.50" */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A numeric string from the database ("7.50", "12.000") with trailing zeros removed: "7.5", "12". */
export function trimDecimal(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

/**
 * amount × percent / 100, rounded half up to the cent (or to `unitCents`, e.g. 100 for whole euros), in
 * integer arithmetic. `percent` is a decimal string such as "7.5".
 */
export function percentOfCents(amountCents: number, percent: string, unitCents = 1): number {
  const [whole = '0', fraction = ''] = percent.split('.');
  const scale = 10 ** fraction.length;
  const basis = BigInt(whole) * BigInt(scale) + BigInt(fraction || '0');
  const numerator = BigInt(amountCents) * basis;
  const denominator = BigInt(100 * scale * unitCents);
  return Number((numerator * 2n + denominator) / (denominator * 2n)) * unitCents;
}

/** Whole cents of a euro amount typed as a number (1234.5 → 123450). */
export function euroToCents(euro: number): number {
  return Math.round(euro * 100);
}
