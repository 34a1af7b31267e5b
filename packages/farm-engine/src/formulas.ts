/**
 * A new farm and the formulas of product §9: pure functions of a state, used by the
 * actions and the clock, by the web (to show "+N" before a click) and by the tests.
 */
import { INITIAL_ACHIEVEMENTS, INITIAL_QUESTS, INITIAL_UPGRADES } from './catalogue';
import { INITIAL_CLICKS_NEEDED, INITIAL_ENERGY, MAX_ENERGY, TREE_MAX_LEVEL } from './constants';
import type { FarmState, GrowthStage, TreeState } from './types';

/**
 * floor() for products of decimal factors: 1.15 × 100 is 114.999… in binary floating point, which a plain
 * Math.floor would round down to 114. The rules only ever use a few decimal places, so a tiny epsilon is safe.
 */
export function floorExact(value: number): number {
  return Math.floor(value + 1e-9);
}

/** Multipliers grow by decimal steps (0.2, 0.1, 0.5); keep them at two places instead of drifting (1.4000000000000001). */
export function addDecimal(value: number, step: number): number {
  return Math.round((value + step) * 100) / 100;
}

export function createFarm(): FarmState {
  return {
    tree: {
      level: 1,
      clicks: 0,
      clicksNeeded: INITIAL_CLICKS_NEEDED,
      height: 0.5,
      coins: 0,
      experience: 0,
      maxLevel: TREE_MAX_LEVEL,
      autoGrowth: 0,
      multiplier: 1,
      prestigePoints: 0,
    },
    beehive: {
      bees: 10,
      honey: 0,
      productivity: 2,
      level: 1,
      autoProduction: 0,
      queenBees: 1,
      honeyMultiplier: 1,
    },
    coop: {
      chickens: 3,
      eggs: 0,
      eggSpawnTimer: 30,
      collectedEggs: 0,
      level: 1,
      spawnRate: 30,
      goldenChickens: 0,
      eggMultiplier: 1,
    },
    player: {
      totalCoins: 0,
      totalExperience: 0,
      level: 1,
      prestige: 0,
      achievements: 0,
      dailyStreak: 0,
      energy: INITIAL_ENERGY,
      maxEnergy: MAX_ENERGY,
      vipLevel: 0,
    },
    upgrades: INITIAL_UPGRADES.map((u) => ({ ...u, effect: { ...u.effect } })),
    quests: INITIAL_QUESTS.map((q) => ({ ...q })),
    achievements: INITIAL_ACHIEVEMENTS.map((a) => ({ ...a })),
    lessons: [],
    stats: { treeClicks: 0, hiveClicks: 0, coopClicks: 0, upgradesBought: 0, questsClaimed: 0 },
  };
}

/** Formulas of §9, exported so the web can show "+N" before a click and the tests can check them. */
export const treeClickCoins = (tree: TreeState) => floorExact(tree.multiplier * (5 + tree.level * 2));
export const treeClickExperience = (tree: TreeState) => floorExact(tree.level * 1.5);
export const hiveClickHoney = (state: FarmState) =>
  floorExact(state.beehive.productivity * state.beehive.honeyMultiplier);
export const coopClickEggs = (state: FarmState) =>
  floorExact(state.coop.eggMultiplier * (2 + state.coop.goldenChickens));

/** The player's level follows total experience: level L from 25·(L−1)² experience (1, 2 at 25, 3 at 100, …). */
export const playerLevelFor = (totalExperience: number) => 1 + Math.floor(Math.sqrt(totalExperience / 25));

export function growthStage(tree: Pick<TreeState, 'level'>): GrowthStage {
  if (tree.level >= 30) return 'ancientTree';
  if (tree.level >= 15) return 'adultTree';
  if (tree.level >= 5) return 'youngTree';
  return 'sapling';
}
