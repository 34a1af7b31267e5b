/**
 * Amounts in the banks' files are decimal strings (`1234.5`, `0.01`); the platform counts integer cents.
 * The conversion is done on the digits — never through a float — and refuses what is not an exact amount
 * in cents (a third decimal other than 0, a sign, an exponent).
 */
const DECIMAL = /^(\d{1,15})(?:\.(\d{1,5}))?$/;

/** Cents of a non-negative decimal string, or null when it is not an amount in whole cents. */
export function decimalToCents(value: string): number | null {
  const match = DECIMAL.exec(value.trim());
  if (!match) return null;
  const [, euros = '0', fraction = ''] = match;
  if (/[1-9]/.test(fraction.slice(2))) return null;
  const cents = BigInt(euros) * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0'));
  return cents <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(cents) : null;
}

/** 123456 → "1234.56" (always two decimals, as the ISO 20022 files and the EPC QR code write amounts). */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not an integer amount of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
