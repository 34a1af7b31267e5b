/**
 * PostgreSQL only: the patched postgres.js (patches/postgres@3.4.9.patch, decision 0049). A query given up
 * while its connection was still being opened — waiting out the reconnect delay, or in the handshake —
 * left that connection in the driver's "connecting" queue for good; once every connection of a pool had
 * gone that way, every later query waited for ever. The connection must serve the next query instead.
 * And a connection closed while it opened was opened again at once, without the backoff.
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
