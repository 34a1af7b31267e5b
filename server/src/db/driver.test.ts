/**
 * PostgreSQL only: the patched postgres.js (patches/postgres@3.4.9.patch, decisions 0049, 0077 and 0107).
 * A query given up while its connection was still being opened — waiting out the reconnect delay, or in the
 * handshake — left that connection in the driver's "connecting" queue for good; once every connection of a
 * pool had gone that way, every later query waited for ever. The connection must serve the next query
 * instead. And a connection closed while it opened was opened again at once, without the backoff.
 * Under load (decision 0077): a query given up while it waited in a busy connection's pipeline made the
 * next query read its answer — another query's rows, or a TypeError — and a query that failed midway
 * through its rows shifted the next query's rows. And a connection that broke while it fetched the array
 * types (its first query) left a rejected promise nobody handled, which ends the process.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import postgres from 'postgres';
import { testDatabaseUrl } from '../../test/harness';
import { proxyToDatabase, type TcpProxy } from '../../test/tcpProxy';

/** The query's rows (as a plain array), or "no answer" after `ms`. */
const within = (query: PromiseLike<Iterable<unknown>>, ms: number) =>
  Promise.race([
    Promise.resolve(query).then((rows) => [...rows]),
    Bun.sleep(ms).then(() => 'no answer' as const),
  ]);

/** Cancels `query` after `ms`, as a client that gives up does; the error code it ended with. */
async function giveUp(query: { cancel(): unknown } & Promise<unknown>, ms: number) {
  const given = query.catch((error: { code?: string }) => error.code);
  await Bun.sleep(ms);
  await query.cancel();
  return given;
}

describe.skipIf(!testDatabaseUrl)('postgres.js: a query given up while its connection opens', () => {
  let proxy: TcpProxy;
  let url: string;

  beforeAll(async () => {
    ({ proxy, url } = await proxyToDatabase(testDatabaseUrl ?? ''));
  });

  afterAll(async () => {
    await proxy.close();
  });

  /**
   * Runs `use` with a client of one connection through the proxy, reconnecting after `backoff` seconds;
   * then the proxy is back to normal and the client ended.
   */
  async function withClient(backoff: number, use: (sql: postgres.Sql) => Promise<void>) {
    const sql = postgres(url, { max: 1, connect_timeout: 5, backoff: () => backoff, onnotice: () => {} });
    try {
      await use(sql);
    } finally {
      await proxy.restore();
      await sql.end({ timeout: 1 });
    }
  }

  test('in the handshake (the network stalled): the next query runs', () =>
    withClient(0, async (sql) => {
      proxy.stall();
      const first = sql`select 1 as one`.execute();
      expect(await giveUp(first, 200)).toBe('57014');
      await proxy.restore();
      // The handshake completes; the next query comes after it, as a request after an outage does (a
      // query queued before would be picked up while the connection still opened).
      await Bun.sleep(500);
      expect(await within(sql`select 2 as two`, 3000)).toEqual([{ two: 2 }]);
    }));

  test('cut while it opens (accepted, then closed): opened again after the backoff, not at once', () =>
    withClient(0.2, async (sql) => {
      proxy.drop();
      const before = proxy.accepted();
      const first = sql`select 1 as one`.execute();
      expect(await giveUp(first, 1000)).toBe('57014');
      // One attempt per 200 ms (unpatched: several hundred a second).
      expect(proxy.accepted() - before).toBeLessThanOrEqual(8);
    }));

  test('cut while it fetches the array types (the first query of a connection): no unhandled rejection', () =>
    withClient(0.05, async (sql) => {
      // Bun and Node end the process on an unhandled rejection: a server whose connection broke at this
      // moment of an outage was gone for good (seen in db/recovery.test.ts).
      const unhandled: unknown[] = [];
      const listener = (reason: unknown) => unhandled.push(reason);
      process.on('unhandledRejection', listener);
      try {
        proxy.cutWhenSent('typarray');
        await expect(sql`select 1 as one`.execute()).rejects.toThrow();
        await proxy.restore();
        expect(await within(sql`select 2 as two`, 3000)).toEqual([{ two: 2 }]);
        await Bun.sleep(50);
        expect(unhandled).toEqual([]);
      } finally {
        process.off('unhandledRejection', listener);
      }
    }));

  test('waiting out the reconnect delay after a failure: the next query runs', () =>
    withClient(1, async (sql) => {
      expect([...(await sql`select 1 as one`)]).toEqual([{ one: 1 }]);
      await proxy.cut();
      await sql`select 1`.catch(() => {});
      await proxy.restore();
      // The connection waits one second before it opens again; the query is given up before that.
      const first = sql`select 1 as one`.execute();
      expect(await giveUp(first, 200)).toBe('57014');
      await Bun.sleep(1500);
      expect(await within(sql`select 2 as two`, 3000)).toEqual([{ two: 2 }]);
    }));
});

