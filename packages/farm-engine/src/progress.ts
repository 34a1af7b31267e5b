/**
 * The bookkeeping every rule shares, on a draft (a deep copy the caller owns and mutates): quest progress,
 * earned coins and experience, and achievements with their rewards.
 */

import { playerLevelFor } from './formulas';
import type { FarmAchievement, FarmEvent, FarmQuest, FarmState } from './types';

export const clone = (state: FarmState): FarmState => structuredClone(state);

export function addProgress(draft: FarmState, goal: FarmQuest['goal'], amount: number): void {
  if (amount <= 0) return;
  for (const quest of draft.quests) {
    if (quest.goal !== goal || quest.completed) continue;
    quest.progress = Math.min(quest.target, quest.progress + amount);
    quest.completed = quest.progress >= quest.target;
  }
}

export function earnCoins(draft: FarmState, amount: number): void {
  draft.tree.coins += amount;
  draft.player.totalCoins += amount;
  addProgress(draft, 'coins', amount);
}

export function gainExperience(draft: FarmState, amount: number): void {
  draft.tree.experience += amount;
  draft.player.totalExperience += amount;
  draft.player.level = playerLevelFor(draft.player.totalExperience);
}

function metricValue(draft: FarmState, metric: FarmAchievement['metric']): number {
  switch (metric) {
    case 'treeClicks':
      return draft.stats.treeClicks;
    case 'treeLevel':
      return draft.tree.level;
    case 'honey':
      return draft.beehive.honey;
    case 'eggs':
      return draft.coop.collectedEggs;
  }
}

/** Updates achievement progress; an unlock pays its reward into the wallet (not counted as earned coins). */
export function checkAchievements(draft: FarmState, events: FarmEvent[] | null): void {
  for (const achievement of draft.achievements) {
    if (achievement.unlocked) continue;
    achievement.progress = Math.min(achievement.maxProgress, metricValue(draft, achievement.metric));
    if (achievement.progress < achievement.maxProgress) continue;
    achievement.unlocked = true;
    draft.player.achievements += 1;
    draft.player.totalCoins += achievement.reward;
    events?.push({ type: 'achievementUnlocked', achievementId: achievement.id });
  }
}
