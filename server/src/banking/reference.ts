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
 * Every valid RF reference in a free text (a transfer's unstructured remittance line), electronic form,
 * in order of appearance. Payers type references with spaces or in lower case, and banks break long
 * lines, so the text is searched with white space removed; a candidate counts only when its check digits
 * are right. `rf` followed by letters of an ordinary word is no reference: the check digits rule it out
 * (a random candidate passes with a chance of 1 in 97, so callers match it against references they issued).
 */
export function findReferences(text: string): string[] {
  const compact = normalizeReference(text);
  const found: string[] = [];
  for (const match of compact.matchAll(/RF[0-9]{2}/g)) {
    const rest = compact.slice(match.index + 4, match.index + 4 + 21);
    const payload = /^[A-Z0-9]+/.exec(rest)?.[0] ?? '';
    // The payload's end is not marked in a compacted text: try the longest first.
    for (let length = payload.length; length >= 1; length -= 1) {
      const candidate = `${match[0]}${payload.slice(0, length)}`;
      if (checkReference(candidate).valid) {
        found.push(candidate);
        break;
      }
    }
  }
  return found;
}

/**
 * Whether a free text contains the reference (spaces and case ignored on both sides). References of one
 * issuer should have payloads of one length, so that none is the beginning of another.
 */
export function containsReference(text: string, reference: string): boolean {
  return normalizeReference(text).includes(normalizeReference(reference));
}
