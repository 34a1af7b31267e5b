/**
 * PostgreSQL only: a started server process in production mode — with its pool, LISTEN connection and
 * jobs as configured — gets over every kind of database outage by itself, within a few seconds of the
 * database being reachable again (issue 31, decision 0049). Each kind has a server of its own on a path
 * of its own (test/outages.ts); the outages run at the same time. Then two processes behind HAProxy: both
 * come back into rotation. The in-process outage test (outage.test.ts) could not see this: the server
 * stayed at 503 only with the driver's own reconnect delays and pings given up while it connected.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { existsSync } from 'node:fs';
import { Browser, emptyDatabase, type Node, startHaproxy, startNode } from '../../test/cluster';
import { newUser, testDatabaseUrl } from '../../test/harness';
import { OUTAGE_KINDS, type OutageKind, type OutagePath, outagePath, ownHostsFile } from '../../test/outages';
import { vapidEnv } from '../../test/processes';

const HAPROXY = '/usr/sbin/haproxy';
/** How long each outage lasts: long enough for the driver's own reconnect delays to grow past 10 s. */
const OUTAGE_MS = 6000;
/** Back within this long after the database is: health and a database route both answer 200. */
const RECOVERY_MS = 5000;
/** Given up after this long (reported as "not recovered"). */
const GIVE_UP_MS = 20_000;

const production = (url: string): Record<string, string> => ({
  NODE_ENV: 'production',
  DATABASE_URL: url,
  SECRETS_KEY: Buffer.alloc(32, 7).toString('base64'),
  // Required in production with DATABASE_URL, like the secrets key.
  ...vapidEnv(),
  PUBLIC_URL: 'https://wurzelwerk.example',
  SEED: 'true',
  // A small pool, as on a small host: every connection of it must come back.
  DATABASE_POOL_SIZE: '3',
});

