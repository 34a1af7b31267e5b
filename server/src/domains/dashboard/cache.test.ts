/**
 * The dashboard's cache itself (decision 0101), on a clock of its own: kept only while the messages arrive,
 * dropped by the users a message names, straddling reads not kept, shared loads, bounds. What drives it — the
 * database's triggers and the dashboard over /api — is invalidation.test.ts.
 */
import { describe, expect, test } from 'bun:test';
import type { BusMessage } from '../../db/bus';
import { dashboardCacheReads } from '../../metrics';
import { createDashboardCache } from './cache';

describe('the cache', () => {
  const setUp = (options: Parameters<typeof createDashboardCache>[0] = {}) => {
    let clock = 0;
    const cache = createDashboardCache<string>({ now: () => clock, ...options });
    let loads = 0;
    const load = (value: string) => async () => {
      loads += 1;
      return value;
    };
    return { cache, load, loads: () => loads, tick: (ms: number) => (clock += ms) };
  };

  test('keeps nothing until the messages arrive; then a read is answered from it until the user changes', async () => {
    const { cache, load, loads } = setUp();
    expect(await cache.read('u1', load('a'))).toBe('a');
    expect(await cache.read('u1', load('b'))).toBe('b');
    expect(cache.size).toBe(0);
    cache.listening();
    expect(await cache.read('u1', load('c'))).toBe('c');
    expect(await cache.read('u1', load('d'))).toBe('c');
    expect(loads()).toBe(3);
    cache.receive({ kind: 'dashboards', ids: ['u2'] });
    expect(await cache.read('u1', load('e'))).toBe('c');
    cache.receive({ kind: 'dashboards', ids: ['u2', 'u1'] });
    expect(await cache.read('u1', load('f'))).toBe('f');
  });

  test('every dashboard at once: a message without ids, a flush, and the entry’s age', async () => {
    const { cache, load, tick } = setUp({ ttlMs: 1000 });
    cache.listening();
    await cache.read('u1', load('a'));
    await cache.read('u2', load('a'));
    cache.receive({ kind: 'dashboards' });
    expect(cache.size).toBe(0);
    await cache.read('u1', load('b'));
    cache.receive({ kind: 'flush' });
    expect(await cache.read('u1', load('c'))).toBe('c');
    tick(999);
    expect(await cache.read('u1', load('d'))).toBe('c');
    tick(1);
    expect(await cache.read('u1', load('e'))).toBe('e');
    // The catalogue's names are in the kept replies: its change clears them too.
    cache.receive({ kind: 'catalogue' });
    expect(await cache.read('u1', load('f'))).toBe('f');
    // Other messages of the bus are not about dashboards.
    for (const message of [
      { kind: 'sessions', ids: ['u1'] },
      { kind: 'user', id: 'u1' },
    ] satisfies BusMessage[])
      cache.receive(message);
    expect(await cache.read('u1', load('g'))).toBe('f');
  });

  test('reads of a user while their load is under way share it, unless the user changed since it started', async () => {
    const { cache, loads } = setUp();
    cache.listening();
    let finish: (value: string) => void = () => {};
    let started = 0;
    const slow = () => {
      started += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const first = cache.read('u1', slow);
    const second = cache.read('u1', slow);
    expect(started).toBe(1);
    finish('a');
    expect([await first, await second]).toEqual(['a', 'a']);
    cache.receive({ kind: 'dashboards', ids: ['u1'] });
    const before = cache.read('u1', slow);
    const finishBefore = finish;
    cache.receive({ kind: 'dashboards', ids: ['u1'] });
    const after = cache.read('u1', slow);
    expect(started).toBe(3);
    finishBefore('old');
    finish('new');
    expect([await before, await after]).toEqual(['old', 'new']);
    expect(await cache.read('u1', async () => 'later')).toBe('new');
    expect(loads()).toBe(0);
  });

  test('a read that straddles a change of its user is answered but not kept; one of another user is', async () => {
    const { cache } = setUp();
    cache.listening();
    let finish: (value: string) => void = () => {};
    const slow = () => new Promise<string>((resolve) => (finish = resolve));
    const straddling = cache.read('u1', slow);
    cache.receive({ kind: 'dashboards', ids: ['u1'] });
    finish('old');
    expect(await straddling).toBe('old');
    expect(cache.size).toBe(0);
    const other = cache.read('u1', slow);
    cache.receive({ kind: 'dashboards', ids: ['u2'] });
    finish('kept');
    expect(await other).toBe('kept');
    expect(await cache.read('u1', async () => 'new')).toBe('kept');
    // A flush while reading: not kept either.
    cache.receive({ kind: 'flush' });
    const flushed = cache.read('u1', slow);
    cache.receive({ kind: 'flush' });
    finish('old');
    await flushed;
    expect(cache.size).toBe(0);
  });

  test('entries that ran out are let go when the next one is stored', async () => {
    const { cache, load, tick } = setUp({ ttlMs: 1000 });
    cache.listening();
    await cache.read('u1', load('a'));
    tick(600);
    await cache.read('u2', load('a'));
    tick(600);
    await cache.read('u3', load('a'));
    expect(cache.size).toBe(2);
  });

  test('bounded: the oldest user makes room; a database known to be down is always asked', async () => {
    let down = false;
    const { cache, load, loads } = setUp({ max: 2, available: () => !down });
    cache.listening();
    for (const user of ['u1', 'u2', 'u3']) await cache.read(user, load(user));
    expect(cache.size).toBe(2);
    await cache.read('u1', load('again'));
    expect(loads()).toBe(4);
    down = true;
    await cache.read('u3', load('down'));
    expect(loads()).toBe(5);
  });

  test('hits and misses are counted for the metrics', async () => {
    const { cache, load } = setUp();
    cache.listening();
    const [hits, misses] = [dashboardCacheReads.hit, dashboardCacheReads.miss];
    await cache.read('u1', load('a'));
    await cache.read('u1', load('a'));
    await cache.read('u1', load('a'));
    expect([dashboardCacheReads.hit - hits, dashboardCacheReads.miss - misses]).toEqual([2, 1]);
  });
});
