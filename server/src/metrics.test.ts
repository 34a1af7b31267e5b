/**
 * The database figures of metrics.ts (decision 0087) that a scrape of a healthy app does not move: calls refused
 * while the database is known to be down, and the pool's calls in use and waiting. The scrape itself is
 * tested in http/metrics.test.ts.
 */
import { describe, expect, test } from 'bun:test';
import { admit } from './db/guard';
import type { HealthProbe } from './db/health';
import { dbCallStarted, dbPoolSize, registry, setDbPoolSize } from './metrics';

const gauge = async (name: string) => {
  const metric = registry.getSingleMetric(name);
  const { values } = (await metric?.get()) ?? { values: [] };
  return Number(values[0]?.value ?? 0);
};

describe('the database figures', () => {
  test('a call refused while the database is known to be down is counted', async () => {
    const before = await gauge('wurzelwerk_db_calls_refused_total');
    const down = { isDown: () => true } as unknown as HealthProbe;
    const up = { isDown: () => false } as unknown as HealthProbe;
    expect(() => admit(down, undefined)).toThrow('the database is known to be unreachable');
    expect(() => admit(down, undefined)).toThrow();
    admit(up, undefined);
    expect(await gauge('wurzelwerk_db_calls_refused_total')).toBe(before + 2);
  });

  test('calls in flight up to the pool size are in use, the ones beyond it waiting', async () => {
    const size = dbPoolSize();
    // Calls of other tests in this process may be in flight: the pool is sized around them.
    const busy = (await gauge('wurzelwerk_db_pool_in_use')) + (await gauge('wurzelwerk_db_pool_waiting'));
    setDbPoolSize(busy + 2);
    try {
      const ends = [dbCallStarted(), dbCallStarted(), dbCallStarted()];
      expect(await gauge('wurzelwerk_db_pool_in_use')).toBe(busy + 2);
      expect(await gauge('wurzelwerk_db_pool_waiting')).toBe(1);
      for (const end of ends) {
        end();
        end(); // a second end of the same call changes nothing
      }
      expect(await gauge('wurzelwerk_db_pool_in_use')).toBe(busy);
      expect(await gauge('wurzelwerk_db_pool_waiting')).toBe(0);
    } finally {
      setDbPoolSize(size);
    }
  });
});
