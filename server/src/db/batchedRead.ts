/**
 * Reads by key that requests make at about the same time, answered by one statement (decision 0103). The
 * hot paths of a signed-in request read one row each — the session with its user, the saved language, the
 * investor's protection status — and under load those reads were one round trip and one statement each. Keys
 * asked for within one turn of the event loop (every request whose turn came in it) go together: one
 * statement for all of them, with the keys as a JSON array. A lone request waits for nothing but the end of
 * its turn.
 *
 * Nothing is cached: each read sees what was committed before its statement ran. The statement runs outside
 * any one request's scope (db/scope.ts) — it is shared, and a client that leaves must not cancel it for the
 * others (that client's own read ends at once); a failure (the database down) reaches every read of the batch,
 * as it would have reached each alone.
 */
import DataLoader from 'dataloader';
import { type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from './client';
import { requestGone } from './guard';
import { preparedPer } from './prepared';
import { detached, requestSignal } from './scope';

/** Most keys one statement asks for. */
const MAX_BATCH = 100;

/**
 * A reader per database: `read(db).load(key)` resolves to the key's row (undefined: none). `load` answers a
 * batch of keys with the rows it found; `keyOf` says whose each row is. A caller whose request ends first
 * (its client went away) stops waiting at once with REQUEST_GONE, as its own call would (db/guard.ts); the
 * statement goes on for the others.
 */
export function batchedRead<K, R>(
  load: (db: Database, keys: readonly K[]) => Promise<readonly R[]>,
  keyOf: (row: R) => K,
) {
  return preparedPer((db: Database) => {
    const loader = new DataLoader<K, R | undefined>(
      (keys) =>
        detached(async () => {
          const rows = await load(db, keys);
          const byKey = new Map(rows.map((row) => [keyOf(row), row]));
          return keys.map((key) => byKey.get(key));
        }),
      // The next turn of the event loop: every request handled in this one has asked by then.
      { cache: false, maxBatchSize: MAX_BATCH, batchScheduleFn: (dispatch) => setImmediate(dispatch) },
    );
    return {
      load(key: K): Promise<R | undefined> {
        const signal = requestSignal();
        if (signal?.aborted) return Promise.reject(requestGone());
        const answer = loader.load(key);
        if (!signal) return answer;
        return new Promise((resolve, reject) => {
          const onAbort = () => reject(requestGone());
          signal.addEventListener('abort', onAbort, { once: true });
          answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
        });
      },
    };
  });
}

/**
 * `column = any(…)` of the keys a prepared statement's placeholder `name` holds as a JSON array (text, or
 * integers with `integer`): an index lookup per key, also in the statement's generic plan.
 */
export const amongKeys = (column: SQLWrapper, name: string, type: 'text' | 'integer' = 'text') =>
  type === 'integer'
    ? sql`${column} = any(array(select jsonb_array_elements_text(${sql.placeholder(name)}::jsonb)::int))`
    : sql`${column} = any(array(select jsonb_array_elements_text(${sql.placeholder(name)}::jsonb)))`;
