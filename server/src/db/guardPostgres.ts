import type postgres from 'postgres';
import { isDatabaseUnavailable } from '../errors';
import { timedDbCall } from '../metrics';
import { callErrorOf, type DatabaseCallError } from './callError';
import {
  admit,
  bounded,
  CLIENT_MARGIN_MS,
  commitUnknown,
  type GuardOptions,
  noAnswer,
  onGivenUp,
  requestGone,
} from './guard';
import { requestSignal } from './scope';

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

const inTransaction = <T>(call: Promise<T>) => call;

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
        // A statement of a transaction is measured as part of it (it holds the transaction's connection).
        return (check ? inTransaction : timedDbCall)(
          bounded(query, ms, signal, health, () => {
            Promise.resolve(query.cancel()).catch(() => {});
          }).then(
            (result) => {
              health.reportSuccess();
              return result;
            },
            (error: unknown) => {
              onFailure(error);
              throw error;
            },
          ),
        );
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
   * connection, COMMIT, ROLLBACK) are bounded here; statements inside are bounded one by one. BEGIN goes out
   * with the first of them (patched postgres.js, decision 0107), so its answer comes before theirs.
   */
  function transaction<T>(signal: AbortSignal | undefined, body: (tx: TxSql) => T | Promise<T>): Promise<T> {
    let abandoned: DatabaseCallError | undefined;
    let committing = false;
    const check = () => {
      if (abandoned) throw abandoned;
      if (signal?.aborted) throw requestGone();
    };
    // One database call for the metrics: from the wait for a connection to COMMIT.
    return timedDbCall(
      new Promise<T>((resolve, reject) => {
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
      }),
    );
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