/** Status of a GET, or 0 when there was no answer within 3 s. */
async function status(base: string, path: string, cookie = ''): Promise<number> {
  try {
    const response = await fetch(`${base}${path}`, {
      headers: { Cookie: cookie },
      signal: AbortSignal.timeout(3000),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/**
 * Runs one outage against `base` (a server, or HAProxy before several): a client reads health and the
 * dashboard throughout; answers whether the outage was noticed (a health answer other than 200) and how
 * long after its end both answered 200 again (undefined: not within GIVE_UP_MS).
 */
async function outage(path: OutagePath, base: string, cookie: string, ready: () => Promise<boolean>) {
  let noticed = false;
  let running = true;
  const repeat = async (read: () => Promise<unknown>) => {
    while (running) {
      await read();
      await Bun.sleep(100);
    }
  };
  const load = Promise.all([
    repeat(async () => {
      if ((await status(base, '/api/health')) !== 200) noticed = true;
    }),
    repeat(() => status(base, '/api/dashboard', cookie)),
  ]);
  await path.begin();
  await Bun.sleep(OUTAGE_MS);
  await path.end();
  const ended = performance.now();
  let recoveredMs: number | undefined;
  /** The last answers seen (told when the server does not recover). */
  let last = '';
  while (performance.now() - ended < GIVE_UP_MS) {
    const [health, dashboard] = await Promise.all([
      status(base, '/api/health'),
      status(base, '/api/dashboard', cookie),
    ]);
    last = `health ${health}, dashboard ${dashboard}`;
    if (health === 200 && dashboard === 200 && (await ready())) {
      recoveredMs = performance.now() - ended;
      break;
    }
    await Bun.sleep(100);
  }
  running = false;
  await load;
  return { noticed, recovered: recoveredMs !== undefined && recoveredMs < RECOVERY_MS, recoveredMs, last };
}

async function signedIn(base: string): Promise<string> {
  const browser = new Browser();
  const response = await browser.call(base, 'POST', '/api/auth/register', newUser());
  if (response.status !== 201) throw new Error(`register: ${response.status}`);
  return browser.cookie;
}

describe.skipIf(!testDatabaseUrl)('a started server after a database outage (production mode)', () => {
  const kinds = OUTAGE_KINDS.filter((kind) => kind !== 'dns' || ownHostsFile);
  let database: Awaited<ReturnType<typeof emptyDatabase>>;
  const paths: OutagePath[] = [];
  const nodes: Node[] = [];
  let haproxy: Awaited<ReturnType<typeof startHaproxy>> | undefined;

  beforeAll(async () => {
    database = await emptyDatabase();
    paths.push(
      ...(await Promise.all([...kinds, 'refused' as const].map((kind) => outagePath(kind, database.url)))),
    );
    // The first server migrates and seeds; the others start together once it is up.
    const [first, ...rest] = paths.slice(0, kinds.length);
    if (!first) throw new Error('no outage kinds');
    nodes.push(await startNode({ ...production(first.url), ...first.env }, undefined, first.wrap));
    const cluster = paths.at(-1) as OutagePath;
    nodes.push(
      ...(await Promise.all([
        ...rest.map((path) => startNode({ ...production(path.url), ...path.env }, undefined, path.wrap)),
        startNode({ ...production(cluster.url), ...cluster.env }),
        startNode({ ...production(cluster.url), ...cluster.env }),
      ])),
    );
  }, 120_000);

  afterAll(async () => {
    haproxy?.stop();
    for (const node of nodes) node.server.killAll('SIGKILL');
    await Promise.all(nodes.map((node) => node.server.child.exited));
    await Promise.all(paths.map((path) => path.close()));
    await database?.drop();
  }, 30_000);

  test(`every kind of outage (${kinds.join(', ')}): back within ${RECOVERY_MS / 1000} s`, async () => {
    const results = await Promise.all(
      kinds.map(async (kind, index) => {
        const node = nodes[index] as Node;
        const result = await outage(
          paths[index] as OutagePath,
          node.base,
          await signedIn(node.base),
          async () => true,
        );
        return [kind, result] as const;
      }),
    );
    const summary = Object.fromEntries(
      results.map(([kind, r]) => [kind, { noticed: r.noticed, recovered: r.recovered }]),
    );
    const expected = Object.fromEntries(kinds.map((kind) => [kind, { noticed: true, recovered: true }]));
    if (JSON.stringify(summary) !== JSON.stringify(expected) || process.env.RECOVERY_TIMES) {
      console.log(
        results.map(([kind, r]) => `${kind}: ${r.recoveredMs?.toFixed(0) ?? 'never'} ms`).join(', '),
      );
      // What a server that did not recover answered last, and the end of its log.
      for (const [index, [kind, r]] of results.entries()) {
        if (r.recovered) continue;
        const server = (nodes[index] as Node).server;
        console.log(`${kind}: ${r.last}\n${(server.stdout() + server.stderr()).slice(-3000)}`);
      }
    }
    expect(summary).toEqual(expected as Record<OutageKind, { noticed: boolean; recovered: boolean }>);
  }, 60_000);

  test.skipIf(!existsSync(HAPROXY))(
    'two processes behind HAProxy: both back in rotation, and their LISTEN connections too',
    async () => {
      const pair = nodes.slice(kinds.length);
      haproxy = await startHaproxy(pair);
      expect(await haproxy.allUp()).toBe(true);
      const balancer = haproxy;
      const result = await outage(
        paths.at(-1) as OutagePath,
        balancer.base,
        await signedIn(balancer.base),
        () => balancer.upNow(),
      );
      expect(result).toMatchObject({ noticed: true, recovered: true });
      // Each process itself, not only the balancer's view of them.
      for (const node of pair) expect(await status(node.base, '/api/health')).toBe(200);
      // And their LISTEN connections are back: a logout on one reaches the other's session cache at once
      // (without it, the cached session would stay valid there for up to 30 s).
      const [a, b] = pair as [Node, Node];
      const browser = new Browser();
      expect((await browser.call(a.base, 'POST', '/api/auth/register', newUser())).status).toBe(201);
      const ended = browser.cookie;
      expect(await status(b.base, '/api/auth/me', ended)).toBe(200);
      // A write right after the outage may still get 503 with Retry-After while the process's notification
      // connection comes back (a client retries it, as it is told to); within seconds it is 200.
      const retryUntil = performance.now() + 5000;
      let logout = await browser.call(a.base, 'POST', '/api/auth/logout');
      while (logout.status === 503 && performance.now() < retryUntil) {
        expect(Number(logout.headers.get('retry-after'))).toBeGreaterThan(0);
        await Bun.sleep(100);
        logout = await browser.call(a.base, 'POST', '/api/auth/logout');
      }
      expect(logout.status).toBe(200);
      const loggedOut = performance.now();
      while ((await status(b.base, '/api/auth/me', ended)) !== 401 && performance.now() - loggedOut < 5000)
        await Bun.sleep(20);
      expect(performance.now() - loggedOut).toBeLessThan(1000);
    },
    60_000,
  );
});
