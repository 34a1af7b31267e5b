/**
 * The one builder of every string field of an input (issue 14). PostgreSQL text cannot hold U+0000 — the
 * insert fails and takes the request down with a 500 — and a lone UTF-16 surrogate is no Unicode at all:
 * the drivers turn it into U+FFFD without a word, so what is stored is not what was sent. Both are refused
 * here, before any other check of the field, with one message.
 */
import { z } from 'zod';
import { type MessageId, messageId } from './messages';

/** U+0000 or a surrogate that is not half of a pair (with the `u` flag a pair is one code point). */
const UNSTORABLE = /[\0\p{Cs}]/u;

/** The message for such a field (an id: rendered in the reader's language, messages/). */
export const INVALID_CHARS_MESSAGE = messageId('text.invalidChars');

/** True when the text holds U+0000 or a lone surrogate. */
export function hasUnstorableChars(value: string): boolean {
  return UNSTORABLE.test(value);
}

/**
 * `z.string(params)` that refuses U+0000 and lone surrogates first (and stops there, so the field gets
 * this message alone). Chain `.trim()`, `.min()`, `.regex()` … on it as on `z.string()`.
 */
export function textField(
  params?: Parameters<typeof z.string>[0],
  invalid: MessageId = INVALID_CHARS_MESSAGE,
) {
  return z.string(params).refine((value) => !UNSTORABLE.test(value), { message: invalid, abort: true });
}

/**
 * Line breaks and other control characters: C0 (CR, LF, TAB …), DEL, C1 and the Unicode line and paragraph
 * separators. A one-line field holding them breaks the line it is printed on (a mail header, a CSV export,
 * the audit log, a PDF) or hides what it says.
 */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;

/** The message for a one-line field with such a character (an id, rendered in the reader's language). */
export const CONTROL_CHARS_MESSAGE = messageId('text.controlChars');

/**
 * A one-line text field (names, titles, places, address lines, search terms): `textField` that also refuses
 * line breaks and other control characters, with one message, before any other check of the field.
 */
export function lineField(
  params?: Parameters<typeof z.string>[0],
  invalid: MessageId = INVALID_CHARS_MESSAGE,
) {
  return textField(params, invalid).refine((value) => !CONTROL.test(value), {
    message: CONTROL_CHARS_MESSAGE,
    abort: true,
  });
}
