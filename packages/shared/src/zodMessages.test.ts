/** Zod's own issues become catalogue ids (section `input`): the reader's language, never zod's words. */
import { describe, expect, test } from 'bun:test';
import { z } from 'zod';
import { renderMessage } from './messages';
import { zodIssueMessage } from './zodMessages';

/** The first issue's message of a parse with the mapping as the per-parse error map. */
function idOf(schema: z.ZodType, input: unknown): string {
  const result = schema.safeParse(input, { error: zodIssueMessage });
  if (result.success) throw new Error('the input should be refused');
  return result.error.issues[0]?.message ?? '';
}

describe("zod's own issues as message ids", () => {
  test.each([
    ['a missing field', z.object({ a: z.string() }), {}, 'input.required'],
    ['a missing option', z.object({ a: z.enum(['x', 'y']) }), {}, 'input.required'],
    ['a number for a text', z.string(), 5, 'input.text'],
    ['a text for a number', z.number(), 'x', 'input.number'],
    ['a text for a truth value', z.boolean(), 'x', 'input.boolean'],
    ['no list', z.array(z.string()), 'x', 'input.list'],
    ['no object', z.object({}), [], 'input.object'],
    ['an empty text', z.string().min(1), '', 'input.required'],
    ['too short', z.string().min(3), 'ab', 'input.tooShort{"min":3}'],
    ['too long', z.string().max(200), 'k'.repeat(300), 'input.tooLong{"max":200}'],
    ['not exactly long', z.string().length(2), 'abc', 'input.length{"length":2}'],
    ['too many', z.array(z.number()).max(2), [1, 2, 3], 'input.tooMany{"max":2}'],
    ['too few', z.array(z.number()).min(2), [1], 'input.tooFew{"min":2}'],
    ['too big', z.number().max(90), 91, 'input.max{"max":90}'],
    ['not below', z.number().lt(90), 90, 'input.below{"max":90}'],
    ['too small', z.number().min(1), 0, 'input.min{"min":1}'],
    ['not positive', z.number().positive(), 0, 'input.above{"min":0}'],
    ['an unknown option', z.enum(['light', 'dark']), 'neon', 'input.option{"options":"light, dark"}'],
    ['a wrong format', z.email(), 'nope', 'input.format'],
    ['a pattern', z.string().regex(/^a+$/), 'b', 'input.format'],
    ['not a multiple', z.number().multipleOf(5), 7, 'input.multipleOf{"divisor":5}'],
    ['an unknown key', z.strictObject({}), { secret: 1 }, 'input.unknownKeys'],
    ['a date out of range', z.date().max(new Date(0)), new Date(1), 'input.outOfRange'],
    ['a union', z.union([z.string(), z.number()]), true, 'error.invalidInput'],
  ] as const)('%s', (_, schema, input, id) => {
    expect(idOf(schema, input)).toBe(id);
  });

  test('rendered in German and English, without zod wording or the input', () => {
    const id = idOf(z.strictObject({ theme: z.enum(['light', 'dark', 'system']) }), { theme: 'neon' });
    expect(renderMessage('de', id)).toBe('Unbekannter Wert: erlaubt sind light, dark, system.');
    expect(renderMessage('en', id)).toBe('Unknown value: the allowed values are light, dark, system.');
    const unknownKey = idOf(z.strictObject({}), { 'evil<script>': 1 });
    for (const locale of ['de', 'en'] as const) {
      const text = renderMessage(locale, unknownKey);
      expect(text).not.toMatch(/evil|zod|invalid_|Unrecognized|received/i);
    }
    expect(renderMessage('en', idOf(z.string().max(200), 'k'.repeat(201)))).toBe(
      'This may be at most 200 characters long.',
    );
    expect(renderMessage('de', idOf(z.number().max(100_000), 100_001))).toBe(
      'Der Wert darf höchstens 100.000 sein.',
    );
  });
});
