import { describe, expect, test } from 'bun:test';
import { ENERGY_COST } from './constants';
import { createFarm, growthStage } from './formulas';
import { upgrade } from './testFarm';

describe('createFarm', () => {
  test('starts with 85 of 100 energy and a first level-up reachable with it', () => {
    const state = createFarm();
    expect(state.player.energy).toBe(85);
    expect(state.player.maxEnergy).toBe(100);
    expect(state.tree).toMatchObject({ level: 1, clicks: 0, clicksNeeded: 10, multiplier: 1, maxLevel: 50 });
    expect(state.tree.clicksNeeded * ENERGY_COST.tree).toBeLessThanOrEqual(state.player.energy);
  });

  test('upgrades have max levels 5–25, quests rewards 220–5000 and the spec’s durations', () => {
    const state = createFarm();
    for (const u of state.upgrades) {
      expect(u.maxLevel).toBeGreaterThanOrEqual(5);
      expect(u.maxLevel).toBeLessThanOrEqual(25);
      expect(u.level).toBe(0);
    }
    for (const q of state.quests) {
      expect(q.reward).toBeGreaterThanOrEqual(220);
      expect(q.reward).toBeLessThanOrEqual(5000);
      expect(q.timeLeft).toBe(q.type === 'daily' ? 18_000 : 518_400);
    }
  });

  test('offers the advertised daily challenges: tree 50 clicks, 30 honey, 10 eggs', () => {
    const daily = createFarm()
      .quests.filter((q) => q.type === 'daily')
      .map((q) => [q.goal, q.target]);
    expect(daily).toEqual([
      ['treeClicks', 50],
      ['honey', 30],
      ['eggs', 10],
    ]);
  });

  test('is plain JSON and returns a new object each time', () => {
    const state = createFarm();
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    upgrade(createFarm(), 'fertilizer').level = 3;
    expect(upgrade(createFarm(), 'fertilizer').level).toBe(0);
  });
});

describe('growthStage', () => {
  test.each([
    [1, 'sapling'],
    [4, 'sapling'],
    [5, 'youngTree'],
    [14, 'youngTree'],
    [15, 'adultTree'],
    [29, 'adultTree'],
    [30, 'ancientTree'],
    [50, 'ancientTree'],
  ] as const)('level %i is %s', (level, stage) => {
    expect(growthStage({ level })).toBe(stage);
  });
});
