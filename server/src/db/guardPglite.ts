import type { PGlite, Transaction } from '@electric-sql/pglite';
import { dbCallStarted } from '../metrics';
import type { DatabaseCallError } from './callError';
import { admit, bounded, type GuardOptions, requestGone } from './guard';
import { requestSignal } from './scope';

/**
 * Wraps PGlite: it runs one call at a time, so calls wait in a queue here (instead of PGlite's own) where
 * each has a deadline and is dropped when its request ends before its turn. A call that has started
 * cannot be stopped (PGlite runs it to the end); a transaction checks before each statement and before
 * COMMIT that its request still waits.
 */
export function guardPglite(client: PGlite, options: GuardOptions): PGlite {
  let tail: Promise<unknown> = Promise.resolve();

  const exclusive = <T>(run: (check: () => void) => Promise<T>): Promise<T> => {
    const signal = requestSignal();
    admit(options.health, signal);
    let dropped: DatabaseCallError | undefined;
    const check = () => {
      if (signal?.aborted) throw requestGone();
    };
    const turn = new Promise<void>((resolve) => {
      tail = tail.then(() => resolve());
    });
    const done = bounded(turn, options.timeoutMs, signal, options.health, (reason) => {
      dropped = reason;
    }).then(() => run(check));
    // The next call waits for this one, whether it succeeds, fails or was dropped before its turn.
    tail = tail.then(() => (dropped ? undefined : done.then(noop, noop)));
    // Its time includes the wait for its turn (PGlite's one "connection", metrics.ts).
    const measured = dbCallStarted();
    done.then(measured, measured);
    return done;
  };

  const guardTx = (tx: Transaction, check: () => void): Transaction =>
    new Proxy(tx, {
      get(target, property) {
        const value = Reflect.get(target, property, target);
        if (property === 'query' || property === 'exec' || property === 'sql')
          return (...args: unknown[]) => {
            check();
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });

  return new Proxy(client, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (property === 'query' || property === 'exec')
        return (...args: unknown[]) =>
          exclusive(() => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args));
      if (property === 'transaction')
        return (body: (tx: Transaction) => Promise<unknown>) =>
          exclusive((check) =>
            target.transaction(async (tx) => {
              check();
              const result = await body(guardTx(tx, check));
              check();
              return result;
            }),
          );
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

const noop = () => {};
