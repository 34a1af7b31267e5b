/**
 * PostgreSQL suite only: the database goes away while the server runs → 503 within 2 s; it comes back →
 * the same server answers again, without a restart. A TCP proxy in the test stands between app and server.
 */
import { expect, test } from 'bun:test';
import { type AddressInfo, connect, createServer, type Socket } from 'node:net';
import { appOptions, createTestDatabase, ORIGIN, testDatabaseUrl } from '../../test/harness';
import { createApp } from '../app';
import { openDatabase } from './client';

/** Forwards 127.0.0.1:port (0: any free port) to the database server until cut. */
function startProxy(port: number, target: URL): Promise<{ port: number; cut(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  };
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    track(client);
    track(upstream);
    client.pipe(upstream).pipe(client);
  });
  const cut = () =>
    new Promise<void>((done) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => done());
    });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve({ port: (server.address() as AddressInfo).port, cut })),
  );
}

test.skipIf(!testDatabaseUrl)(
  'database outage → 503 within 2 s, then recovery without a restart',
  async () => {
    const direct = await createTestDatabase();
    const target = new URL(direct.url ?? '');
    let proxy = await startProxy(0, target);
    const port = proxy.port;
    const viaProxy = new URL(target);
    viaProxy.host = `127.0.0.1:${port}`;
    const database = await openDatabase({ url: viaProxy.toString() });
    const app = createApp(appOptions(database));
    const get = (path: string) => app.handle(new Request(`${ORIGIN}${path}`));

    expect((await get('/api/health')).status).toBe(200);

    await proxy.cut();
    // Health reuses a good answer for up to a second; within 2 s it must report the outage.
    const started = performance.now();
    let status = 200;
    while (status === 200 && performance.now() - started < 2000) {
      status = (await get('/api/health')).status;
      if (status === 200) await Bun.sleep(100);
    }
    expect(status).toBe(503);
    expect(performance.now() - started).toBeLessThan(2000);
    const news = await get('/api/news');
    expect(news.status).toBe(503);
    expect((await news.json()).code).toBe('SERVICE_UNAVAILABLE');

    proxy = await startProxy(port, target);
    expect((await get('/api/health')).status).toBe(200);
    expect((await get('/api/news')).status).toBe(200);

    await database.close();
    await proxy.cut();
    await direct.close();
  },
  30_000,
);
