import { describe, expect, test } from 'bun:test';
import { applyAction } from './actions';
import { createFarm } from './formulas';
import { farm, ok, play, upgrade } from './testFarm';
import type { FarmState, UpgradeStat } from './types';

describe('upgrades', () => {
  const rich = () =>
    farm((s) => {
      s.player.totalCoins = 1_000_000;
    });

  test('a purchase costs its price, raises the level by 1 and the price ×1.5 (rounded down)', () => {
    const { state, events } = ok(applyAction(rich(), { type: 'buyUpgrade', upgradeId: 'fertilizer' }));
    expect(events).toEqual([{ type: 'upgraded', upgradeId: 'fertilizer', level: 1 }]);
    expect(state.player.totalCoins).toBe(1_000_000 - 50);
    expect(upgrade(state, 'fertilizer')).toMatchObject({ level: 1, cost: 75 });
    const again = ok(applyAction(state, { type: 'buyUpgrade', upgradeId: 'fertilizer' })).state;
    expect(upgrade(again, 'fertilizer')).toMatchObject({ level: 2, cost: 112 });
    expect(again.player.totalCoins).toBe(1_000_000 - 50 - 75);
  });

  test('is blocked when coins are below the cost, allowed at exactly the cost', () => {
    const poor = farm((s) => {
      s.player.totalCoins = 49;
    });
    expect(applyAction(poor, { type: 'buyUpgrade', upgradeId: 'fertilizer' })).toEqual({
      ok: false,
      state: poor,
      reason: 'coins',
    });
    const exact = farm((s) => {
      s.player.totalCoins = 50;
    });
    expect(
      ok(applyAction(exact, { type: 'buyUpgrade', upgradeId: 'fertilizer' })).state.player.totalCoins,
    ).toBe(0);
  });

  test('is blocked at the max level, and every upgrade reaches it', () => {
    let state = rich();
    state.player.totalCoins = 1e12;
    for (const u of createFarm().upgrades) {
      state = play(state, { type: 'buyUpgrade', upgradeId: u.id }, u.maxLevel);
      expect(applyAction(state, { type: 'buyUpgrade', upgradeId: u.id })).toMatchObject({
        ok: false,
        reason: 'maxLevel',
      });
    }
    expect(state.stats.upgradesBought).toBe(createFarm().upgrades.reduce((n, u) => n + u.maxLevel, 0));
  });

  test('an unknown upgrade is refused', () => {
    expect(applyAction(rich(), { type: 'buyUpgrade', upgradeId: 'goldMine' })).toMatchObject({
      ok: false,
      reason: 'unknownId',
    });
  });

  const effects: [string, UpgradeStat, (s: FarmState) => number, number][] = [
    ['fertilizer', 'treeMultiplier', (s) => s.tree.multiplier, 1.1],
    ['irrigation', 'autoGrowth', (s) => s.tree.autoGrowth, 1],
    ['flowerMeadow', 'honeyMultiplier', (s) => s.beehive.honeyMultiplier, 1.5],
    ['hiveBoxes', 'autoProduction', (s) => s.beehive.autoProduction, 1],
    ['queenBee', 'productivity', (s) => s.beehive.productivity, 3],
    ['organicFeed', 'eggMultiplier', (s) => s.coop.eggMultiplier, 1.5],
    ['coopExtension', 'chickens', (s) => s.coop.chickens, 4],
    ['nestBoxes', 'spawnRate', (s) => s.coop.spawnRate, 28],
    ['goldenChicken', 'goldenChickens', (s) => s.coop.goldenChickens, 1],
    ['solarPanels', 'autoGrowth', (s) => s.tree.autoGrowth, 2],
  ];
  test.each(effects)('%s changes %s', (id, stat, read, expected) => {
    expect(upgrade(createFarm(), id).effect.stat).toBe(stat);
    const { state } = ok(applyAction(rich(), { type: 'buyUpgrade', upgradeId: id }));
    expect(read(state)).toBe(expected);
  });

  test('bee and chicken upgrades raise their building’s level; a queen bee adds a queen', () => {
    let state = play(rich(), { type: 'buyUpgrade', upgradeId: 'queenBee' }, 2);
    expect(state.beehive).toMatchObject({ level: 3, queenBees: 3 });
    state = ok(applyAction(state, { type: 'buyUpgrade', upgradeId: 'organicFeed' })).state;
    expect(state.coop.level).toBe(2);
    expect(state.beehive.level).toBe(3);
  });

  test('faster laying never lets the current timer exceed the new interval', () => {
    const start = farm((s) => {
      s.player.totalCoins = 1e9;
      s.coop.eggSpawnTimer = 30;
    });
    const state = play(start, { type: 'buyUpgrade', upgradeId: 'nestBoxes' }, 10);
    expect(state.coop.spawnRate).toBe(10);
    expect(state.coop.eggSpawnTimer).toBe(10);
  });
});