describe.skipIf(!testDatabaseUrl)('postgres.js: pipelined queries on one connection', () => {
  let sql: postgres.Sql;

  beforeAll(async () => {
    sql = postgres(testDatabaseUrl ?? '', { max: 1, onnotice: () => {} });
    // Prepared once, so that later runs send no Describe and get no RowDescription of their own.
    await sql`select ${1}::int as n, ${'x'}::text as label`;
  });

  afterAll(async () => {
    await sql.end({ timeout: 1 });
  });

  test('a query given up while it waits behind another ends at once; the next query gets its own rows', async () => {
    const busy = sql`select pg_sleep(0.3), 'busy' as busy`.execute();
    const givenUp = sql`select 'other' as other from generate_series(1, 3)`.execute();
    const next = sql`select ${2}::int as n, ${'y'}::text as label`.execute();
    const after = sql`select 'after' as after`.execute();
    const outcome = givenUp.catch((error: { code?: string }) => error.code);
    await Bun.sleep(50);
    await givenUp.cancel();
    // Unpatched: the given-up query never settled, the next one resolved with its three rows (or failed
    // with a TypeError reading rows without their columns).
    expect(await Promise.race([outcome, Bun.sleep(200).then(() => 'no answer')])).toBe('57014');
    expect(await within(busy, 3000)).toEqual([{ pg_sleep: '', busy: 'busy' }]);
    expect(await within(next, 3000)).toEqual([{ n: 2, label: 'y' }]);
    expect(await within(after, 3000)).toEqual([{ after: 'after' }]);
    expect(await within(sql`select ${3}::int as n, ${'z'}::text as label`, 3000)).toEqual([
      { n: 3, label: 'z' },
    ]);
  });

  test('a query that fails after some of its rows: the next one gets its rows from the first', async () => {
    const failing = sql`select i, 1 / (4 - i) as q from generate_series(1, 10) i`.catch(
      (error: { code?: string }) => error.code,
    );
    const next = sql`select x from generate_series(1, 2) x`.execute();
    expect(await failing).toBe('22012');
    const rows = await next;
    // Unpatched: [ <3 holes>, { x: 1 }, { x: 2 } ] (porsager/postgres#1181).
    expect(rows.length).toBe(2);
    expect([...rows]).toEqual([{ x: 1 }, { x: 2 }]);
  });
});

/**
 * Decision 0107: BEGIN is sent with the transaction's first statement, in one write, not on its own with a
 * wait for its answer (one round trip fewer per transaction). Seen at the proxy: the chunk that carries the
 * first statement carries BEGIN too. What a transaction promises still holds: its statements run inside it,
 * an error rolls it back and leaves the connection clean, savepoints work.
 */
describe.skipIf(!testDatabaseUrl)('postgres.js: BEGIN goes with the first statement', () => {
  let proxy: TcpProxy;
  let sql: postgres.Sql;

  beforeAll(async () => {
    let url: string;
    ({ proxy, url } = await proxyToDatabase(testDatabaseUrl ?? ''));
    sql = postgres(url, { max: 2, onnotice: () => {} });
    await sql`select 1`;
  });

  afterAll(async () => {
    await sql.end();
    await proxy.close();
  });

  test('one write for BEGIN and the first statement; the statement runs in the transaction', async () => {
    const sent = proxy.recordSent();
    const inTransaction = await sql.begin(async (tx) => {
      const [row] = await tx`select 'first-statement' as marker, now() < statement_timestamp() as inside`;
      return row?.inside;
    });
    expect(inTransaction).toBe(true);
    const carrier = sent().find((chunk) => chunk.includes('first-statement'));
    // Unpatched: BEGIN went out alone, and the statement only after BEGIN's answer, in a later chunk.
    expect(carrier?.toLowerCase()).toContain('begin');
  });

  test('an error rolls back and leaves the connection clean; a savepoint keeps what came before it', async () => {
    await sql`create table if not exists driver_begin_test (n int)`;
    await sql`truncate driver_begin_test`;
    const failed = await sql
      .begin(async (tx) => {
        await tx`insert into driver_begin_test values (1)`;
        await tx`select 1 / 0`;
      })
      .catch((error: { code?: string }) => error.code);
    expect(failed).toBe('22012');
    const kept = await sql.begin(async (tx) => {
      await tx`insert into driver_begin_test values (2)`;
      await tx.savepoint((sp) => sp`select 1 / 0`).catch(() => {});
      return tx`select n from driver_begin_test order by n`;
    });
    expect([...kept]).toEqual([{ n: 2 }]);
    expect([...(await sql`select n from driver_begin_test order by n`)]).toEqual([{ n: 2 }]);
    await sql`drop table driver_begin_test`;
  });
});
