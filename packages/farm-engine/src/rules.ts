/**
 * The farm's rules (public-and-local-screens.md §4, §5, §9). Every public function returns a new state and
 * never mutates its input: each works on a deep copy (the "draft") and mutates only that, which keeps
 * `advance` a tight loop over one copy instead of copying the state once per second.
 */
import { INITIAL_ACHIEVEMENTS, INITIAL_QUESTS, INITIAL_UPGRADES } from './catalogue';
import {
  ENERGY_COST,
  ENERGY_PER_TICK,
  INITIAL_CLICKS_NEEDED,
  INITIAL_ENERGY,
  LEVEL_UP,
  MAX_ENERGY,
  MAX_OFFLINE_SECONDS,
  QUEST_DURATION,
  TREE_MAX_LEVEL,
  UPGRADE_COST_FACTOR,
} from './constants';
import type {
  FarmAchievement,
  ActionResult,
  FarmAction,
  FarmEvent,
  FarmQuest,
  FarmState,
  FarmUpgrade,
  GrowthStage,
  TreeState,
} from './types';

/**
 * floor() for products of decimal factors: 1.15 × 100 is 114.999… in binary floating point, which a plain
 * Math.floor would round down to 114. The rules only ever use a few decimal places, so a tiny epsilon is safe.
 */
export function floorExact(value: number): number {
  return Math.floor(value + 1e-9);
}

