/** Every upgrade, quest, achievement and knowledge lesson of the engine has its texts in the catalogue. */
import { describe, expect, test } from 'bun:test';
import { createFarm, KNOWLEDGE_LESSONS } from '@wurzelwerk/farm-engine';
import { achievementNames, questTitles, upgradeDescriptions, upgradeNames } from './farmTexts';
import { lessonTexts } from './knowledgeTexts';

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

describe('knowledge quest texts', () => {
  test('each lesson of the engine has a title, a question, one text per answer and an explanation', () => {
    for (const lesson of KNOWLEDGE_LESSONS)
      expect(lessonTexts(lesson.id)?.choices).toHaveLength(lesson.choices);
    expect(lessonTexts('stockTips')).toBeUndefined();
  });

  test("a lesson shows the knowledge test's own question, answers and explanation", () => {
    expect(lessonTexts('totalLoss')).toEqual({
      title: 'farm.knowledge.totalLoss.title',
      question: 'protection.q.totalLoss',
      choices: ['protection.q.totalLoss.a', 'protection.q.totalLoss.b', 'protection.q.totalLoss.c'],
      explanation: 'protection.q.totalLoss.why',
    });
  });
});
