/** The farm demo's data: a valid engine state with the spec's sample numbers, and a text for every entry. */
import { describe, expect, test } from 'bun:test';
import { farmStateSchema, sampleFarm } from '@wurzelwerk/shared';
import { questStatus } from '../../features/farm';
import { demoFarmState, demoFarmTexts } from './data';

const state = demoFarmState();

describe('the farm demo data', () => {
  test('is an engine state with the spec numbers (product §9 "Demo samples")', () => {
    expect(farmStateSchema.parse(state)).toEqual(state);
    expect(state.upgrades.map((upgrade) => upgrade.maxLevel)).toEqual([10, 5, 3, 1]);
    expect(state.quests.every((quest) => quest.timeLeft === 8 * 60 * 60)).toBe(true);
    expect(state.tree).toMatchObject({ clicks: 340, clicksNeeded: 1000, maxLevel: 50, coins: 860 });
    expect(state.player).toMatchObject({ totalCoins: 1250, energy: 85, maxEnergy: 100 });
  });

  test('its quests show In Progress, Claim Reward and Completed; the daily tree quest pays 100 coins plus 50 XP', () => {
    expect(state.quests.map(questStatus)).toEqual(['inProgress', 'claimable', 'completed']);
    const texts = demoFarmTexts((text) => text.de);
    const [treeQuest] = state.quests;
    if (!treeQuest) throw new Error('no quest');
    expect(texts.quest(treeQuest)).toEqual({
      title: 'Baumpflege',
      description: 'Klicken Sie 50-mal auf einen Baum.',
      experience: 50,
    });
    expect(treeQuest.reward).toBe(100);
  });

  test('every entry has its texts in both languages', () => {
    for (const pick of [(text: { de: string }) => text.de, (text: { en: string }) => text.en]) {
      const texts = demoFarmTexts(pick);
      expect(state.upgrades.map((upgrade) => texts.upgrade(upgrade).name)).toEqual(
        sampleFarm.upgrades.map((upgrade) => pick(upgrade.name)),
      );
      for (const quest of state.quests) expect(texts.quest(quest).title).not.toBe('');
      for (const achievement of state.achievements) expect(texts.achievement(achievement).name).not.toBe('');
    }
  });
});
