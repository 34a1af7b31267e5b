import { describe, expect, test } from 'bun:test';
import fc from 'fast-check';
import { calibrate, calibrateFromProbes } from './calibration';

describe('calibrate: the CPU slowdown from the benchmark index (Lighthouse throttling guidance)', () => {
  test.each([
    [150, 1],
    [475, 1.5],
    [800, 2],
    [1050, 2.5],
    [1300, 3],
    [1533, 4],
    [1694, 4.7],
    [2000, 6],
    [2278, 7.2],
    [3936, 14.3],
  ])('index %p → %p×', (index, slowdown) => {
    expect(calibrate(index)).toEqual({ benchmarkIndex: index, cpuSlowdown: slowdown, tooSlow: false });
  });

  test('a host slower than the phone to emulate: no slowdown, and flagged', () => {
    expect(calibrate(120)).toEqual({ benchmarkIndex: 120, cpuSlowdown: 1, tooSlow: true });
  });

  test('no index, no calibration', () => {
    for (const index of [0, -5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => calibrate(index)).toThrow();
  });

  test('a faster host is slowed down more, never less; never below 1×', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 10_000, noNaN: true }),
        fc.double({ min: 0, max: 5000, noNaN: true }),
        (a, d) => {
          const slow = calibrate(a).cpuSlowdown;
          expect(calibrate(a + d).cpuSlowdown).toBeGreaterThanOrEqual(slow);
          expect(slow).toBeGreaterThanOrEqual(1);
        },
      ),
    );
  });

  test('several probes: the median of them, one swinging probe moves nothing (decision 0097)', () => {
    expect(calibrateFromProbes([2759, 2347, 1265])).toEqual({
      benchmarkIndex: 2347,
      cpuSlowdown: 7.5,
      tooSlow: false,
      probes: [2759, 2347, 1265],
    });
    expect(calibrateFromProbes([2300, 2400, 1265, 2350]).benchmarkIndex).toBe(2325);
    // A failed probe (no index) is left out; none usable, no calibration.
    expect(calibrateFromProbes([0, 1300]).cpuSlowdown).toBe(3);
    expect(() => calibrateFromProbes([])).toThrow();
    expect(() => calibrateFromProbes([Number.NaN])).toThrow();
  });
});
