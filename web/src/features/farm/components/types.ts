/**
 * What the farm's presentational components show. The demo (local samples) and the signed-in farm (the
 * engine's state) both map their data to these shapes, so the cards, tabs and tiles exist only once.
 */
export type Rarity = 'common' | 'rare' | 'epic' | 'legendary';
export type UpgradeCategory = 'tree' | 'bee' | 'chicken' | 'general';
export type AchievementCategory = 'tree' | 'bee' | 'chicken';
/** A quest's button: In Progress (disabled), Claim Reward, or Completed (disabled). */
export type QuestStatus = 'inProgress' | 'claimable' | 'completed';

export interface TreeView {
  level: number;
  maxLevel: number;
  clicks: number;
  clicksNeeded: number;
  coins: number;
  experience: number;
  /** 1 = 100 %. */
  height: number;
}

export interface PlayerView {
  level: number;
  totalCoins: number;
  achievements: number;
  dailyStreak: number;
  energy: number;
  maxEnergy: number;
}

export interface BeehiveView {
  bees: number;
  honey: number;
  level: number;
}

export interface CoopView {
  chickens: number;
  /** Eggs waiting to be collected. */
  eggs: number;
  collectedEggs: number;
  level: number;
}

export interface UpgradeView {
  id: string;
  name: string;
  description: string;
  effect: string;
  cost: number;
  level: number;
  maxLevel: number;
  rarity: Rarity;
  category: UpgradeCategory;
}

export interface QuestView {
  id: string;
  title: string;
  description: string;
  progress: number;
  target: number;
  reward: number;
  /** Experience paid with the coins, when the quest pays any. */
  experience?: number;
  secondsLeft: number;
  type: 'daily' | 'weekly';
  status: QuestStatus;
}

export interface AchievementView {
  id: string;
  name: string;
  description: string;
  progress: number;
  maxProgress: number;
  reward: number;
  unlocked: boolean;
  category: AchievementCategory;
}
