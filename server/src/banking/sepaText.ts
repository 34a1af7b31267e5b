/**
 * The SEPA character set (EPC guidelines, "Latin character set"): a–z, A–Z, 0–9 and / - ? : ( ) . , ' +
 * and the space. Banks may refuse a whole file for one other character, so texts are transliterated
 * (ä → ae, ß → ss, é → e, & → +, “quotes” → ') and anything still outside the set is refused.
 */
import { BankingError, type BankingErrorCode } from './errors';

const ALLOWED = /^[A-Za-z0-9/\-?:().,'+ ]*$/;

const REPLACEMENTS: Record<string, string> = {
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  ẞ: 'SS',
  Æ: 'AE',
  æ: 'ae',
  Ø: 'O',
  ø: 'o',
  Œ: 'OE',
  œ: 'oe',
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  '&': '+',
  '–': '-',
  '—': '-',
  _: '-',
  '‘': "'",
  '’': "'",
  '‚': "'",
  '"': "'",
  '“': "'",
  '”': "'",
  '„': "'",
  '\t': ' ',
};

/** The text in the SEPA character set, or null when a character cannot be written in it. */
export function toSepaText(input: string): string | null {
  const replaced = [...input].map((char) => REPLACEMENTS[char] ?? char).join('');
  // Accents off (é → e + combining accent → e); what is left must be in the set.
  const plain = replaced
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return ALLOWED.test(plain) ? plain : null;
}

/** A text for a field of at most `max` characters, or a refusal with the code given. */
export function sepaField(input: string, max: number, code: BankingErrorCode, field: string): string {
  const text = toSepaText(input);
  if (text === null || text.length > max) throw new BankingError(code, `${field}: ${input}`);
  return text;
}

/**
 * An identifier (MsgId, PmtInfId, EndToEndId): 1–35 characters of the set, not starting with `/`,
 * without `//` (the EPC's rule for references banks pass along).
 */
export function sepaIdentifier(input: string, field: string): string {
  if (!/^[A-Za-z0-9/\-?:().,'+ ]{1,35}$/.test(input) || input.startsWith('/') || input.includes('//')) {
    throw new BankingError('pain.text', `${field}: ${input}`);
  }
  return input;
}
