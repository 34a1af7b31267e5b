import { describe, expect, test } from 'bun:test';
import { DEMO_CLICK_COINS, demoTreeClick } from './demo';
import { createFarm } from './formulas';

const farm = createFarm();

describe('demoTreeClick', () => {
  test('the lowest and highest random numbers give 5 and 14 coins', () => {
    expect(demoTreeClick(farm, () => 0).reward).toBe(DEMO_CLICK_COINS.min);
    expect(demoTreeClick(farm, () => 0.999_999).reward).toBe(DEMO_CLICK_COINS.max);
    expect(DEMO_CLICK_COINS).toEqual({ min: 5, max: 14 });
  });

  test('every value of 5..14 is reachable and whole', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 10; i++) seen.add(demoTreeClick(farm, () => (i + 0.5) / 10).reward);
    expect([...seen].sort((a, b) => a - b)).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
  });

  test('adds the reward to the tree and the total and counts the click, without touching the input', () => {
    const before = structuredClone(farm);
    const { state, reward } = demoTreeClick(farm, () => 0.35);
    expect(reward).toBe(8);
    expect(state.tree.coins).toBe(farm.tree.coins + 8);
    expect(state.player.totalCoins).toBe(farm.player.totalCoins + 8);
    expect(state.tree.clicks).toBe(farm.tree.clicks + 1);
    expect(state.player.energy).toBe(farm.player.energy);
    expect(state.tree.experience).toBe(farm.tree.experience);
    expect(state.beehive).toBe(farm.beehive);
    expect(farm).toEqual(before);
  });
});
