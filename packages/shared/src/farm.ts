/**
 * The farm game's contract (issue 6): the state and the actions as zod schemas, and their types, in one
 * place. The engine (packages/farm-engine) computes on these types; the server validates the client's
 * batches and its own answers with these schemas. Names and descriptions are NOT part of the state: the web
 * maps ids to react-intl messages. Field names follow product §3 "Farm state".
 */
import { z } from 'zod';
import { rarity } from './achievements';
import { assetCategory } from './assets';
import { messageIds } from './messages';
import { textField } from './text';

export const FARM_MAX_BATCH = 500;

export const FARM_MESSAGES = messageIds('farm', { batchSize: { max: FARM_MAX_BATCH } });

const farmId = textField({ error: FARM_MESSAGES.id }).min(1, FARM_MESSAGES.id).max(100, FARM_MESSAGES.id);

export const farmActionSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('clickTree') }),
    z.object({ type: z.literal('clickHive') }),
    z.object({ type: z.literal('clickCoop') }),
    z.object({ type: z.literal('buyUpgrade'), upgradeId: farmId }),
    z.object({ type: z.literal('claimQuest'), questId: farmId }),
    /** An answer to a lesson of the knowledge quest (issue 35): the index of the chosen answer. */
    z.object({
      type: z.literal('answerLesson'),
      lessonId: farmId,
      choice: z
        .number({ error: FARM_MESSAGES.choice })
        .int(FARM_MESSAGES.choice)
        .min(0, FARM_MESSAGES.choice)
        .max(9, FARM_MESSAGES.choice),
    }),
  ],
  { error: FARM_MESSAGES.actionType },
);
export type FarmAction = z.infer<typeof farmActionSchema>;

export const timedFarmActionSchema = z.object({
  action: farmActionSchema,
  /** When it happened, epoch milliseconds (server clock). */
  at: z
    .number({ error: FARM_MESSAGES.at })
    .int(FARM_MESSAGES.at)
    .min(0, FARM_MESSAGES.at)
    .max(Number.MAX_SAFE_INTEGER, FARM_MESSAGES.at),
});
export type TimedAction = z.infer<typeof timedFarmActionSchema>;

export const farmSyncInput = z.object({
  actions: z
    .array(timedFarmActionSchema, { error: FARM_MESSAGES.actionsArray })
    .min(1, FARM_MESSAGES.batchSize)
    .max(FARM_MAX_BATCH, FARM_MESSAGES.batchSize),
});
export type FarmSyncInput = z.infer<typeof farmSyncInput>;

/** An object of numbers: every field of the farm's producers and the player is one. */
function numbers<K extends string>(...keys: K[]) {
  return z.object(Object.fromEntries(keys.map((key) => [key, z.number()])) as Record<K, z.ZodNumber>);
}

/**
 * The tree. `clicks` counts toward the next level (0 after a level-up); `height` grows by 0.3 per level-up
 * (shown as a percent); `coins` are those the tree produced (a statistic — the wallet is
 * `player.totalCoins`); `autoGrowth` is automatic coins per second (from upgrades).
 */
export const treeStateSchema = numbers(
  'level',
  'clicks',
  'clicksNeeded',
  'height',
  'coins',
  'experience',
  'maxLevel',
  'autoGrowth',
  'multiplier',
  'prestigePoints',
);
export type TreeState = z.infer<typeof treeStateSchema>;

/** The beehive. `honey` is all honey ever produced (never spent); `autoProduction` is honey per second. */
export const beehiveStateSchema = numbers(
  'bees',
  'honey',
  'productivity',
  'level',
  'autoProduction',
  'queenBees',
  'honeyMultiplier',
);
export type BeehiveState = z.infer<typeof beehiveStateSchema>;

/**
 * The chicken coop. `eggs` wait in the coop (laid, not collected; a coop click collects one nest);
 * `eggSpawnTimer` is the seconds until the chickens lay again, `spawnRate` the seconds between layings;
 * `collectedEggs` counts all eggs ever collected.
 */
export const coopStateSchema = numbers(
  'chickens',
  'eggs',
  'eggSpawnTimer',
  'collectedEggs',
  'level',
  'spawnRate',
  'goldenChickens',
  'eggMultiplier',
);
export type CoopState = z.infer<typeof coopStateSchema>;

