/**
 * PostgreSQL only: the shared throttle store (decision 0049). Steps of several processes on one database
 * count exactly as on one, although none waits on another's lock; a step that cannot get its keys in
 * time is refused (429), not left waiting with a connection.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import postgres from 'postgres';
import { createTestDatabase, type TestDatabase, testDatabaseUrl } from '../../test/harness';
import { createAuthThrottle, makeLimiters } from './throttle';
import { postgresThrottleStore } from './throttleStore';

const limits = { loginMaxFailures: 10, registerMaxPerWindow: 1000 };

describe.skipIf(!testDatabaseUrl)('the throttle store on PostgreSQL', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(() => database.close());

  /** A throttle as one process has it: a store of its own on the shared database. */
  const processThrottle = (waitMs?: number) =>
    createAuthThrottle(
      limits,
      Date.now,
      postgresThrottleStore(database.db, () => makeLimiters(limits), waitMs),
    );

  test('40 parallel attempts over two processes for one account and address: exactly the limit', async () => {
    const [first, second] = [processThrottle(), processThrottle()];
    const attempts = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        (i % 2 ? first : second).reserveSecretCheck('password', 'ziel@example.org', '203.0.113.77'),
      ),
    );
    expect(attempts.filter((attempt) => attempt.ok)).toHaveLength(10);
  });

  test('a key held elsewhere for longer than the wait: refused at once with a short Retry-After', async () => {
    const holder = postgres(database.url ?? '', { max: 1, onnotice: () => {} });
    try {
      const key = `subjects\npassword\nbesetzt@example.org`;
      await holder`select pg_advisory_lock(hashtextextended(${key}, 21))`;
      const started = performance.now();
      const pending = processThrottle(400).reserveSecretCheck(
        'password',
        'besetzt@example.org',
        '203.0.113.78',
      );
      // Meanwhile it tries, never waits: no backend of this database waits on an advisory lock.
      await Bun.sleep(150);
      const [row] = await holder`select count(*)::int as waiting from pg_stat_activity
                                 where datname = current_database() and wait_event = 'advisory'`;
      expect(row?.waiting).toBe(0);
      expect(await pending).toEqual({ ok: false, retryAfter: 1, reason: 'delayed' });
      expect(performance.now() - started).toBeLessThan(2000);
      await holder`select pg_advisory_unlock_all()`;
      expect(
        (await processThrottle().reserveSecretCheck('password', 'besetzt@example.org', '203.0.113.78')).ok,
      ).toBe(true);
    } finally {
      await holder.end();
    }
  });
});
