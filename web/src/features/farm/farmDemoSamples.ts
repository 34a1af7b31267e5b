/**
 * Sample data of the farm demo at /farmdemo (spec §2.8, §9 "Demo samples"): fixed, local, never sent
 * anywhere. Upgrade max levels 10, 5, 3, 1; quests with 8 hours left (milliseconds, as in the demo);
 * 1000 tree clicks needed; max energy 100; tree max level 50.
 */
import type { Localized } from '../../components/localizedSample';
import type { AchievementCategory, Rarity, UpgradeCategory } from './components/types';

export interface DemoUpgrade {
  id: string;
  name: Localized;
  description: Localized;
  effect: Localized;
  cost: number;
  level: number;
  maxLevel: number;
  rarity: Rarity;
  category: UpgradeCategory;
}

export interface DemoQuest {
  id: string;
  title: Localized;
  description: Localized;
  progress: number;
  target: number;
  reward: number;
  /** Experience on top of the coins (spec §9: the sample daily quest pays 100 coins plus 50 XP). */
  experience?: number;
  completed: boolean;
  type: 'daily';
  /** Milliseconds in the demo (seconds in the signed-in game). */
  timeLeft: number;
}

export interface DemoAchievement {
  id: string;
  name: Localized;
  description: Localized;
  progress: number;
  maxProgress: number;
  reward: number;
  unlocked: boolean;
  category: AchievementCategory;
}

const EIGHT_HOURS_MS = 8 * 60 * 60 * 1000;

export const demoFarmSample = {
  tree: {
    level: 5,
    maxLevel: 50,
    clicks: 340,
    clicksNeeded: 1000,
    coins: 860,
    experience: 2450,
    height: 0.35,
  },
  beehive: { bees: 12, honey: 45, level: 2 },
  coop: { chickens: 6, eggs: 3, collectedEggs: 27, level: 2 },
  player: { level: 8, totalCoins: 1250, achievements: 2, dailyStreak: 7, energy: 85, maxEnergy: 100 },
};

export const demoUpgrades: readonly DemoUpgrade[] = [
  {
    id: 'fertilizer',
    name: { de: 'Bio-Dünger', en: 'Organic fertiliser' },
    description: {
      de: 'Nährstoffreicher Kompost für kräftiges Wachstum.',
      en: 'Rich compost for strong growth.',
    },
    effect: { de: '+20 % Münzen pro Klick', en: '+20% coins per click' },
    cost: 250,
    level: 3,
    maxLevel: 10,
    rarity: 'common',
    category: 'tree',
  },
  {
    id: 'beehive',
    name: { de: 'Größerer Bienenstock', en: 'Bigger beehive' },
    description: { de: 'Mehr Platz für ein wachsendes Volk.', en: 'More room for a growing colony.' },
    effect: { de: '+1 Honig pro Sekunde', en: '+1 honey per second' },
    cost: 1300,
    level: 1,
    maxLevel: 5,
    rarity: 'rare',
    category: 'bee',
  },
  {
    id: 'golden-chicken',
    name: { de: 'Goldenes Huhn', en: 'Golden chicken' },
    description: {
      de: 'Ein seltenes Huhn, das wertvolle Eier legt.',
      en: 'A rare chicken that lays precious eggs.',
    },
    effect: { de: '+1 Ei pro Einsammeln', en: '+1 egg per collection' },
    cost: 5000,
    level: 0,
    maxLevel: 3,
    rarity: 'epic',
    category: 'chicken',
  },
  {
    id: 'irrigation',
    name: { de: 'Solar-Bewässerung', en: 'Solar irrigation' },
    description: { de: 'Sonnenstrom gießt die ganze Farm.', en: 'Solar power waters the whole farm.' },
    effect: { de: 'Automatisches Wachstum', en: 'Automatic growth' },
    cost: 800,
    level: 1,
    maxLevel: 1,
    rarity: 'legendary',
    category: 'general',
  },
];

export const demoQuests: readonly DemoQuest[] = [
  {
    id: 'tree-clicks',
    title: { de: 'Baumpflege', en: 'Tree care' },
    description: { de: 'Klicke 50-mal auf einen Baum.', en: 'Click a tree 50 times.' },
    progress: 32,
    target: 50,
    reward: 100,
    experience: 50,
    completed: false,
    type: 'daily',
    timeLeft: EIGHT_HOURS_MS,
  },
  {
    id: 'honey',
    title: { de: 'Honigernte', en: 'Honey harvest' },
    description: { de: 'Sammle 30 Honig.', en: 'Collect 30 honey.' },
    progress: 30,
    target: 30,
    reward: 220,
    completed: false,
    type: 'daily',
    timeLeft: EIGHT_HOURS_MS,
  },
  {
    id: 'eggs',
    title: { de: 'Eiersuche', en: 'Egg hunt' },
    description: { de: 'Sammle 10 Eier.', en: 'Collect 10 eggs.' },
    progress: 10,
    target: 10,
    reward: 150,
    completed: true,
    type: 'daily',
    timeLeft: EIGHT_HOURS_MS,
  },
];

export const demoAchievements: readonly DemoAchievement[] = [
  {
    id: 'first-tree',
    name: { de: 'Erster Baum', en: 'First tree' },
    description: { de: 'Pflanze deinen ersten Baum.', en: 'Plant your first tree.' },
    progress: 1,
    maxProgress: 1,
    reward: 50,
    unlocked: true,
    category: 'tree',
  },
  {
    id: 'beekeeper',
    name: { de: 'Imker', en: 'Beekeeper' },
    description: { de: 'Sammle 100 Honig.', en: 'Collect 100 honey.' },
    progress: 100,
    maxProgress: 100,
    reward: 200,
    unlocked: true,
    category: 'bee',
  },
  {
    id: 'egg-collector',
    name: { de: 'Eiersammler', en: 'Egg collector' },
    description: { de: 'Sammle 500 Eier.', en: 'Collect 500 eggs.' },
    progress: 27,
    maxProgress: 500,
    reward: 500,
    unlocked: false,
    category: 'chicken',
  },
  {
    id: 'forest-keeper',
    name: { de: 'Waldhüter', en: 'Forest keeper' },
    description: { de: 'Bringe einen Baum auf Stufe 50.', en: 'Grow a tree to level 50.' },
    progress: 5,
    maxProgress: 50,
    reward: 5000,
    unlocked: false,
    category: 'tree',
  },
];
