/**
 * Deadlines for every database call, and nothing that runs for a client who is no longer waiting
 * (docs/decisions/0017). Both drivers are wrapped where Drizzle calls them, so no service can forget it:
 *
 * - A call does not start while the health probe knows the database is down (a quick 503 instead of a
 *   queue), nor for a request that has been answered or whose client went away (db/scope.ts).
 * - A call that is still queued when its deadline passes or its request ends is removed from the queue
 *   and never runs. On PostgreSQL the server enforces the same deadline (statement_timeout), and a
 *   statement that got no answer at all (a hanging server) tells the health probe the database is down.
 * - On PostgreSQL every write commits in an explicit transaction, and COMMIT is sent only while its
 *   caller still waits. A write whose connection breaks or stalls before COMMIT is rolled back by the
 *   server (a closed connection, or idle_in_transaction_session_timeout); a single autocommit statement
 *   delivered late by a recovering network would commit on arrival.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type postgres from 'postgres';
import { isDatabaseUnavailable } from '../errors';
import type { HealthProbe } from './health';
import { requestSignal } from './scope';

/** Why a database call was refused or given up by the app itself (mapped to 503 like a lost connection). */
export class DatabaseCallError extends Error {
  constructor(
    /**
     * DATABASE_DOWN, DATABASE_DEADLINE and REQUEST_GONE: given up before anything was committed;
     * COMMIT_UNKNOWN: given up while COMMIT was on its way, so it may or may not have happened.
     */
    readonly code: 'DATABASE_DOWN' | 'DATABASE_DEADLINE' | 'REQUEST_GONE' | 'COMMIT_UNKNOWN',
    message: string,
  ) {
    super(message);
  }
}

/** The DatabaseCallError an error is or was caused by (Drizzle wraps driver errors), if any. */
export function callErrorOf(error: unknown): DatabaseCallError | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    if (e instanceof DatabaseCallError) return e;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

const knownDown = () => new DatabaseCallError('DATABASE_DOWN', 'the database is known to be unreachable');
const requestGone = () =>
  new DatabaseCallError('REQUEST_GONE', 'the request was answered or its client went away');
const commitUnknown = (reason: DatabaseCallError) =>
  new DatabaseCallError('COMMIT_UNKNOWN', `given up during COMMIT (${reason.message})`);
const noAnswer = (ms: number) =>
  new DatabaseCallError('DATABASE_DEADLINE', `the database did not answer within ${ms} ms`);

export interface GuardOptions {
  /** The deadline of one call; PostgreSQL gets it as statement_timeout (client-side: plus a margin). */
  timeoutMs: number;
  health: HealthProbe;
}

/**
 * How much longer the app waits than PostgreSQL's own statement_timeout: a slow statement is ended by the
 * server (an answer), and only a server that answers nothing at all runs into the client-side deadline.
 */
export const CLIENT_MARGIN_MS = 500;

/** Throws when a call must not start: its request is over, or the database is known to be down. */
function admit(health: HealthProbe, signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw requestGone();
  if (health.isDown()) throw knownDown();
}

/**
 * Calls `stop` when the request ends or the database is found to be down; returns what stops listening.
 */
function onGivenUp(
  signal: AbortSignal | undefined,
  health: HealthProbe,
  stop: (reason: DatabaseCallError) => void,
): () => void {
  const onAbort = () => stop(requestGone());
  const onDown = () => stop(knownDown());
  const down = health.downSignal();
  signal?.addEventListener('abort', onAbort, { once: true });
  down.addEventListener('abort', onDown, { once: true });
  return () => {
    signal?.removeEventListener('abort', onAbort);
    down.removeEventListener('abort', onDown);
  };
}

/**
 * Settles with `pending`, or rejects when `ms` pass, the request ends or the database is found to be down,
 * whichever comes first; then `giveUp` runs (it drops a call that has not been sent yet).
 */
function bounded<T>(
  pending: PromiseLike<T>,
  ms: number,
  signal: AbortSignal | undefined,
  health: HealthProbe,
  giveUp: (reason: DatabaseCallError) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const stop = (reason: DatabaseCallError) => {
      settle();
      giveUp(reason);
      reject(reason);
    };
    const timer = setTimeout(() => stop(noAnswer(ms)), ms);
    const unlisten = onGivenUp(signal, health, stop);
    const settle = () => {
      clearTimeout(timer);
      unlisten();
    };
    pending.then(
      (value) => {
        settle();
        resolve(value);
      },
      (error: unknown) => {
        settle();
        reject(error);
      },
    );
  });
}

/** Statements that change data; outside a transaction they are wrapped into one (see the header). */
const WRITE = /^\s*(insert|update|delete|merge)\b/i;
const CTE_WRITE = /^\s*with\b[\s\S]*\b(insert\s+into|update\s+\S+\s+set|delete\s+from)\b/i;
const isWrite = (text: string) => WRITE.test(text) || CTE_WRITE.test(text);

