/**
 * The transport-level check of every JSON input (REST bodies, tRPC inputs), for what a schema may miss:
 * a string field built without the shared `textField`, an object key, a field no schema looks at. The
 * shared schemas refuse the same characters field by field (packages/shared/src/text.ts); this check runs
 * first and names the field the same way, so a client sees one kind of answer.
 */
import { hasUnstorableChars } from '@wurzelwerk/shared';
import type { HttpError } from '../errors';
import { httpError } from './errors';

/**
 * No input of the API nests deeper than a handful of levels (a farm sync is four). Far deeper input is
 * refused before any recursive code (zod, superjson) walks it.
 */
export const MAX_INPUT_DEPTH = 32;

interface Frame {
  value: unknown;
  key: string | number | null;
  parent: Frame | null;
  depth: number;
}

function pathOf(frame: Frame): string {
  const keys: (string | number)[] = [];
  for (let f: Frame | null = frame; f && f.key !== null; f = f.parent) keys.push(f.key);
  return keys.reverse().join('.');
}

/**
 * The first reason to refuse a parsed JSON value, or null: a string or key holding U+0000 or a lone
 * surrogate (PostgreSQL cannot store the one, the drivers silently replace the other), or nesting
 * deeper than MAX_INPUT_DEPTH. Iterative, so that no input can exhaust the stack; linear in its size.
 */
export function inputRefusal(root: unknown): HttpError | null {
  const pending: Frame[] = [{ value: root, key: null, parent: null, depth: 0 }];
  for (let frame = pending.pop(); frame; frame = pending.pop()) {
    const { value, depth } = frame;
    if (typeof value === 'string') {
      if (hasUnstorableChars(value)) return httpError('invalidChars', pathOf(frame));
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_INPUT_DEPTH) return httpError('tooDeep', pathOf(frame));
    // Pushed in reverse, so that the first offending field in document order is the one reported.
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--)
        pending.push({ value: value[i], key: i, parent: frame, depth: depth + 1 });
      continue;
    }
    const keys = Object.keys(value);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i] as string;
      // A bad key is reported at its object: the key itself is submitted text and is never echoed.
      if (hasUnstorableChars(key)) return httpError('invalidChars', pathOf(frame));
      pending.push({ value: (value as Record<string, unknown>)[key], key, parent: frame, depth: depth + 1 });
    }
  }
  return null;
}
