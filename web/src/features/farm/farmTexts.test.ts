/** Every upgrade, quest and achievement the engine starts a farm with has its texts in the catalogue. */
import { describe, expect, test } from 'bun:test';
import { createFarm } from '@wurzelwerk/farm-engine';
import { achievementNames, questTitles, upgradeDescriptions, upgradeNames } from './farmTexts';

const farm = createFarm();

describe('farm texts', () => {
  test('each upgrade has a name and a description', () => {
    const ids = farm.upgrades.map((upgrade) => upgrade.id).sort();
    expect(Object.keys(upgradeNames).sort()).toEqual(ids);
    expect(Object.keys(upgradeDescriptions).sort()).toEqual(ids);
  });

  test('each quest has a title', () => {
    expect(Object.keys(questTitles).sort()).toEqual(farm.quests.map((quest) => quest.id).sort());
  });

  test('each achievement has a name', () => {
    expect(Object.keys(achievementNames).sort()).toEqual(farm.achievements.map((a) => a.id).sort());
  });
});