/**
 * The player. `totalCoins` is the wallet (every coin earned; upgrades are paid from it); `achievements` the
 * number unlocked; `dailyStreak` the consecutive daily-quest periods with at least one daily quest claimed.
 */
export const playerStateSchema = numbers(
  'totalCoins',
  'totalExperience',
  'level',
  'prestige',
  'achievements',
  'dailyStreak',
  'energy',
  'maxEnergy',
  'vipLevel',
);
export type PlayerState = z.infer<typeof playerStateSchema>;

/** The number an upgrade level changes (one effect per upgrade, applied once per purchase). */
export const UPGRADE_STATS = [
  'treeMultiplier',
  'autoGrowth',
  'honeyMultiplier',
  'autoProduction',
  'productivity',
  'eggMultiplier',
  'goldenChickens',
  'chickens',
  'spawnRate',
] as const;
export type UpgradeStat = (typeof UPGRADE_STATS)[number];

export const farmUpgradeSchema = z.object({
  id: z.string(),
  /** Price of the next level in coins; ×1.5 (rounded down) after each purchase. */
  cost: z.number(),
  level: z.number(),
  maxLevel: z.number(),
  category: z.enum(['tree', 'bee', 'chicken', 'general']),
  rarity,
  effect: z.object({
    stat: z.enum(UPGRADE_STATS),
    /** Added per purchase (negative for `spawnRate`: faster laying). */
    amount: z.number(),
  }),
});
export type FarmUpgrade = z.infer<typeof farmUpgradeSchema>;
export type UpgradeCategory = FarmUpgrade['category'];

export const farmQuestSchema = z.object({
  id: z.string(),
  type: z.enum(['daily', 'weekly']),
  /** What the quest counts. */
  goal: z.enum(['treeClicks', 'honey', 'eggs', 'upgrades', 'coins']),
  progress: z.number(),
  target: z.number(),
  /** Coins paid once when claimed. */
  reward: z.number(),
  /** progress reached target in this period. */
  completed: z.boolean(),
  claimed: z.boolean(),
  /** Seconds left in this period; at 0 the quest starts a new period (progress 0, unclaimed). */
  timeLeft: z.number(),
});
export type FarmQuest = z.infer<typeof farmQuestSchema>;

export const farmAchievementSchema = z.object({
  id: z.string(),
  category: z.enum(['tree', 'bee', 'chicken']),
  /** What the achievement measures. */
  metric: z.enum(['treeClicks', 'treeLevel', 'honey', 'eggs']),
  rarity,
  progress: z.number(),
  maxProgress: z.number(),
  /** Coins paid when it unlocks. */
  reward: z.number(),
  unlocked: z.boolean(),
});
export type FarmAchievement = z.infer<typeof farmAchievementSchema>;

export const farmStateSchema = z.object({
  tree: treeStateSchema,
  beehive: beehiveStateSchema,
  coop: coopStateSchema,
  player: playerStateSchema,
  upgrades: z.array(farmUpgradeSchema),
  quests: z.array(farmQuestSchema),
  achievements: z.array(farmAchievementSchema),
  /**
   * The knowledge quest (issue 35): the lessons answered right, in the quest line's order (the engine's
   * KNOWLEDGE_LESSONS). Engine version 2; a saved farm of version 1 is migrated with none.
   */
  lessons: z.array(z.string()),
  /** Lifetime counters the quests and achievements read. */
  stats: numbers('treeClicks', 'hiveClicks', 'coopClicks', 'upgradesBought', 'questsClaimed'),
});
export type FarmState = z.infer<typeof farmStateSchema>;
export type FarmStats = FarmState['stats'];

/** Each of the user's active investments is shown as a plot (cosmetic only). */
export const farmPlotSchema = z.object({
  // Investment ids are text (uuid) in the database, so a string (the contract's draft said number).
  investmentId: z.string(),
  assetName: z.string(),
  category: assetCategory,
});
export type FarmPlot = z.infer<typeof farmPlotSchema>;

export const farmSchema = z.object({
  state: farmStateSchema,
  /** The moment the state describes (whole seconds after the previous save). */
  savedAt: z.date(),
  plots: z.array(farmPlotSchema),
});

export const farmSyncResultSchema = farmSchema.extend({
  accepted: z.number().int(),
  /** Refused batch entries by index; reason is the engine's (energy, coins, future, beforeSave, …). */
  rejected: z.array(z.object({ index: z.number().int(), reason: z.string() })),
});
