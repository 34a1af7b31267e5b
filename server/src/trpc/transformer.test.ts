/** The strict superjson reader of tRPC inputs (transformer.ts), without HTTP. */
import { describe, expect, test } from 'bun:test';
import { TRPCError } from '@trpc/server';
import { INVALID_CHARS_MESSAGE } from '@wurzelwerk/shared';
import superjson from 'superjson';
import { HttpError } from '../errors';
import { HTTP_MESSAGES } from '../rest/errors';
import { deserializeInput, MAX_ANNOTATIONS } from './transformer';

/** The refusal deserializeInput throws for a payload, or null when it accepts it. */
function refusal(payload: unknown): { message: string; code: string; cause: string } | null {
  try {
    deserializeInput(payload);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(TRPCError);
    const trpc = error as TRPCError;
    expect(trpc.cause).toBeInstanceOf(HttpError);
    return { message: trpc.message, code: trpc.code, cause: trpc.cause?.constructor.name ?? '' };
  }
}

const BAD_META = { message: HTTP_MESSAGES.badTransform, code: 'BAD_REQUEST', cause: 'HttpError' };

describe('what the web client sends is read as before', () => {
  test('undefined, NaN, dates and plain JSON round-trip', () => {
    const input = {
      bio: undefined,
      company: 'Wurzelwerk',
      at: new Date('2026-01-02T03:04:05Z'),
      quantity: Number.NaN,
      list: [1, undefined, 'x'],
      nested: { deep: { value: undefined as string | undefined } },
    };
    expect(deserializeInput(JSON.parse(JSON.stringify(superjson.serialize(input))))).toEqual(input);
    expect(deserializeInput(JSON.parse(JSON.stringify(superjson.serialize(undefined))))).toBeUndefined();
    expect(deserializeInput({ json: { a: 1 } })).toEqual({ a: 1 });
  });

  test('shared objects come as full copies; their reference annotations are not needed', () => {
    const action = { type: 'clickTree' };
    const input = {
      actions: [
        { action, at: 1 },
        { action, at: 2 },
      ],
    };
    const sent = JSON.parse(JSON.stringify(superjson.serialize(input)));
    expect(sent.meta.referentialEqualities).toBeDefined();
    expect(deserializeInput(sent)).toEqual(input);
  });

  test('a payload without the superjson envelope is no input (superjson throws a TypeError on some)', () => {
    for (const payload of [null, 5, 'x', [1, 2]]) expect(deserializeInput(payload)).toBeUndefined();
  });
});

describe('meta asking for more is refused with 400', () => {
  test('classes, custom and registered types, containers, bigint, regexps, errors, typed arrays', () => {
    for (const type of [
      ['class', 'X'],
      ['custom', 'X'],
      ['symbol', 'X'],
      ['typed-array', 'Float64Array'],
      'set',
      'map',
      'bigint',
      'regexp',
      'Error',
      'URL',
      'unknown',
    ]) {
      expect({ type, refusal: refusal({ json: { a: [] }, meta: { values: { a: [type] } } }) }).toEqual({
        type,
        refusal: BAD_META,
      });
    }
    // The 55-byte request of the issue.
    const small = '{"json":{"a":1},"meta":{"values":{"a":[["class","X"]]}}}';
    expect(refusal(JSON.parse(small))).toEqual(BAD_META);
    // A container with children (tree form) is refused even when its children are accepted types.
    expect(
      refusal({ json: { a: [[1, 2]] }, meta: { values: { a: ['map', { '0.0': ['undefined'] }] } } }),
    ).toEqual(BAD_META);
  });

  test('deep or large annotation trees and reference lists, malformed meta, paths through __proto__', () => {
    const deep = JSON.parse(`${'{"a":'.repeat(100_000)}["undefined"]${'}'.repeat(100_000)}`);
    const many = Object.fromEntries(
      Array.from({ length: MAX_ANNOTATIONS + 1 }, (_, i) => [`k${i}`, ['undefined']]),
    );
    const longPath = Array.from({ length: 40 }, () => 'a').join('.');
    const manyPaths = Array.from({ length: MAX_ANNOTATIONS + 1 }, (_, i) => `b.${i}`);
    const cases: [string, unknown][] = [
      ['a values tree 100,000 levels deep', { values: deep }],
      ['more value annotations than allowed', { values: many }],
      ['a value path 40 levels deep', { values: { [longPath]: ['undefined'] } }],
      ['more reference paths than allowed', { referentialEqualities: { a: manyPaths } }],
      ['more root reference paths than allowed', { referentialEqualities: [manyPaths] }],
      ['a reference path 40 levels deep', { referentialEqualities: { a: [longPath] } }],
      ['references that are no list', { referentialEqualities: { a: 'b' } }],
      ['a root reference form of three parts', { referentialEqualities: [['a'], { b: ['c'] }, 'extra'] }],
      ['a leaf that is no list', { values: { a: 'undefined' } }],
      ['values that are a number', { values: 5 }],
      ['meta that is a string', 'meta'],
      ['meta that is a list', [1]],
      ['a path through __proto__', { values: { '__proto__.polluted': ['undefined'] } }],
    ];
    for (const [label, meta] of cases)
      expect({ label, refusal: refusal({ json: { a: {} }, meta }) }).toEqual({ label, refusal: BAD_META });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test('reference annotations never alias one part of the input into another', () => {
    const payload = {
      json: { email: 'a@example.org', password: 'geheim-1', profile: { name: 'Anna' } },
      meta: { referentialEqualities: { email: ['password'], profile: ['profile.self'] } },
    };
    const result = deserializeInput(payload) as Record<string, unknown>;
    expect(result.password).toBe('geheim-1');
    expect(result.profile).toEqual({ name: 'Anna' });
    expect(refusal({ json: {}, meta: { referentialEqualities: [['a', 'a.a.a']] } })).toBeNull();
  });
});

describe('the text inside is checked before anything else', () => {
  test('U+0000, lone surrogates and absurd nesting in `json` are refused with the field named', () => {
    for (const value of ['a\u0000', '\ud800', 'x\udfffy']) {
      const result = refusal({ json: { a: { b: [value] } } });
      expect(result).toEqual({ message: INVALID_CHARS_MESSAGE, code: 'BAD_REQUEST', cause: 'HttpError' });
    }
    const nested = JSON.parse(`${'['.repeat(100)}${']'.repeat(100)}`);
    expect(refusal({ json: nested })?.message).toBe(HTTP_MESSAGES.tooDeep);
  });
});
