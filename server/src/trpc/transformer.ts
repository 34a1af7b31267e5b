/**
 * superjson for tRPC, strict on the way in (docs/design.md, pitfalls). A superjson input is `{ json, meta }`,
 * and `meta` can ask the server to rebuild classes, custom and registered types, Maps and Sets, and to
 * alias any object into any other by reference paths. Read by `superjson.deserialize` as sent, a few
 * bytes of meta cost hundreds of milliseconds (paths walked through Sets and Maps again and again), a
 * deep annotation tree overflows the stack ("Maximum call stack size exceeded."), and aliases build
 * cycles for zod to walk. The web client sends plain JSON whose meta marks `undefined` (and would mark a
 * Date or NaN); that is what the server takes:
 *
 * - `values` may mark only `undefined`, `number` (NaN, ±Infinity, -0) and `Date`, in a tree of at most
 *   MAX_ANNOTATIONS entries whose paths are at most MAX_INPUT_DEPTH levels deep;
 * - `referentialEqualities` are checked for form and size and then ignored: superjson without `dedupe`
 *   (the web's setting, the default) writes every shared object out in full at each place, so the JSON
 *   alone is the input. Aliases add nothing but the power to build cycles.
 *
 * Anything else is a 400 at once, before superjson touches the input. Outputs stay plain superjson.
 */
import { TRPCError } from '@trpc/server';
import superjson from 'superjson';
import type { HttpError } from '../errors';
import { httpError } from '../rest/errors';
import { inputRefusal, MAX_INPUT_DEPTH } from '../rest/inputRefusal';

/** The superjson types an input may carry: all leaves, none builds an object from the input. */
const ACCEPTED_TYPES = new Set(['undefined', 'number', 'Date']);

/** Value annotations plus reference paths of one input. A farm sync of 500 actions needs at most 500. */
export const MAX_ANNOTATIONS = 1000;

function refused(error: HttpError): TRPCError {
  return new TRPCError({ code: 'BAD_REQUEST', message: error.message, cause: error });
}

const badMeta = () => refused(httpError('badTransform'));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Levels of a superjson path ("a.b\\.c" has two, but counting every dot errs on the safe side). */
const levels = (path: string) => path.split('.').length;

/** Throws unless `values` is a small tree of accepted leaf types. Iterative: its depth is the sender's. */
function checkValues(tree: unknown): void {
  const pending: { node: unknown; depth: number }[] = [{ node: tree, depth: 0 }];
  let count = 0;
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (++count > MAX_ANNOTATIONS) throw badMeta();
    const { node, depth } = next;
    if (Array.isArray(node)) {
      // A leaf is `[type]`; `[type, children]` only comes with container types, which are refused.
      if (node.length !== 1 || typeof node[0] !== 'string' || !ACCEPTED_TYPES.has(node[0])) throw badMeta();
      continue;
    }
    if (!isRecord(node)) throw badMeta();
    for (const [path, child] of Object.entries(node)) {
      const childDepth = depth + levels(path);
      if (childDepth > MAX_INPUT_DEPTH) throw badMeta();
      pending.push({ node: child, depth: childDepth });
    }
  }
}

/** Throws unless `referentialEqualities` has superjson's form and stays within the limits. */
function checkReferences(references: unknown): void {
  let count = 0;
  const checkPaths = (paths: unknown) => {
    if (!Array.isArray(paths)) throw badMeta();
    for (const path of paths) {
      if (typeof path !== 'string' || levels(path) > MAX_INPUT_DEPTH) throw badMeta();
      if (++count > MAX_ANNOTATIONS) throw badMeta();
    }
  };
  const checkRecord = (record: unknown) => {
    if (!isRecord(record)) throw badMeta();
    for (const [path, paths] of Object.entries(record)) {
      if (levels(path) > MAX_INPUT_DEPTH) throw badMeta();
      checkPaths(paths);
    }
  };
  if (Array.isArray(references)) {
    // [paths equal to the root, { path: equal paths }?]
    if (references.length < 1 || references.length > 2) throw badMeta();
    checkPaths(references[0]);
    if (references.length === 2) checkRecord(references[1]);
  } else {
    checkRecord(references);
  }
}

/** Reads one tRPC input: the checks above, then superjson for the accepted annotations only. */
export function deserializeInput(payload: unknown): unknown {
  // A client without superjson sends no envelope: like superjson, that is no input at all.
  if (!isRecord(payload)) return undefined;
  const { json, meta } = payload;
  const refusal = inputRefusal(json);
  if (refusal) throw refused(refusal);
  if (meta === undefined || meta === null) return json;
  if (!isRecord(meta)) throw badMeta();
  const { values, referentialEqualities, v } = meta;
  if (referentialEqualities !== undefined && referentialEqualities !== null)
    checkReferences(referentialEqualities);
  if (values === undefined || values === null) return json;
  checkValues(values);
  try {
    // In place: tRPC parsed this JSON for this request alone, so superjson's deep copy is not needed.
    return superjson.deserialize(
      { json: json as never, meta: { values: values as never, v: typeof v === 'number' ? v : undefined } },
      { inPlace: true },
    );
  } catch {
    // A path that leads nowhere or through __proto__: superjson throws, the input is malformed.
    throw badMeta();
  }
}

/** The transformer of the tRPC bootstrap: the strict reader above for inputs, superjson for the rest. */
export const transformer = {
  input: { serialize: (value: unknown) => superjson.serialize(value), deserialize: deserializeInput },
  output: superjson,
};
