/**
 * A rolling restart behind a real load balancer (issue 21): HAProxy in front of two server processes on
 * one PostgreSQL, a bounded load of signed-in and anonymous reads through it, and each process in turn
 * stopped with SIGTERM and started again — not one request fails. PostgreSQL only (one embedded database
 * serves one process); HAProxy is Debian's (`.ci/run` installs it).
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { existsSync } from 'node:fs';
import { Browser, emptyDatabase, type Node, startHaproxy, startNode } from '../../test/cluster';
import { newUser, testDatabaseUrl } from '../../test/harness';

const HAPROXY = '/usr/sbin/haproxy';
/** Parallel clients of the load, each sending its next request when the last one is answered. */
const CLIENTS = 6;

describe.skipIf(!testDatabaseUrl || !existsSync(HAPROXY))(
  `a rolling restart behind HAProxy (needs DATABASE_URL and ${HAPROXY})`,
  () => {
    let database: Awaited<ReturnType<typeof emptyDatabase>>;
    let haproxy: Awaited<ReturnType<typeof startHaproxy>>;
    const nodes: Node[] = [];
    // The load balancer polls /api/health every 200 ms and takes a server out after two failures: a
    // stopping server answers 503 for 1.5 s before its port closes.
    const env = (url: string) => ({ DATABASE_URL: url, SEED: 'true', SHUTDOWN_DRAIN_MS: '1500' });

    beforeAll(async () => {
      database = await emptyDatabase();
      nodes.push(...(await Promise.all([startNode(env(database.url)), startNode(env(database.url))])));
      haproxy = await startHaproxy(nodes);
      if (!(await haproxy.allUp())) throw new Error('HAProxy does not count both servers up');
    }, 90_000);

    afterAll(async () => {
      haproxy?.stop();
      for (const node of nodes) node.server.killAll('SIGKILL');
      await Promise.all(nodes.map((node) => node.server.child.exited));
      await database?.drop();
    });

    test('each process stopped (SIGTERM) and started again under load: no request fails', async () => {
      const browser = new Browser();
      expect((await browser.call(haproxy.base, 'POST', '/api/auth/register', newUser())).status).toBe(201);
      const paths = ['/api/asset-types', '/api/auth/me', '/api/dashboard'];
      const failures: string[] = [];
      let answered = 0;
      let running = true;
      const client = async (index: number) => {
        for (let i = index; running; i++) {
          const path = paths[i % paths.length] ?? '/';
          try {
            const response = await fetch(`${haproxy.base}${path}`, { headers: { Cookie: browser.cookie } });
            await response.arrayBuffer();
            if (response.status !== 200) failures.push(`${path}: ${response.status}`);
            answered += 1;
          } catch (error) {
            failures.push(`${path}: ${String(error)}`);
          }
        }
      };
      const load = Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)));

      for (const [index, node] of nodes.entries()) {
        node.server.killAll('SIGTERM');
        expect(await node.server.exitWithin(20_000)).toBe(0);
        const restarted = await startNode(env(database.url), node.port);
        nodes[index] = restarted;
        // Back in rotation (two good checks) before the next one stops.
        expect(await haproxy.allUp()).toBe(true);
      }
      running = false;
      await load;
      expect(failures).toEqual([]);
      expect(answered).toBeGreaterThan(100);
    }, 90_000);
  },
);
