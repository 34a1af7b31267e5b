/**
 * The farm game's state and actions: plain, JSON-serialisable data shared by the web client (which
 * plays at once) and the server (which replays the client's actions and keeps what the engine computes).
 * Names and descriptions are NOT part of the state: the web maps ids to react-intl messages.
 * Field names follow public-and-local-screens.md §3 "Farm state".
 */

export interface TreeState {
  level: number;
  /** Clicks toward the next level; reset to 0 on a level-up. */
  clicks: number;
  clicksNeeded: number;
  /** Grows by 0.3 per level-up; the web shows it as a percent of the height at max level. */
  height: number;
  /** Coins the tree has produced (a statistic; the wallet is `player.totalCoins`). */
  coins: number;
  experience: number;
  maxLevel: number;
  /** Automatic coins per second (from upgrades). */
  autoGrowth: number;
  multiplier: number;
  prestigePoints: number;
}

export interface BeehiveState {
  bees: number;
  /** All honey ever produced (clicks and automatic production); honey is never spent. */
  honey: number;
  productivity: number;
  level: number;
  /** Automatic honey per second (from upgrades). */
  autoProduction: number;
  queenBees: number;
  honeyMultiplier: number;
}

export interface CoopState {
  chickens: number;
  /** Eggs waiting in the coop (laid, not yet collected); each coop click collects one nest. */
  eggs: number;
  /** Seconds until the chickens lay again. */
  eggSpawnTimer: number;
  /** All eggs ever collected. */
  collectedEggs: number;
  level: number;
  /** Seconds between two layings (the timer restarts here). */
  spawnRate: number;
  goldenChickens: number;
  eggMultiplier: number;
}

export interface PlayerState {
  /** The wallet: every coin earned; upgrades are paid from here. */
  totalCoins: number;
  totalExperience: number;
  level: number;
  prestige: number;
  /** Number of unlocked achievements. */
  achievements: number;
  /** Consecutive daily-quest periods in which at least one daily quest was claimed. */
  dailyStreak: number;
  energy: number;
  maxEnergy: number;
  vipLevel: number;
}

export type UpgradeCategory = 'tree' | 'bee' | 'chicken' | 'general';
export type Rarity = 'common' | 'rare' | 'epic' | 'legendary';

/** The number an upgrade level changes (one effect per upgrade, applied once per purchase). */
export type UpgradeStat =
  | 'treeMultiplier'
  | 'autoGrowth'
  | 'honeyMultiplier'
  | 'autoProduction'
  | 'productivity'
  | 'eggMultiplier'
  | 'goldenChickens'
  | 'chickens'
  | 'spawnRate';

export interface UpgradeEffect {
  stat: UpgradeStat;
  /** Added per purchase (negative for `spawnRate`: faster laying). */
  amount: number;
}

export interface FarmUpgrade {
  id: string;
  /** Price of the next level in coins; ×1.5 (rounded down) after each purchase. */
  cost: number;
  level: number;
  maxLevel: number;
  category: UpgradeCategory;
  rarity: Rarity;
  effect: UpgradeEffect;
}

export type QuestType = 'daily' | 'weekly';
/** What a quest counts. */
export type QuestGoal = 'treeClicks' | 'honey' | 'eggs' | 'upgrades' | 'coins';

export interface Quest {
  id: string;
  type: QuestType;
  goal: QuestGoal;
  progress: number;
  target: number;
  /** Coins paid once when claimed. */
  reward: number;
  /** progress reached target in this period. */
  completed: boolean;
  claimed: boolean;
  /** Seconds left in this period; at 0 the quest starts a new period (progress 0, unclaimed). */
  timeLeft: number;
}

export type AchievementCategory = 'tree' | 'bee' | 'chicken';
/** What an achievement measures. */
export type AchievementMetric = 'treeClicks' | 'treeLevel' | 'honey' | 'eggs';

export interface Achievement {
  id: string;
  category: AchievementCategory;
  metric: AchievementMetric;
  rarity: Rarity;
  progress: number;
  maxProgress: number;
  /** Coins paid when it unlocks. */
  reward: number;
  unlocked: boolean;
}

/** Lifetime counters the quests and achievements read. */
export interface FarmStats {
  treeClicks: number;
  hiveClicks: number;
  coopClicks: number;
  upgradesBought: number;
  questsClaimed: number;
}

export interface FarmState {
  tree: TreeState;
  beehive: BeehiveState;
  coop: CoopState;
  player: PlayerState;
  upgrades: FarmUpgrade[];
  quests: Quest[];
  achievements: Achievement[];
  stats: FarmStats;
}

export type FarmAction =
  | { type: 'clickTree' }
  | { type: 'clickHive' }
  | { type: 'clickCoop' }
  | { type: 'buyUpgrade'; upgradeId: string }
  | { type: 'claimQuest'; questId: string };

export type FarmEvent =
  | { type: 'coins' | 'honey' | 'eggs' | 'experience'; amount: number }
  /** The tree reached `level` (the web shows the level-up dialog). */
  | { type: 'levelUp'; level: number }
  | { type: 'upgraded'; upgradeId: string; level: number }
  | { type: 'questClaimed'; questId: string; reward: number }
  | { type: 'achievementUnlocked'; achievementId: string };

export type RejectReason =
  | 'energy'
  | 'coins'
  | 'maxLevel'
  | 'unknownId'
  | 'questNotComplete'
  | 'alreadyClaimed'
  | 'nothingToCollect';

export type ActionResult =
  | { ok: true; state: FarmState; events: FarmEvent[] }
  | { ok: false; state: FarmState; reason: RejectReason };

/** Why replay refused a batch entry: a rule (RejectReason) or its time. */
export type ReplayRejectReason = RejectReason | 'future' | 'beforeSave' | 'outOfOrder';

export interface TimedAction {
  action: FarmAction;
  /** When it happened, epoch milliseconds (server clock). */
  at: number;
}

export interface SavedFarm {
  state: FarmState;
  /** The moment `state` describes, epoch milliseconds. */
  savedAt: number;
}

export interface ReplayResult extends SavedFarm {
  accepted: number;
  rejected: { index: number; reason: ReplayRejectReason }[];
}

export type GrowthStage = 'sapling' | 'youngTree' | 'adultTree' | 'ancientTree';
