/**
 * A TCP proxy for fault tests: the app talks to PostgreSQL through it, and the test breaks the network in
 * the ways a real one breaks —
 * - `stall()`: nothing moves any more, in either direction, and new connections are accepted but get no
 *   answer (a hanging server or a partitioned network); bytes already sent are held, not lost, and arrive
 *   on `restore()` — the case in which work queued during an outage would run late;
 * - `reset()`: every open connection is cut, new ones work (a restarted server, a flapping link);
 * - `cut()`: every open connection is cut and new ones are refused (a stopped server);
 * - `drop()`: every open connection is cut, and new ones are accepted and cut at once (a balancer or
 *   pooler in front of a database that is down);
 * - `cutWhenSent(marker)`: as `cut()`, at the moment a client sends bytes containing `marker` (before they
 *   pass): an outage that lands in the middle of one particular exchange;
 * - `restore()`: back to normal, on the same port.
 * And `recordSent()`: what clients send from then on, chunk by chunk as the proxy receives it — for a test of
 * what a driver sends together in one write.
 */
import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';

interface Pair {
  client: Socket;
  upstream: Socket;
}

export interface TcpProxy {
  port: number;
  stall(): void;
  reset(): void;
  cut(): Promise<void>;
  drop(): void;
  cutWhenSent(marker: string): void;
  /** How many connections the proxy has accepted so far. */
  accepted(): number;
  /** Starts recording what clients send; the returned function gives the chunks so far (as latin1 text). */
  recordSent(): () => string[];
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<Pair>();
  let stalled = false;
  let dropping = false;
  let accepted = 0;
  /** cutWhenSent's marker, until it was seen. */
  let cutMarker: string | undefined;
  /** recordSent's chunks, while it records. */
  let recorded: string[] | undefined;

  const destroy = (pair: Pair) => {
    pair.client.destroy();
    pair.upstream.destroy();
    pairs.delete(pair);
  };

  const accept = (client: Socket) => {
    accepted += 1;
    if (dropping) {
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    for (const socket of [client, upstream]) {
      socket.on('error', () => destroy(pair));
      socket.on('close', () => destroy(pair));
    }
    // Plain data events, not pipe(): pipe() resumes a paused socket on its own when the other side drains.
    client.on('data', (chunk: Buffer) => {
      const text = chunk.toString('latin1');
      recorded?.push(text);
      if (cutMarker !== undefined && text.includes(cutMarker)) {
        cutMarker = undefined;
        void proxy.cut();
        return;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => client.write(chunk));
    if (stalled) {
      client.pause();
      upstream.pause();
    }
  };

  let server: Server = createServer(accept);
  const listen = (port: number) =>
    new Promise<number>((resolve) =>
      server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
    );
  const closeServer = () => new Promise<void>((resolve) => server.close(() => resolve()));
  const port = await listen(0);

  const proxy: TcpProxy = {
    port,
    stall() {
      stalled = true;
      for (const { client, upstream } of pairs) {
        client.pause();
        upstream.pause();
      }
    },
    reset() {
      for (const pair of pairs) destroy(pair);
    },
    async cut() {
      for (const pair of pairs) destroy(pair);
      if (server.listening) await closeServer();
    },
    accepted: () => accepted,
    recordSent() {
      const chunks: string[] = [];
      recorded = chunks;
      return () => [...chunks];
    },
    drop() {
      dropping = true;
      for (const pair of pairs) destroy(pair);
    },
    cutWhenSent(marker) {
      cutMarker = marker;
    },
    async restore() {
      stalled = false;
      dropping = false;
      cutMarker = undefined;
      for (const { client, upstream } of pairs) {
        client.resume();
        upstream.resume();
      }
      if (!server.listening) {
        server = createServer(accept);
        await listen(port);
      }
    },
    async close() {
      for (const pair of pairs) destroy(pair);
      if (server.listening) await closeServer();
    },
  };
  return proxy;
}

/** A proxy in front of the PostgreSQL server of `databaseUrl`, and that URL with the proxy in between. */
export async function proxyToDatabase(databaseUrl: string): Promise<{ proxy: TcpProxy; url: string }> {
  const target = new URL(databaseUrl);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const viaProxy = new URL(target);
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  return { proxy, url: viaProxy.toString() };
}
