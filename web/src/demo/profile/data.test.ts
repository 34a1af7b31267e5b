/** The profile demo's data: the sample user in one language, with the spec's figures. */
import { describe, expect, test } from 'bun:test';
import { demoProfile } from './data';

describe('the profile demo data', () => {
  const de = demoProfile((text) => text.de);
  const en = demoProfile((text) => text.en);

  test('picks the chosen language', () => {
    expect(de.card.location).toBe('Freiburg, Deutschland');
    expect(en.card.location).toBe('Freiburg, Germany');
    expect(de.portfolio.distribution.map((share) => share.name)).toEqual([
      'Bäume',
      'Energie',
      'Tiere',
      'Felder',
    ]);
    expect(en.achievements[0]?.name).toBe('First tree');
  });

  test('the card, portfolio, achievements and activities of the spec sample', () => {
    expect(de.card).toMatchObject({ username: 'lena_gruen', vipLevel: 3, level: 12, coins: 15_420 });
    expect(de.portfolio).toMatchObject({ currentValue: 12_850, totalInvestments: 8, dailyStreak: 15 });
    expect(de.achievements.map((a) => a.rarity)).toEqual([
      'common',
      'rare',
      'rare',
      'epic',
      'epic',
      'legendary',
    ]);
    expect(de.achievements.filter((a) => a.unlocked).every((a) => a.date !== null)).toBe(true);
    expect(de.activities.map((a) => a.amount?.type)).toEqual(['investment', 'other', 'investment', 'other']);
  });
});
