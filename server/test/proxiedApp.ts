/**
 * PostgreSQL only: one test file's app whose database is reached through a TCP proxy (tcpProxy.ts), so that
 * a test can break the connections under a running app — and the same database reached directly, for
 * what the test itself reads and writes. Created (with the sample data) before the file's tests and
 * healthy before they start, made whole and healthy again after each test, closed after them all. Read
 * the fields inside tests and hooks.
 */
import { afterAll, afterEach, beforeAll } from 'bun:test';
import { createApp } from '../src/app';
import { type DbHandle, openDatabase } from '../src/db/client';
import { CLIENT_MARGIN_MS } from '../src/db/guard';
import { listenForInvalidations } from '../src/db/invalidations';
import { seed } from '../src/db/seed';
import { appOptions, createTestDatabase, ORIGIN, type TestDatabase } from './harness';
import { proxyToDatabase, type TcpProxy } from './tcpProxy';

export interface ProxiedApp {
  /** The test database, reached directly. */
  direct: TestDatabase;
  proxy: TcpProxy;
  /** The app's database handle, through the proxy. */
  database: DbHandle;
  app: ReturnType<typeof createApp>;
  /** GET `path` from the app. */
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  /** Asks /api/health until the app answers 200 (10 s at most). */
  untilHealthy(): Promise<void>;
  /** Long enough for anything held in the network or a queue to arrive and run, or time out. */
  settled(): Promise<void>;
}

/** `timeoutMs`: the app's deadline for one database call (DATABASE_TIMEOUT_MS); a pool of four. */
export function proxiedApp({ timeoutMs }: { timeoutMs: number }): ProxiedApp {
  const context = {
    get: (path: string, headers: Record<string, string> = {}) =>
      context.app.handle(new Request(`${ORIGIN}${path}`, { headers })),
    async untilHealthy() {
      for (let i = 0; i < 100; i++) {
        if ((await context.get('/api/health')).status === 200) return;
        await Bun.sleep(100);
      }
      throw new Error('the app did not recover');
    },
    settled: () => Bun.sleep(2 * (timeoutMs + CLIENT_MARGIN_MS)),
  } as ProxiedApp;

  beforeAll(async () => {
    context.direct = await createTestDatabase();
    await seed(context.direct.db);
    const { proxy, url } = await proxyToDatabase(context.direct.url ?? '');
    context.proxy = proxy;
    context.database = await openDatabase({ url, timeoutMs, poolSize: 4 });
    context.app = createApp(appOptions(context.database));
    // As a started server does: its caches hear the bus (through the proxy too), and a mutation's reply waits
    // for its commits' messages (decision 0101) — which an outage must not turn into a wait.
    listenForInvalidations(context.database, context.app.decorator.services);
    // A busy machine may miss the deadline at the very start: ask until the app is healthy.
    await context.untilHealthy();
  }, 30_000);

  afterEach(async () => {
    await context.proxy.restore();
    await context.untilHealthy();
  }, 15_000);

  // Closing waits up to 5 s for a connection that was cut under a query (postgres.js keeps it busy).
  afterAll(async () => {
    await context.database.close();
    await context.proxy.close();
    await context.direct.close();
  }, 15_000);

  return context;
}

/** The pause of a writer of writeThroughCuts after each answer: in its 1.25 s, 63 writes at most. */
const WRITE_PAUSE_MS = 20;

/**
 * Runs one writer per entry of `writes`, each calling its `write` over and over (with a pause after each
 * answer, so that a fast app does not take a user past their limits), while the proxy cuts every connection
 * four times, 250 ms apart. Returns the ids answered 201, how often each status came, and the answers other
 * than 201 and 503 with their bodies (what a failing test shows).
 */
export async function writeThroughCuts(proxy: TcpProxy, writes: (() => Promise<Response>)[]) {
  const created: string[] = [];
  const statuses = new Map<number, number>();
  const unexpected: string[] = [];
  let running = true;
  const writers = writes.map(async (write) => {
    while (running) {
      const response = await write();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status === 201) created.push(((await response.json()) as { id: string }).id);
      else if (response.status !== 503) unexpected.push(`${response.status} ${await response.text()}`);
      await Bun.sleep(WRITE_PAUSE_MS);
    }
  });
  for (let i = 0; i < 4; i++) {
    await Bun.sleep(250);
    proxy.reset();
  }
  await Bun.sleep(250);
  running = false;
  await Promise.all(writers);
  return { created, statuses, unexpected };
}
