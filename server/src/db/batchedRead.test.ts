/**
 * Reads by key answered together (db/batchedRead.ts, decision 0103): every read gets its own key's row, one
 * statement serves the reads of a turn, a client that left does not cancel the others' read, and a failure
 * reaches each read of its batch and no other.
 */
import { describe, expect, test } from 'bun:test';
import fc from 'fast-check';
import { batchedRead } from './batchedRead';
import type { Database } from './client';
import { inRequestScope, requestSignal } from './scope';

/** Rows for the keys 1–20; any other key has none. */
const rowOf = (key: number) => (key >= 1 && key <= 20 ? { key, square: key * key } : undefined);

function reader() {
  const calls: (readonly number[])[] = [];
  const signals: (AbortSignal | undefined)[] = [];
  let failNext = false;
  const read = batchedRead(
    async (_db, keys: readonly number[]) => {
      calls.push(keys);
      signals.push(requestSignal());
      await Bun.sleep(1);
      if (failNext) {
        failNext = false;
        throw new Error('the database went away');
      }
      return keys.flatMap((key) => rowOf(key) ?? []);
    },
    (row) => row.key,
  );
  // Any object serves as the database: the loader is kept per database object.
  const db = {} as Database;
  return { load: (key: number) => read(db).load(key), calls, signals, failing: () => (failNext = true) };
}

describe('batched reads by key', () => {
  test('property: each read gets its own key’s row or none; one statement per hundred reads of a turn', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: -3, max: 25 }), { minLength: 1, maxLength: 250 }),
        async (keys) => {
          const { load, calls } = reader();
          const answers = await Promise.all(keys.map(load));
          expect(answers).toEqual(keys.map(rowOf));
          expect(calls.length).toBe(Math.ceil(keys.length / 100));
        },
      ),
      { numRuns: 60 },
    );
  });

  test('reads of later turns go in statements of their own', async () => {
    const { load, calls } = reader();
    expect(await load(3)).toEqual({ key: 3, square: 9 });
    expect(await load(30)).toBeUndefined();
    expect(calls).toEqual([[3], [30]]);
  });

  test('the statement runs outside the requests’ scopes: a client that left ends its own read, nobody else’s', async () => {
    const { load, calls, signals } = reader();
    const gone = new AbortController();
    const request = (signal?: AbortSignal) => new Request('http://localhost/api/x', { signal });
    const [left, stayed] = await Promise.allSettled([
      inRequestScope(request(gone.signal), async () => {
        const answer = load(1);
        gone.abort();
        return answer;
      }),
      inRequestScope(request(), () => load(2)),
    ]);
    // At once, as its own call would (db/guard.ts): a 499, not a wait for a database that may hang.
    expect(left).toMatchObject({ status: 'rejected', reason: { code: 'REQUEST_GONE' } });
    expect(stayed).toEqual({ status: 'fulfilled', value: rowOf(2) });
    expect(calls).toEqual([[1, 2]]);
    expect(signals).toEqual([undefined]);
    // A read asked for after its request ended is not sent at all.
    expect(await inRequestScope(request(gone.signal), () => load(3).catch((error) => error.code))).toBe(
      'REQUEST_GONE',
    );
    expect(calls).toEqual([[1, 2]]);
  });

  test('a failure reaches every read of its batch; the next batch is read anew', async () => {
    const { load, failing } = reader();
    failing();
    const failed = await Promise.allSettled([load(1), load(2)]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(await Promise.all([load(1), load(2)])).toEqual([rowOf(1), rowOf(2)]);
  });
});
