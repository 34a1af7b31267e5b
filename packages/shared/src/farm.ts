/**
 * Shared farm API inputs and shapes (issue 6). Self-contained on purpose: @wurzelwerk/shared does not
 * depend on @wurzelwerk/farm-engine, so these mirror the engine's types, and the server checks at compile
 * time that they match (server/src/routers/farm.service.ts).
 */
import { z } from 'zod';
import { messageSection } from './messages';
import { textField } from './text';

export const FARM_MAX_BATCH = 500;

export const FARM_MESSAGES = messageSection('de', 'farm', { batchSize: { max: FARM_MAX_BATCH } });

const farmId = textField({ error: FARM_MESSAGES.id }).min(1, FARM_MESSAGES.id).max(100, FARM_MESSAGES.id);

export const farmActionSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('clickTree') }),
    z.object({ type: z.literal('clickHive') }),
    z.object({ type: z.literal('clickCoop') }),
    z.object({ type: z.literal('buyUpgrade'), upgradeId: farmId }),
    z.object({ type: z.literal('claimQuest'), questId: farmId }),
  ],
  { error: FARM_MESSAGES.actionType },
);

export const timedFarmActionSchema = z.object({
  action: farmActionSchema,
  at: z
    .number({ error: FARM_MESSAGES.at })
    .int(FARM_MESSAGES.at)
    .min(0, FARM_MESSAGES.at)
    .max(Number.MAX_SAFE_INTEGER, FARM_MESSAGES.at),
});

export const farmSyncInput = z.object({
  actions: z
    .array(timedFarmActionSchema, { error: FARM_MESSAGES.actionsArray })
    .min(1, FARM_MESSAGES.batchSize)
    .max(FARM_MAX_BATCH, FARM_MESSAGES.batchSize),
});
export type FarmSyncInput = z.infer<typeof farmSyncInput>;

const rarity = z.enum(['common', 'rare', 'epic', 'legendary']);

export const farmStateSchema = z.object({
  tree: z.object({
    level: z.number(),
    clicks: z.number(),
    clicksNeeded: z.number(),
    height: z.number(),
    coins: z.number(),
    experience: z.number(),
    maxLevel: z.number(),
    autoGrowth: z.number(),
    multiplier: z.number(),
    prestigePoints: z.number(),
  }),
  beehive: z.object({
    bees: z.number(),
    honey: z.number(),
    productivity: z.number(),
    level: z.number(),
    autoProduction: z.number(),
    queenBees: z.number(),
    honeyMultiplier: z.number(),
  }),
  coop: z.object({
    chickens: z.number(),
    eggs: z.number(),
    eggSpawnTimer: z.number(),
    collectedEggs: z.number(),
    level: z.number(),
    spawnRate: z.number(),
    goldenChickens: z.number(),
    eggMultiplier: z.number(),
  }),
  player: z.object({
    totalCoins: z.number(),
    totalExperience: z.number(),
    level: z.number(),
    prestige: z.number(),
    achievements: z.number(),
    dailyStreak: z.number(),
    energy: z.number(),
    maxEnergy: z.number(),
    vipLevel: z.number(),
  }),
  upgrades: z.array(
    z.object({
      id: z.string(),
      cost: z.number(),
      level: z.number(),
      maxLevel: z.number(),
      category: z.enum(['tree', 'bee', 'chicken', 'general']),
      rarity,
      effect: z.object({
        stat: z.enum([
          'treeMultiplier',
          'autoGrowth',
          'honeyMultiplier',
          'autoProduction',
          'productivity',
          'eggMultiplier',
          'goldenChickens',
          'chickens',
          'spawnRate',
        ]),
        amount: z.number(),
      }),
    }),
  ),
  quests: z.array(
    z.object({
      id: z.string(),
      type: z.enum(['daily', 'weekly']),
      goal: z.enum(['treeClicks', 'honey', 'eggs', 'upgrades', 'coins']),
      progress: z.number(),
      target: z.number(),
      reward: z.number(),
      completed: z.boolean(),
      claimed: z.boolean(),
      timeLeft: z.number(),
    }),
  ),
  achievements: z.array(
    z.object({
      id: z.string(),
      category: z.enum(['tree', 'bee', 'chicken']),
      metric: z.enum(['treeClicks', 'treeLevel', 'honey', 'eggs']),
      rarity,
      progress: z.number(),
      maxProgress: z.number(),
      reward: z.number(),
      unlocked: z.boolean(),
    }),
  ),
  stats: z.object({
    treeClicks: z.number(),
    hiveClicks: z.number(),
    coopClicks: z.number(),
    upgradesBought: z.number(),
    questsClaimed: z.number(),
  }),
});

/** Each of the user's active investments is shown as a plot (cosmetic only). */
export const farmPlotSchema = z.object({
  // Investment ids are text (uuid) in the database, so a string (the contract's draft said number).
  investmentId: z.string(),
  assetName: z.string(),
  category: z.enum(['trees', 'animals', 'fields', 'energy']),
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
