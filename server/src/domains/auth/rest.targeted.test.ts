/**
 * PostgreSQL only: a targeted sign-in denial (issue 31). A burst of wrong passwords at one account from
 * many addresses, on a pool of two connections, while the owner signs in and another user reads the
 * dashboard: the attackers get 401 or 429, nobody gets a 5xx, the owner gets in from the address they
 * signed in from before (decision 0016: it keeps its budget), the other user reads — and no connection of
 * the pool waits on another attempt's lock meanwhile (decision 0049: attempts wait outside the pool).
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import postgres from 'postgres';
import {
  appOptions,
  createTestDatabase,
  newUser,
  TestClient,
  type TestDatabase,
  testDatabaseUrl,
} from '../../../test/harness';
import { createApp } from '../../app';
import { type DbHandle, openDatabase } from '../../db/client';

const ATTACKERS = 100;

describe.skipIf(!testDatabaseUrl)('a burst of wrong passwords at one account on a pool of two', () => {
  let direct: TestDatabase;
  let database: DbHandle;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    direct = await createTestDatabase();
    database = await openDatabase({ url: direct.url ?? '', poolSize: 2, timeoutMs: 2000 });
    app = createApp(appOptions(database, { loginMaxFailures: 10 }));
  });

  afterAll(async () => {
    await database.close();
    await direct.close();
  });

  /** The most backends of this database seen waiting on an advisory lock at once, while `during` runs. */
  async function lockWaits<T>(during: () => Promise<T>): Promise<{ result: T; most: number }> {
    const watcher = postgres(testDatabaseUrl ?? '', { max: 1, onnotice: () => {} });
    const name = new URL(direct.url ?? '').pathname.slice(1);
    let most = 0;
    let running = true;
    const watching = (async () => {
      while (running) {
        const [row] = await watcher`select count(*)::int as waiting from pg_stat_activity
                                    where datname = ${name} and wait_event_type = 'Lock' and wait_event = 'advisory'`;
        most = Math.max(most, row?.waiting ?? 0);
        await Bun.sleep(5);
      }
    })();
    try {
      const result = await during();
      return { result, most };
    } finally {
      running = false;
      await watching;
      await watcher.end();
    }
  }

  test(`${ATTACKERS} wrong passwords at once: 401 or 429, no 5xx; the owner and another user keep working`, async () => {
    const owner = new TestClient(app, '192.0.2.10');
    const input = newUser();
    expect((await owner.post('/api/auth/register', input)).status).toBe(201);
    const credentials = { email: input.email, password: input.password };
    // The owner has signed in from this address before: it keeps its own budget (decision 0016).
    expect((await owner.post('/api/auth/login', credentials)).status).toBe(200);
    const other = new TestClient(app, '192.0.2.20');
    expect((await other.post('/api/auth/register', newUser())).status).toBe(201);

    const { result, most } = await lockWaits(() => {
      const attacks = Array.from({ length: ATTACKERS }, (_, i) =>
        new TestClient(app, `198.18.${Math.floor(i / 200)}.${(i % 200) + 1}`).post('/api/auth/login', {
          email: input.email,
          password: `falsch-${i}`,
        }),
      );
      return Promise.all([
        Promise.all(attacks),
        (async () => {
          await Bun.sleep(20);
          return owner.post('/api/auth/login', credentials);
        })(),
        (async () => {
          await Bun.sleep(20);
          return other.get('/api/dashboard');
        })(),
      ]);
    });
    const [attacks, ownerSignIn, dashboard] = result;
    const statuses = attacks.map((response) => response.status);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    // Ten failures, then one guess per spaced slot (1 s, 2 s, …): the rest are refused.
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(ATTACKERS - 15);
    expect(ownerSignIn.status).toBe(200);
    expect(dashboard.status).toBe(200);
    expect(most).toBe(0);
  }, 60_000);
});
