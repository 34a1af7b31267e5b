/**
 * What the farm's cards show: the engine's state entries with their texts in the chosen language. The
 * signed-in farm takes the texts from the message catalogue, the demo from its sample content (FarmTexts).
 */
import type { FarmAchievement, FarmQuest, FarmUpgrade } from '@wurzelwerk/shared';

/** A quest's button: In Progress (disabled), Claim Reward, or Completed (disabled). */
export type QuestStatus = 'inProgress' | 'claimable' | 'completed';

export interface UpgradeTexts {
  name: string;
  description: string;
  effectText: string;
}
export interface QuestTexts {
  title: string;
  description: string;
  /** Experience paid with the coins, when the quest pays any. */
  experience?: number;
}
export interface AchievementTexts {
  name: string;
  description: string;
}

/** The texts of the engine's ids, for the cards. */
export interface FarmTexts {
  upgrade(upgrade: FarmUpgrade): UpgradeTexts;
  quest(quest: FarmQuest): QuestTexts;
  achievement(achievement: FarmAchievement): AchievementTexts;
}

export type UpgradeView = FarmUpgrade & UpgradeTexts;
export type QuestView = FarmQuest & QuestTexts & { status: QuestStatus };
export type AchievementView = FarmAchievement & AchievementTexts;
