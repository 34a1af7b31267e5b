import { describe, expect, test } from 'bun:test';
import { DEMO_CLICK_MAX_COINS, DEMO_CLICK_MIN_COINS, demoTreeClick } from './farmDemoRules';
import { demoFarmSample } from './farmDemoSamples';

describe('demoTreeClick', () => {
  test('the lowest and highest random numbers give 5 and 14 coins', () => {
    expect(demoTreeClick(demoFarmSample, () => 0).reward).toBe(DEMO_CLICK_MIN_COINS);
    expect(demoTreeClick(demoFarmSample, () => 0.999_999).reward).toBe(DEMO_CLICK_MAX_COINS);
    expect(DEMO_CLICK_MIN_COINS).toBe(5);
    expect(DEMO_CLICK_MAX_COINS).toBe(14);
  });

  test('every value of 5..14 is reachable and whole', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 10; i++) seen.add(demoTreeClick(demoFarmSample, () => (i + 0.5) / 10).reward);
    expect([...seen].sort((a, b) => a - b)).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
  });

  test('adds the reward to the tree and the total and counts the click, without touching the input', () => {
    const { farm, reward } = demoTreeClick(demoFarmSample, () => 0.35);
    expect(reward).toBe(8);
    expect(farm.tree.coins).toBe(demoFarmSample.tree.coins + 8);
    expect(farm.player.totalCoins).toBe(demoFarmSample.player.totalCoins + 8);
    expect(farm.tree.clicks).toBe(demoFarmSample.tree.clicks + 1);
    expect(farm.beehive).toBe(demoFarmSample.beehive);
    expect(demoFarmSample.tree.clicks).toBe(340);
  });
});
