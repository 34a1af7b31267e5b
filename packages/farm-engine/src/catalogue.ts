/**
 * The upgrades, quests and achievements a new farm starts with. Design choices (within the spec's ranges):
 * - Upgrade max levels 5–25; each upgrade changes one number of the rules (see UpgradeEffect).
 * - Quest rewards 220–5000 coins; the daily quests are the advertised challenges (tree 50 clicks,
 *   30 honey, 10 eggs); daily quests last 18 000 s, weekly ones 518 400 s.
 * - Achievements measure lifetime counters, so they never go backwards.
 * Texts live in the web's message catalogue under these ids.
 */
import { QUEST_DURATION } from './constants';
import type { FarmAchievement, FarmQuest, FarmUpgrade } from './types';

export const INITIAL_UPGRADES: readonly FarmUpgrade[] = [
  {
    id: 'fertilizer',
    category: 'tree',
    rarity: 'common',
    cost: 50,
    level: 0,
    maxLevel: 25,
    effect: { stat: 'treeMultiplier', amount: 0.1 },
  },
  {
    id: 'irrigation',
    category: 'tree',
    rarity: 'rare',
    cost: 150,
    level: 0,
    maxLevel: 20,
    effect: { stat: 'autoGrowth', amount: 1 },
  },
  {
    id: 'flowerMeadow',
    category: 'bee',
    rarity: 'common',
    cost: 80,
    level: 0,
    maxLevel: 15,
    effect: { stat: 'honeyMultiplier', amount: 0.5 },
  },
  {
    id: 'hiveBoxes',
    category: 'bee',
    rarity: 'rare',
    cost: 200,
    level: 0,
    maxLevel: 10,
    effect: { stat: 'autoProduction', amount: 1 },
  },
  {
    id: 'queenBee',
    category: 'bee',
    rarity: 'epic',
    cost: 1000,
    level: 0,
    maxLevel: 5,
    effect: { stat: 'productivity', amount: 1 },
  },
  {
    id: 'organicFeed',
    category: 'chicken',
    rarity: 'common',
    cost: 80,
    level: 0,
    maxLevel: 15,
    effect: { stat: 'eggMultiplier', amount: 0.5 },
  },
  {
    id: 'coopExtension',
    category: 'chicken',
    rarity: 'rare',
    cost: 250,
    level: 0,
    maxLevel: 10,
    effect: { stat: 'chickens', amount: 1 },
  },
  // 10 levels of −2 s take the laying interval from 30 s to 10 s.
  {
    id: 'nestBoxes',
    category: 'chicken',
    rarity: 'epic',
    cost: 500,
    level: 0,
    maxLevel: 10,
    effect: { stat: 'spawnRate', amount: -2 },
  },
  {
    id: 'goldenChicken',
    category: 'chicken',
    rarity: 'legendary',
    cost: 2500,
    level: 0,
    maxLevel: 5,
    effect: { stat: 'goldenChickens', amount: 1 },
  },
  {
    id: 'solarPanels',
    category: 'general',
    rarity: 'legendary',
    cost: 5000,
    level: 0,
    maxLevel: 5,
    effect: { stat: 'autoGrowth', amount: 2 },
  },
];

function quest(
  id: string,
  type: FarmQuest['type'],
  goal: FarmQuest['goal'],
  target: number,
  reward: number,
): FarmQuest {
  return {
    id,
    type,
    goal,
    target,
    reward,
    progress: 0,
    completed: false,
    claimed: false,
    timeLeft: QUEST_DURATION[type],
  };
}

export const INITIAL_QUESTS: readonly FarmQuest[] = [
  quest('dailyTree', 'daily', 'treeClicks', 50, 250),
  quest('dailyHoney', 'daily', 'honey', 30, 300),
  quest('dailyEggs', 'daily', 'eggs', 10, 220),
  quest('weeklyTree', 'weekly', 'treeClicks', 1000, 2500),
  quest('weeklyCoins', 'weekly', 'coins', 10_000, 1500),
  quest('weeklyUpgrades', 'weekly', 'upgrades', 10, 5000),
];

function achievement(
  id: string,
  category: FarmAchievement['category'],
  metric: FarmAchievement['metric'],
  rarity: FarmAchievement['rarity'],
  maxProgress: number,
  reward: number,
): FarmAchievement {
  return { id, category, metric, rarity, maxProgress, reward, progress: 0, unlocked: false };
}

export const INITIAL_ACHIEVEMENTS: readonly FarmAchievement[] = [
  achievement('firstSprout', 'tree', 'treeClicks', 'common', 10, 50),
  achievement('busyGardener', 'tree', 'treeClicks', 'rare', 1000, 500),
  achievement('growingStrong', 'tree', 'treeLevel', 'rare', 5, 250),
  achievement('ancientWisdom', 'tree', 'treeLevel', 'legendary', 30, 5000),
  achievement('honeyTaster', 'bee', 'honey', 'common', 100, 100),
  achievement('beekeeper', 'bee', 'honey', 'epic', 5000, 1000),
  achievement('eggCollector', 'chicken', 'eggs', 'common', 50, 100),
  achievement('poultryFarmer', 'chicken', 'eggs', 'epic', 1000, 1000),
];
