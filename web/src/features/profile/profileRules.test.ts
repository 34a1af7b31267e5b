import { describe, expect, test } from 'bun:test';
import { activitySign, byRarity, levelProgressPercent, sharePercents } from './profileRules';

describe('profile rules', () => {
  test('investments are shown with minus, every other activity with plus', () => {
    expect(activitySign('investment')).toBe('-');
    expect(activitySign('other')).toBe('+');
  });

  test('shares are percentages of the total, and zero when there is nothing', () => {
    expect(sharePercents([5_200, 3_650, 2_400, 1_600])).toEqual([40, 28, 19, 12]);
    expect(sharePercents([0, 0])).toEqual([0, 0]);
  });

  test('the level bar is experience over the next level, clamped', () => {
    expect(levelProgressPercent(2_450, 3_000)).toBe(82);
    expect(levelProgressPercent(3_500, 3_000)).toBe(100);
    expect(levelProgressPercent(5, 0)).toBe(100);
  });

  test('rarity order: common, rare, epic, legendary, stable within a rarity', () => {
    const sorted = byRarity([
      { id: 'a', rarity: 'legendary' as const },
      { id: 'b', rarity: 'common' as const },
      { id: 'c', rarity: 'epic' as const },
      { id: 'd', rarity: 'common' as const },
    ]);
    expect(sorted.map((item) => item.id)).toEqual(['b', 'd', 'c', 'a']);
  });
});
