import { describe, expect, test } from 'bun:test';
import type { AssetCategory } from '@wurzelwerk/shared';
import {
  type AchievementData,
  activitySign,
  byRarity,
  deriveAchievements,
  levelProgressPercent,
  sharePercents,
} from './profileRules';

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

type Inv = AchievementData['investments'][number];
const inv = (day: number, category: AssetCategory, quantity: number, euro: string, active = true): Inv => ({
  createdAt: new Date(Date.UTC(2025, 0, day)),
  quantity,
  totalInvestment: euro,
  status: active ? 'active' : 'withdrawn',
  assetType: { id: 1, name: 'x', imageUrl: '', location: '', category },
});

describe('derived achievements', () => {
  const joinedAt = new Date(Date.UTC(2024, 11, 1));

  test('a new user has only the welcome achievement, dated at sign-up', () => {
    const achievements = deriveAchievements({
      joinedAt,
      investments: [],
      orders: [],
      farmAchievements: [{ unlocked: false }],
    });
    expect(achievements.filter((a) => a.unlocked).map((a) => [a.id, a.date])).toEqual([
      ['welcome', joinedAt],
    ]);
    expect(achievements.every((a) => a.unlocked || a.date === null)).toBe(true);
  });

  test('thresholds are dated at the investment that reached them, withdrawn ones do not count', () => {
    const achievements = deriveAchievements({
      joinedAt,
      investments: [
        // Listed out of order on purpose: the rule sorts by date.
        inv(5, 'energy', 1, '5000.00'),
        inv(2, 'trees', 2, '1000.00'),
        inv(3, 'animals', 9, '90000.00', false),
        inv(4, 'fields', 1, '4000.00'),
        inv(6, 'animals', 1, '500.00'),
        inv(7, 'trees', 1, '500.00'),
      ],
      orders: [{ createdAt: new Date(Date.UTC(2025, 1, 3)) }, { createdAt: new Date(Date.UTC(2025, 1, 1)) }],
      farmAchievements: [{ unlocked: false }, { unlocked: true }],
    });
    const dateOf = (id: string) => achievements.find((a) => a.id === id)?.date?.getUTCDate() ?? null;
    expect(dateOf('firstInvestment')).toBe(2);
    // Units 2 + 1 + 1 reach four on the 5th (the withdrawn 9 units do not count).
    expect(dateOf('fourAssets')).toBe(5);
    expect(dateOf('allCategories')).toBe(6);
    // 1000 + 4000 + 5000 = 10,000 € on the 5th.
    expect(dateOf('bigInvestor')).toBe(5);
    expect(achievements.find((a) => a.id === 'firstOrder')?.date).toEqual(new Date(Date.UTC(2025, 1, 1)));
    // One unlocked farm achievement is enough; the farm keeps no dates.
    expect(achievements.find((a) => a.id === 'farmer')).toMatchObject({ unlocked: true, date: null });
  });

  test('just below a threshold stays locked', () => {
    const achievements = deriveAchievements({
      joinedAt,
      investments: [inv(1, 'trees', 3, '9999.99')],
      orders: [],
      farmAchievements: [],
    });
    const unlocked = Object.fromEntries(achievements.map((a) => [a.id, a.unlocked]));
    expect(unlocked).toEqual({
      welcome: true,
      firstInvestment: true,
      firstOrder: false,
      fourAssets: false,
      allCategories: false,
      farmer: false,
      bigInvestor: false,
    });
  });
});
