/**
 * ISO 11649 structured creditor references ("RF" references): `RF`, two check digits, and 1–21 letters or
 * digits (the payload). The check digits make `payload + "RF" + check`, letters converted to numbers
 * (A=10 … Z=35), equal 1 modulo 97 — the same mod 97-10 (ISO 7064) as an IBAN. Banks and banking apps
 * verify them, so a mistyped reference is caught before the money leaves the payer's account.
 *
 * The electronic form has no spaces and is upper case (`RF18539007547034`); printed, it goes in groups of
 * four (`RF18 5390 0754 7034`). Input is normalised first: spaces (any white space) dropped, upper-cased.
 */
import { BankingError } from './errors';

const PAYLOAD = /^[A-Z0-9]{1,21}$/;
const ELECTRONIC = /^RF[0-9]{2}[A-Z0-9]{1,21}$/;

/** Mod 97 of a string of digits and letters (letters as 10–35), in chunks so no number grows large. */
export function mod97(text: string): number {
  let remainder = 0;
  for (const char of text) {
    const code = char.charCodeAt(0);
    const value = code >= 65 ? code - 55 : code - 48;
    remainder = (remainder * (value >= 10 ? 100 : 10) + value) % 97;
  }
  return remainder;
}

/** Spaces out, upper case: what a person typed or a bank printed → the electronic form. */
export function normalizeReference(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/** The two check digits for a payload (already normalised). */
function checkDigits(payload: string): string {
  return String(98 - mod97(`${payload}RF00`)).padStart(2, '0');
}

/**
 * The reference for a payload, e.g. an investment's short id: `createReference('539007547034')` →
 * `RF18539007547034`. The payload is normalised (spaces, case); anything but 1–21 letters or digits is
 * refused (`reference.payload`).
 */
export function createReference(payload: string): string {
  const normalized = normalizeReference(payload);
  if (!PAYLOAD.test(normalized)) throw new BankingError('reference.payload', payload);
  return `RF${checkDigits(normalized)}${normalized}`;
}

export type ReferenceCheck =
  | { valid: true; reference: string }
  | { valid: false; code: 'reference.format' | 'reference.checksum' };

/** Checks a reference (normalised first); on success gives its electronic form. */
export function checkReference(input: string): ReferenceCheck {
  const reference = normalizeReference(input);
  if (!ELECTRONIC.test(reference)) return { valid: false, code: 'reference.format' };
  const rearranged = `${reference.slice(4)}${reference.slice(0, 4)}`;
  if (mod97(rearranged) !== 1) return { valid: false, code: 'reference.checksum' };
  return { valid: true, reference };
}

export function isValidReference(input: string): boolean {
  return checkReference(input).valid;
}

/** The electronic form of a valid reference, or a BankingError with the reason. */
export function parseReference(input: string): string {
  const result = checkReference(input);
  if (!result.valid) throw new BankingError(result.code, input);
  return result.reference;
}

/** Printed form: groups of four, `RF18 5390 0754 7034`. The input must be a valid reference. */
export function formatReference(input: string): string {
  return parseReference(input).replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Whether a free text contains the reference (spaces and case ignored on both sides). References of one
 * issuer should have payloads of one length, so that none is the beginning of another.
 */
export function containsReference(text: string, reference: string): boolean {
  return normalizeReference(text).includes(normalizeReference(reference));
}
