import { expect, test } from 'bun:test';
import { RecentAddresses, SlidingWindowLimiter } from './rateLimit';

test('the sliding window lets a key through again once its oldest hit leaves the window', () => {
  let now = 0;
  const limiter = new SlidingWindowLimiter(3, 60_000, () => now);
  for (let i = 0; i < 3; i++) {
    expect(limiter.retryAfter('k')).toBe(0);
    limiter.hit('k');
    now += 10_000;
  }
  // Hits at 0 s, 10 s, 20 s; now 30 s: the first leaves the window at 60 s.
  expect(limiter.retryAfter('k')).toBe(30);
  expect(limiter.retryAfter('other')).toBe(0);
  now = 60_001;
  expect(limiter.retryAfter('k')).toBe(0);
});

test('a hit given back no longer counts', () => {
  let now = 0;
  const limiter = new SlidingWindowLimiter(2, 60_000, () => now);
  const first = limiter.hit('k');
  now += 1;
  limiter.hit('k');
  expect(limiter.retryAfter('k')).toBeGreaterThan(0);
  limiter.unhit('k', first);
  expect(limiter.recent('k')).toEqual([1]);
  expect(limiter.retryAfter('k')).toBe(0);
});

test('a key keeps only the hits that can still change an answer', () => {
  let now = 0;
  const limiter = new SlidingWindowLimiter(2, 60_000, () => now, { keep: 4 });
  for (let i = 0; i < 100; i++) {
    limiter.hit('k');
    now += 1;
  }
  expect(limiter.recent('k')).toEqual([96, 97, 98, 99]);
});

test('keys out of the window are swept, and past maxKeys the least recently hit key goes', () => {
  let now = 0;
  const limiter = new SlidingWindowLimiter(5, 60_000, () => now, { maxKeys: 1_000 });
  for (let i = 0; i < 500; i++) limiter.hit(`stale-${i}`);
  now = 60_001;
  limiter.hit('fresh');
  expect(limiter.size).toBe(1);
  // An attacker cycling keys: the map never holds more than maxKeys.
  for (let i = 0; i < 5_000; i++) limiter.hit(`cycled-${i}`);
  expect(limiter.size).toBe(1_000);
  expect(limiter.recent('cycled-4999')).toHaveLength(1);
  expect(limiter.recent('fresh')).toHaveLength(0);
});

test('recent addresses: per key at most a few, forgotten after their time, bounded in keys', () => {
  let now = 0;
  const recent = new RecentAddresses(1_000, 2, () => now, 100);
  recent.add('a', '1.1.1.1');
  recent.add('a', '2.2.2.2');
  recent.add('a', '3.3.3.3');
  expect(recent.has('a', '1.1.1.1')).toBe(false);
  expect(recent.has('a', '3.3.3.3')).toBe(true);
  expect(recent.has('b', '3.3.3.3')).toBe(false);
  now = 1_001;
  expect(recent.has('a', '3.3.3.3')).toBe(false);
  for (let i = 0; i < 1_000; i++) recent.add(`k${i}`, '1.1.1.1');
  expect(recent.size).toBe(100);
});
