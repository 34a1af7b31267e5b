import { describe, expect, test } from 'bun:test';
import fc from 'fast-check';
import { applyAction } from './actions';
import { MAX_OFFLINE_SECONDS } from './constants';
import { createFarm } from './formulas';
import { catchUp, replay } from './replay';
import { advance } from './time';
import type { FarmAction, FarmState, TimedAction } from './types';

const T0 = Date.UTC(2026, 0, 1, 12);
const click: FarmAction = { type: 'clickTree' };
const at = (ms: number, action: FarmAction = click): TimedAction => ({ action, at: T0 + ms });

describe('replay', () => {
  test('refuses what energy does not allow: 1000 tree clicks in one second from 85 energy', () => {
    const batch = Array.from({ length: 1000 }, (_, i) => at(i));
    const result = replay({ state: createFarm(), savedAt: T0 }, batch, T0 + 1000);
    expect(result.accepted).toBe(85);
    expect(result.rejected).toHaveLength(915);
    expect(result.rejected[0]).toEqual({ index: 85, reason: 'energy' });
    expect(result.rejected.every((r) => r.reason === 'energy')).toBe(true);
    expect(result.state.player.energy).toBe(0);
    expect(result.state.stats.treeClicks).toBe(85);
  });

  test('ticks the whole seconds between actions, so energy regenerates as real time allows', () => {
    const tired = createFarm();
    tired.player.energy = 0;
    const saved = { state: tired, savedAt: T0 };
    // Same second: no tick yet, refused. One second later: 1 energy, accepted; the next one in that second not.
    const result = replay(saved, [at(500), at(1000), at(1999), at(3500)], T0 + 4000);
    expect(result.rejected).toEqual([
      { index: 0, reason: 'energy' },
      { index: 2, reason: 'energy' },
    ]);
    expect(result.accepted).toBe(2);
    // The state describes T0 + 3 s: the last action's whole second, not `now`.
    expect(result.savedAt).toBe(T0 + 3000);
    expect(result.state.player.energy).toBe(1);
  });

  test('gives the same state as ticking and applying by hand', () => {
    const start = createFarm();
    const batch = [at(200), at(2300, { type: 'clickHive' }), at(2300), at(7000)];
    const result = replay({ state: start, savedAt: T0 }, batch, T0 + 10_000);
    let expected: FarmState = start;
    for (const [seconds, action] of [
      [0, click],
      [2, { type: 'clickHive' }],
      [0, click],
      [5, click],
    ] as const) {
      const applied = applyAction(advance(expected, seconds), action);
      if (!applied.ok) throw new Error(applied.reason);
      expected = applied.state;
    }
    expect(result.state).toEqual(expected);
    expect(result.savedAt).toBe(T0 + 7000);
  });

  test('refuses actions in the future, before the save and out of order', () => {
    const now = T0 + 10_000;
    const batch = [at(-1), at(3000), at(2000), at(12_001), at(11_900), at(4000)];
    const result = replay({ state: createFarm(), savedAt: T0 }, batch, now);
    expect(result.rejected).toEqual([
      { index: 0, reason: 'beforeSave' },
      { index: 2, reason: 'outOfOrder' },
      { index: 3, reason: 'future' },
      { index: 5, reason: 'outOfOrder' },
    ]);
    // Up to 2 s ahead of the server clock is tolerated (clock skew).
    expect(result.accepted).toBe(2);
    expect(result.savedAt).toBe(T0 + 11_000);
  });

  test('refuses rule violations by reason and keeps going', () => {
    const batch = [
      at(0, { type: 'buyUpgrade', upgradeId: 'fertilizer' }),
      at(0, { type: 'claimQuest', questId: 'dailyTree' }),
      at(0, { type: 'clickCoop' }),
      at(0, { type: 'buyUpgrade', upgradeId: 'unknown' }),
      at(0),
    ];
    const result = replay({ state: createFarm(), savedAt: T0 }, batch, T0);
    expect(result.rejected.map((r) => r.reason)).toEqual([
      'coins',
      'questNotComplete',
      'nothingToCollect',
      'unknownId',
    ]);
    expect(result.accepted).toBe(1);
  });

  test('caps the ticks of a long gap at 8 hours but moves the clock on by the full time', () => {
    const start = createFarm();
    start.tree.autoGrowth = 1;
    const tenHours = 10 * 3600 * 1000;
    const result = replay({ state: start, savedAt: T0 }, [at(tenHours)], T0 + tenHours);
    expect(result.savedAt).toBe(T0 + tenHours);
    expect(result.state.player.totalCoins).toBe(MAX_OFFLINE_SECONDS + 7);
  });

  test('caps the ticks at 8 hours for the whole batch, not per gap between its actions', () => {
    const start = createFarm();
    start.tree.autoGrowth = 1;
    const eightHours = MAX_OFFLINE_SECONDS * 1000;
    const noOp: FarmAction = { type: 'claimQuest', questId: 'nope' };
    const batch = Array.from({ length: 9 }, (_, i) => at((i + 1) * eightHours, noOp));
    const result = replay({ state: start, savedAt: T0 }, batch, T0 + 9 * eightHours);
    expect(result.accepted).toBe(0);
    expect(result.savedAt).toBe(T0 + 9 * eightHours);
    expect(result.state.player.totalCoins).toBe(MAX_OFFLINE_SECONDS);
  });

  test('never changes the saved farm', () => {
    const saved = { state: createFarm(), savedAt: T0 };
    const copy = structuredClone(saved);
    replay(saved, [at(0), at(5000)], T0 + 6000);
    expect(saved).toEqual(copy);
  });

  test('never lets energy or coins go negative or energy exceed the maximum (property)', () => {
    const action = fc.oneof(
      fc.constant<FarmAction>({ type: 'clickTree' }),
      fc.constant<FarmAction>({ type: 'clickHive' }),
      fc.constant<FarmAction>({ type: 'clickCoop' }),
      fc
        .constantFrom(...createFarm().upgrades.map((u) => u.id), 'nope')
        .map((upgradeId): FarmAction => ({ type: 'buyUpgrade', upgradeId })),
      fc
        .constantFrom(...createFarm().quests.map((q) => q.id))
        .map((questId): FarmAction => ({ type: 'claimQuest', questId })),
    );
    const timed = fc.record({ action, at: fc.integer({ min: T0 - 5000, max: T0 + 120_000 }) });
    fc.assert(
      fc.property(
        fc.array(timed, { maxLength: 200 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 100 }),
        (batch, coins, energy) => {
          const state = createFarm();
          state.player.totalCoins = coins;
          state.player.energy = energy;
          const now = T0 + 60_000;
          const result = replay({ state, savedAt: T0 }, batch, now);
          const { player } = result.state;
          expect(player.energy).toBeGreaterThanOrEqual(0);
          expect(player.energy).toBeLessThanOrEqual(player.maxEnergy);
          expect(player.totalCoins).toBeGreaterThanOrEqual(0);
          expect(result.accepted + result.rejected.length).toBe(batch.length);
          expect(result.savedAt).toBeGreaterThanOrEqual(T0);
          expect(result.savedAt).toBeLessThanOrEqual(now + 2000);
          expect((result.savedAt - T0) % 1000).toBe(0);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('catchUp', () => {
  test('applies the whole seconds away and keeps the remainder for next time', () => {
    const saved = { state: createFarm(), savedAt: T0 };
    const back = catchUp(saved, T0 + 5_700);
    expect(back.savedAt).toBe(T0 + 5_000);
    expect(back.state.player.energy).toBe(90);
    expect(catchUp(saved, T0 + 999)).toBe(saved);
    expect(catchUp(saved, T0 - 10_000)).toBe(saved);
  });
});