/** Multipliers grow by decimal steps (0.2, 0.1, 0.5); keep them at two places instead of drifting (1.4000000000000001). */
function addDecimal(value: number, step: number): number {
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

const clone = (state: FarmState): FarmState => structuredClone(state);

function addProgress(draft: FarmState, goal: FarmQuest['goal'], amount: number): void {
  if (amount <= 0) return;
  for (const quest of draft.quests) {
    if (quest.goal !== goal || quest.completed) continue;
    quest.progress = Math.min(quest.target, quest.progress + amount);
    quest.completed = quest.progress >= quest.target;
  }
}

function earnCoins(draft: FarmState, amount: number): void {
  draft.tree.coins += amount;
  draft.player.totalCoins += amount;
  addProgress(draft, 'coins', amount);
}

function gainExperience(draft: FarmState, amount: number): void {
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
function checkAchievements(draft: FarmState, events: FarmEvent[] | null): void {
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

type Outcome =
  | { ok: true; events: FarmEvent[] }
  | { ok: false; reason: Exclude<ActionResult, { ok: true }>['reason'] };

function spendEnergy(draft: FarmState, cost: number): boolean {
  if (draft.player.energy < cost) return false;
  draft.player.energy -= cost;
  return true;
}

function clickTree(draft: FarmState): Outcome {
  if (!spendEnergy(draft, ENERGY_COST.tree)) return { ok: false, reason: 'energy' };
  const { tree } = draft;
  const coins = treeClickCoins(tree);
  const experience = treeClickExperience(tree);
  earnCoins(draft, coins);
  gainExperience(draft, experience);
  draft.stats.treeClicks += 1;
  addProgress(draft, 'treeClicks', 1);
  const events: FarmEvent[] = [
    { type: 'coins', amount: coins },
    { type: 'experience', amount: experience },
  ];
  tree.clicks += 1;
  if (tree.clicks >= tree.clicksNeeded) {
    if (tree.level < tree.maxLevel) {
      tree.level += 1;
      tree.clicks = 0;
      tree.clicksNeeded = floorExact(tree.clicksNeeded * LEVEL_UP.clicksNeededFactor);
      tree.height = addDecimal(tree.height, LEVEL_UP.height);
      tree.multiplier = addDecimal(tree.multiplier, LEVEL_UP.multiplier);
      events.push({ type: 'levelUp', level: tree.level });
    } else {
      // At the top level the growth bar stays full.
      tree.clicks = tree.clicksNeeded;
    }
  }
  return { ok: true, events };
}

function clickHive(draft: FarmState): Outcome {
  if (!spendEnergy(draft, ENERGY_COST.hive)) return { ok: false, reason: 'energy' };
  const honey = hiveClickHoney(draft);
  draft.beehive.honey += honey;
  draft.stats.hiveClicks += 1;
  addProgress(draft, 'honey', honey);
  return { ok: true, events: [{ type: 'honey', amount: honey }] };
}

/** A coop click collects one waiting egg nest; feed and golden chickens make each worth more eggs. */
function clickCoop(draft: FarmState): Outcome {
  if (draft.coop.eggs < 1) return { ok: false, reason: 'nothingToCollect' };
  if (!spendEnergy(draft, ENERGY_COST.coop)) return { ok: false, reason: 'energy' };
  const eggs = coopClickEggs(draft);
  draft.coop.eggs -= 1;
  draft.coop.collectedEggs += eggs;
  draft.stats.coopClicks += 1;
  addProgress(draft, 'eggs', eggs);
  return { ok: true, events: [{ type: 'eggs', amount: eggs }] };
}

function applyEffect(draft: FarmState, upgrade: FarmUpgrade): void {
  const { stat, amount } = upgrade.effect;
  switch (stat) {
    case 'treeMultiplier':
      draft.tree.multiplier = addDecimal(draft.tree.multiplier, amount);
      break;
    case 'autoGrowth':
      draft.tree.autoGrowth += amount;
      break;
    case 'honeyMultiplier':
      draft.beehive.honeyMultiplier = addDecimal(draft.beehive.honeyMultiplier, amount);
      break;
    case 'autoProduction':
      draft.beehive.autoProduction += amount;
      break;
    case 'productivity':
      // Each queen bee leads her own colony: productivity rises with the number of queens.
      draft.beehive.productivity += amount;
      draft.beehive.queenBees += 1;
      break;
    case 'eggMultiplier':
      draft.coop.eggMultiplier = addDecimal(draft.coop.eggMultiplier, amount);
      break;
    case 'goldenChickens':
      draft.coop.goldenChickens += amount;
      break;
    case 'chickens':
      draft.coop.chickens += amount;
      break;
    case 'spawnRate':
      draft.coop.spawnRate = Math.max(1, draft.coop.spawnRate + amount);
      draft.coop.eggSpawnTimer = Math.min(draft.coop.eggSpawnTimer, draft.coop.spawnRate);
      break;
  }
  // The building's level counts the upgrades bought for it.
  if (upgrade.category === 'bee') draft.beehive.level += 1;
  if (upgrade.category === 'chicken') draft.coop.level += 1;
}

function buyUpgrade(draft: FarmState, upgradeId: string): Outcome {
  const upgrade = draft.upgrades.find((u) => u.id === upgradeId);
  if (!upgrade) return { ok: false, reason: 'unknownId' };
  if (upgrade.level >= upgrade.maxLevel) return { ok: false, reason: 'maxLevel' };
  if (draft.player.totalCoins < upgrade.cost) return { ok: false, reason: 'coins' };
  draft.player.totalCoins -= upgrade.cost;
  upgrade.level += 1;
  upgrade.cost = floorExact(upgrade.cost * UPGRADE_COST_FACTOR);
  applyEffect(draft, upgrade);
  draft.stats.upgradesBought += 1;
  addProgress(draft, 'upgrades', 1);
  return { ok: true, events: [{ type: 'upgraded', upgradeId, level: upgrade.level }] };
}

function claimQuest(draft: FarmState, questId: string): Outcome {
  const quest = draft.quests.find((q) => q.id === questId);
  if (!quest) return { ok: false, reason: 'unknownId' };
  if (quest.claimed) return { ok: false, reason: 'alreadyClaimed' };
  if (!quest.completed) return { ok: false, reason: 'questNotComplete' };
  quest.claimed = true;
  // A reward is paid into the wallet; it does not count as coins earned for the coin quest.
  draft.player.totalCoins += quest.reward;
  draft.stats.questsClaimed += 1;
  return { ok: true, events: [{ type: 'questClaimed', questId, reward: quest.reward }] };
}

function run(draft: FarmState, action: FarmAction): Outcome {
  switch (action.type) {
    case 'clickTree':
      return clickTree(draft);
    case 'clickHive':
      return clickHive(draft);
    case 'clickCoop':
      return clickCoop(draft);
    case 'buyUpgrade':
      return buyUpgrade(draft, action.upgradeId);
    case 'claimQuest':
      return claimQuest(draft, action.questId);
  }
}

/** Applies one player action. A refused action returns the input state itself, unchanged. */
export function applyAction(state: FarmState, action: FarmAction): ActionResult {
  const draft = clone(state);
  const outcome = run(draft, action);
  if (!outcome.ok) return { ok: false, state, reason: outcome.reason };
  checkAchievements(draft, outcome.events);
  return { ok: true, state: draft, events: outcome.events };
}

/** One second on the draft, in place: automatic production, egg laying, energy, quest timers. */
function step(draft: FarmState): void {
  const { tree, beehive, coop, player } = draft;
  if (tree.autoGrowth > 0) earnCoins(draft, tree.autoGrowth);
  if (beehive.autoProduction > 0) {
    beehive.honey += beehive.autoProduction;
    addProgress(draft, 'honey', beehive.autoProduction);
  }
  coop.eggSpawnTimer -= 1;
  if (coop.eggSpawnTimer <= 0) {
    // Every chicken lays one egg; they wait in the coop until collected.
    coop.eggs += coop.chickens;
    coop.eggSpawnTimer = coop.spawnRate;
  }
  player.energy = Math.min(player.maxEnergy, player.energy + ENERGY_PER_TICK);

  let dailyEnded = false;
  let dailyClaimed = false;
  for (const quest of draft.quests) {
    quest.timeLeft -= 1;
    if (quest.timeLeft > 0) continue;
    if (quest.type === 'daily') {
      dailyEnded = true;
      dailyClaimed ||= quest.claimed;
    }
    // A new period: the quest starts over and can be earned and claimed again.
    quest.progress = 0;
    quest.completed = false;
    quest.claimed = false;
    quest.timeLeft = QUEST_DURATION[quest.type];
  }
  if (dailyEnded) player.dailyStreak = dailyClaimed ? player.dailyStreak + 1 : 0;

  checkAchievements(draft, null);
}

/** One second of farm life. */
export function tick(state: FarmState): FarmState {
  const draft = clone(state);
  step(draft);
  return draft;
}

/** `seconds` whole seconds of ticks (fractions are dropped, negatives do nothing), at most MAX_OFFLINE_SECONDS. */
export function advance(state: FarmState, seconds: number): FarmState {
  const count = Math.min(MAX_OFFLINE_SECONDS, Math.floor(seconds));
  if (!(count > 0)) return state;
  const draft = clone(state);
  for (let i = 0; i < count; i++) step(draft);
  return draft;
}
