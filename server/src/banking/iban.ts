/**
 * IBAN and BIC, checked with ibantools (the country's length and BBAN pattern, the mod 97 checksum and,
 * for countries that have one, the national check digits). Input is normalised first — spaces out, upper
 * case — so `de89 3704 0044 0532 0130 00` is the same account as `DE89370400440532013000`. SEPA payments
 * need an IBAN of a SEPA country; `checkIban(…, { sepa: true })` refuses the others.
 */

import { bicRequiredFor } from '@wurzelwerk/shared';
import {
  electronicFormatIBAN,
  friendlyFormatIBAN,
  isSEPACountry,
  ValidationErrorsBIC,
  ValidationErrorsIBAN,
  validateBIC,
  validateIBAN,
} from 'ibantools';
import { BankingError, type BankingErrorCode } from './errors';

export type IbanErrorCode = Extract<BankingErrorCode, `iban.${string}`>;

export type IbanCheck = { valid: true; iban: string } | { valid: false; code: IbanErrorCode };

/** Spaces (and any white space) out, upper case. */
export function normalizeIban(input: string): string {
  return electronicFormatIBAN(input.replace(/\s+/g, '')) ?? '';
}

const IBAN_CODES: Record<ValidationErrorsIBAN, IbanErrorCode> = {
  [ValidationErrorsIBAN.NoIBANProvided]: 'iban.missing',
  [ValidationErrorsIBAN.NoIBANCountry]: 'iban.country',
  [ValidationErrorsIBAN.WrongBBANLength]: 'iban.length',
  [ValidationErrorsIBAN.WrongBBANFormat]: 'iban.format',
  [ValidationErrorsIBAN.ChecksumNotNumber]: 'iban.format',
  [ValidationErrorsIBAN.WrongIBANChecksum]: 'iban.checksum',
  [ValidationErrorsIBAN.WrongAccountBankBranchChecksum]: 'iban.checksum',
  [ValidationErrorsIBAN.QRIBANNotAllowed]: 'iban.format',
};

/** Checks an IBAN; the first reason when it is not one, in the order: missing, country, length, format, checksum. */
export function checkIban(input: string, options: { sepa?: boolean } = {}): IbanCheck {
  const iban = normalizeIban(input);
  if (iban === '') return { valid: false, code: 'iban.missing' };
  const { valid, errorCodes } = validateIBAN(iban);
  if (!valid) {
    const order: IbanErrorCode[] = [
      'iban.missing',
      'iban.country',
      'iban.length',
      'iban.format',
      'iban.checksum',
    ];
    const codes = errorCodes.map((code) => IBAN_CODES[code]);
    return { valid: false, code: order.find((code) => codes.includes(code)) ?? 'iban.format' };
  }
  if (options.sepa && !isSEPACountry(iban.slice(0, 2))) return { valid: false, code: 'iban.notSepa' };
  return { valid: true, iban };
}

/** The electronic form of a valid IBAN, or a BankingError with the reason. */
export function parseIban(input: string, options: { sepa?: boolean } = {}): string {
  const result = checkIban(input, options);
  if (!result.valid) throw new BankingError(result.code, input);
  return result.iban;
}

/** Printed form in groups of four: `DE89 3704 0044 0532 0130 00`. The input must be a valid IBAN. */
export function formatIban(input: string): string {
  return friendlyFormatIBAN(parseIban(input)) ?? '';
}

export type BicCheck = { valid: true; bic: string } | { valid: false; code: 'bic.format' };

/**
 * Checks a BIC (8 or 11 characters: bank, country, location, optional branch). A BIC of 8 characters
 * stays as it is (banks accept both forms; `XXX` is not appended).
 */
export function checkBic(input: string): BicCheck {
  const bic = input.replace(/\s+/g, '').toUpperCase();
  const { valid, errorCodes } = validateBIC(bic);
  if (!valid || errorCodes.includes(ValidationErrorsBIC.WrongBICFormat))
    return { valid: false, code: 'bic.format' };
  return { valid: true, bic };
}

export type AccountBicCheck =
  | { valid: true; bic: string | null }
  | { valid: false; code: 'bic.format' | 'bic.required' };

/**
 * The BIC to keep with a (valid) IBAN: the given one checked, or none — unless the account is outside the
 * EEA, where a SEPA transfer must name the receiving bank (`bicRequiredFor`, packages/shared/src/sepa.ts).
 * An empty or blank input counts as none.
 */
export function checkBicFor(iban: string, input: string | null | undefined): AccountBicCheck {
  if (input?.trim()) return checkBic(input);
  return bicRequiredFor(iban) ? { valid: false, code: 'bic.required' } : { valid: true, bic: null };
}

/** The normalised form of a valid BIC, or a BankingError. */
export function parseBic(input: string): string {
  const result = checkBic(input);
  if (!result.valid) throw new BankingError(result.code, input);
  return result.bic;
}