type Sql = postgres.Sql;
type TxSql = postgres.TransactionSql;
type QueryParameters = Parameters<Sql['unsafe']>[1];

/** The subset of a postgres.js query Drizzle uses: awaited, optionally as arrays of values. */
interface GuardedQuery extends PromiseLike<unknown> {
  values(): GuardedQuery;
}

/** Wraps a postgres.js client: deadlines, dropping and transactional writes as described above. */
export function guardPostgres(sql: Sql, options: GuardOptions): Sql {
  const { health } = options;
  const ms = options.timeoutMs + CLIENT_MARGIN_MS;

  const onFailure = (error: unknown) => {
    const own = callErrorOf(error);
    if (own ? own.code === 'DATABASE_DEADLINE' : isDatabaseUnavailable(error)) health.reportFailure();
  };

  /** One statement, bounded; `check` throws when the enclosing transaction must not go on. */
  const statement =
    (target: Sql | TxSql, check?: () => void) =>
    (text: string, params?: QueryParameters, queryOptions?: postgres.UnsafeQueryOptions): GuardedQuery => {
      const signal = requestSignal();
      let asValues = false;
      const start = (): Promise<unknown> => {
        check?.();
        admit(health, signal);
        if (!check && isWrite(text)) {
          // An autocommit write becomes a transaction, so that it can only commit while we wait for it.
          return transaction(signal, (tx) => {
            const query = tx.unsafe(text, params, queryOptions);
            return asValues ? query.values() : query;
          });
        }
        const query = target.unsafe(text, params, queryOptions);
        if (asValues) query.values();
        return bounded(query, ms, signal, health, () => {
          Promise.resolve(query.cancel()).catch(() => {});
        }).catch((error: unknown) => {
          onFailure(error);
          throw error;
        });
      };
      let started: Promise<unknown> | undefined;
      const guarded: GuardedQuery = {
        values() {
          asValues = true;
          return guarded;
        },
        // biome-ignore lint/suspicious/noThenProperty: a thenable, like the postgres.js query it stands for
        then(onResolved, onRejected) {
          started ??= start();
          return started.then(onResolved, onRejected);
        },
      };
      return guarded;
    };

  /** The transaction's statements go through `statement` with the transaction's `check`. */
  const guardTx = (tx: TxSql, check: () => void): TxSql =>
    new Proxy(tx, {
      get(target, property) {
        if (property === 'unsafe') return statement(target, check);
        if (property === 'savepoint')
          return (...args: unknown[]) => {
            const inner = args.pop() as (sp: TxSql) => unknown;
            check();
            return (target.savepoint as (...a: unknown[]) => Promise<unknown>)(...args, (sp: TxSql) =>
              inner(guardTx(sp, check)),
            );
          };
        return Reflect.get(target, property, target);
      },
    });

  /**
   * A transaction whose COMMIT is sent only while its caller waits. The waits postgres.js does itself (a
   * connection, BEGIN, COMMIT, ROLLBACK) are bounded here; statements inside are bounded one by one.
   */
  function transaction<T>(signal: AbortSignal | undefined, body: (tx: TxSql) => T | Promise<T>): Promise<T> {
    let abandoned: DatabaseCallError | undefined;
    let committing = false;
    const check = () => {
      if (abandoned) throw abandoned;
      if (signal?.aborted) throw requestGone();
    };
    return new Promise<T>((resolve, reject) => {
      let timer: Timer | undefined;
      const give = (reason: DatabaseCallError) => {
        abandoned ??= committing ? commitUnknown(reason) : reason;
        disarm();
        onFailure(reason);
        reject(abandoned);
      };
      const arm = () => {
        clearTimeout(timer);
        timer = setTimeout(() => give(noAnswer(ms)), ms);
      };
      const unlisten = onGivenUp(signal, health, give);
      const disarm = () => {
        clearTimeout(timer);
        unlisten();
      };
      arm();
      sql
        .begin(async (tx) => {
          clearTimeout(timer);
          check();
          try {
            const result = await body(guardTx(tx, check));
            check();
            committing = true;
            arm();
            return result;
          } catch (error) {
            arm();
            throw error;
          }
        })
        .then(
          (result) => {
            disarm();
            resolve(result as T);
          },
          (error: unknown) => {
            disarm();
            onFailure(error);
            reject(abandoned ?? error);
          },
        );
    });
  }

  return new Proxy(sql, {
    get(target, property) {
      if (property === 'unsafe') return statement(target);
      if (property === 'begin')
        return (...args: unknown[]) => {
          const body = args.pop() as (tx: TxSql) => unknown;
          const signal = requestSignal();
          admit(health, signal);
          return transaction(signal, body);
        };
      return Reflect.get(target, property, target);
    },
  });
}

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
