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
import { startTcpProxy, type TcpProxy } from '../../test/tcpProxy';

/** The query's rows (as a plain array), or "no answer" after `ms`. */
const within = (query: PromiseLike<Iterable<unknown>>, ms: number) =>
  Promise.race([
    Promise.resolve(query).then((rows) => [...rows]),
    Bun.sleep(ms).then(() => 'no answer' as const),
  ]);

describe.skipIf(!testDatabaseUrl)('postgres.js: a query given up while its connection opens', () => {
  let proxy: TcpProxy;
  let url: string;

  beforeAll(async () => {
    const target = new URL(testDatabaseUrl ?? '');
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(target);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    url = viaProxy.toString();
  });

  afterAll(async () => {
    await proxy.close();
  });

  const client = (backoff: number) =>
    postgres(url, { max: 1, connect_timeout: 5, backoff: () => backoff, onnotice: () => {} });

  test('in the handshake (the network stalled): the next query runs', async () => {
    const sql = client(0);
    try {
      proxy.stall();
      const first = sql`select 1 as one`.execute();
      const given = first.catch((error: { code?: string }) => error.code);
      await Bun.sleep(200);
      await first.cancel();
      expect(await given).toBe('57014');
      await proxy.restore();
      // The handshake completes; the next query comes after it, as a request after an outage does (a
      // query queued before would be picked up while the connection still opened).
      await Bun.sleep(500);
      expect(await within(sql`select 2 as two`, 3000)).toEqual([{ two: 2 }]);
    } finally {
      await proxy.restore();
      await sql.end({ timeout: 1 });
    }
  });

  test('cut while it opens (accepted, then closed): opened again after the backoff, not at once', async () => {
    const sql = client(0.2);
    try {
      proxy.drop();
      const before = proxy.accepted();
      const first = sql`select 1 as one`.execute();
      const given = first.catch((error: { code?: string }) => error.code);
      await Bun.sleep(1000);
      await first.cancel();
      expect(await given).toBe('57014');
      // One attempt per 200 ms (unpatched: several hundred a second).
      expect(proxy.accepted() - before).toBeLessThanOrEqual(8);
    } finally {
      await proxy.restore();
      await sql.end({ timeout: 1 });
    }
  });

  test('waiting out the reconnect delay after a failure: the next query runs', async () => {
    const sql = client(1);
    try {
      expect([...(await sql`select 1 as one`)]).toEqual([{ one: 1 }]);
      await proxy.cut();
      await sql`select 1`.catch(() => {});
      await proxy.restore();
      // The connection waits one second before it opens again; the query is given up before that.
      const first = sql`select 1 as one`.execute();
      const given = first.catch((error: { code?: string }) => error.code);
      await Bun.sleep(200);
      await first.cancel();
      expect(await given).toBe('57014');
      await Bun.sleep(1500);
      expect(await within(sql`select 2 as two`, 3000)).toEqual([{ two: 2 }]);
    } finally {
      await proxy.restore();
      await sql.end({ timeout: 1 });
    }
  });
});
