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

/**
 * A text made to fit a field of `max` characters: transliterated, then cut (ä → ae lengthens a text, so
 * cutting first could leave it too long). One that cannot be written in the set is returned as it is, for
 * the builder to refuse with its message.
 */
export function fitSepaText(input: string, max: number): string {
  return toSepaText(input)?.slice(0, max).trim() ?? input;
}

/**
 * A text for a field of 1 to `max` characters, or a refusal with the code given: a field the schema has is
 * never written empty (`<Nm></Nm>` fails it), also when nothing is left of the text after the cleaning.
 */
export function sepaField(input: string, max: number, code: BankingErrorCode, field: string): string {
  const text = toSepaText(input);
  if (text === null || text === '' || text.length > max) throw new BankingError(code, `${field}: ${input}`);
  return text;
}

/**
 * An identifier (MsgId, PmtInfId, EndToEndId): 1–35 characters of the set, neither starting nor ending
 * with `/` or a space, without `//` (the EPC's rules for references banks pass along; a blank one counts as
 * missing, and one padded with spaces does not match on the statement).
 */
export function sepaIdentifier(input: string, field: string): string {
  if (!/^[A-Za-z0-9/\-?:().,'+ ]{1,35}$/.test(input) || /^[/ ]|[/ ]$/.test(input) || input.includes('//')) {
    throw new BankingError('pain.text', `${field}: ${input}`);
  }
  return input;
}
