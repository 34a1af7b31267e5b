/**
 * Zod's own issues — a missing field, a wrong type, a limit where a schema gives no text of its own — as
 * message ids of the catalogue (section `input`), so that they reach a person in the reader's language and
 * in the catalogue's words, never zod's (which name zod's types, quote patterns and echo unknown keys).
 * The server installs it as zod's `localeError` (server/src/i18n.ts); a schema's own message and a
 * per-parse `error` (the configuration, env.ts) still come first. docs/decisions/0061.
 */
import type { z } from 'zod';
import { type MessageCode, type MessageId, messageId } from './messages';

const EXPECTED: Partial<Record<string, MessageCode>> = {
  string: 'input.text',
  number: 'input.number',
  int: 'input.number',
  bigint: 'input.number',
  boolean: 'input.boolean',
  array: 'input.list',
  tuple: 'input.list',
  set: 'input.list',
  object: 'input.object',
  record: 'input.object',
  map: 'input.object',
};

const LENGTHS = new Set(['string']);
const COUNTS = new Set(['array', 'set', 'map', 'file']);

/** A limit as a parameter: a number (written in the reader's format). */
const limit = (value: unknown): number => Number(value);

/** Only primitive values of the schema itself (an enum's options), never the input. */
const options = (values: readonly unknown[]): string =>
  values
    .filter((value) => ['string', 'number', 'boolean'].includes(typeof value))
    .map(String)
    .join(', ');

function tooBig(issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooBig>): MessageId {
  const max = limit(issue.maximum);
  if (issue.origin === 'date') return messageId('input.outOfRange');
  if (LENGTHS.has(issue.origin))
    return issue.exact ? messageId('input.length', { length: max }) : messageId('input.tooLong', { max });
  if (COUNTS.has(issue.origin)) return messageId('input.tooMany', { max });
  return messageId(issue.inclusive === false ? 'input.below' : 'input.max', { max });
}

function tooSmall(issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooSmall>): MessageId {
  const min = limit(issue.minimum);
  if (issue.origin === 'date') return messageId('input.outOfRange');
  if (LENGTHS.has(issue.origin)) {
    if (issue.exact) return messageId('input.length', { length: min });
    return min <= 1 ? messageId('input.required') : messageId('input.tooShort', { min });
  }
  if (COUNTS.has(issue.origin)) return messageId('input.tooFew', { min });
  return messageId(issue.inclusive === false ? 'input.above' : 'input.min', { min });
}

/** The message id of one of zod's own issues. */
export const zodIssueMessage = (issue: z.core.$ZodRawIssue): MessageId => {
  // Nothing given where a value (a type, one of some options) is expected: the field is missing.
  if (issue.input === undefined && (issue.code === 'invalid_type' || issue.code === 'invalid_value'))
    return messageId('input.required');
  switch (issue.code) {
    case 'invalid_type':
      return messageId(EXPECTED[issue.expected] ?? 'input.type');
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_value': {
      const allowed = options(issue.values);
      return allowed === ''
        ? messageId('error.invalidInput')
        : messageId('input.option', { options: allowed });
    }
    case 'invalid_format':
      return messageId('input.format');
    case 'not_multiple_of':
      return messageId('input.multipleOf', { divisor: limit(issue.divisor) });
    case 'unrecognized_keys':
      return messageId('input.unknownKeys');
    default:
      return messageId('error.invalidInput');
  }
};
