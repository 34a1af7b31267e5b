/**
 * The texts of the engine's upgrades, quests and achievements. The engine's state carries ids only; these
 * maps name each id's messages as literals (so the catalogue check sees them). An id the engine adds later
 * without a text here shows as itself until it gets one (farmTexts.test.ts fails meanwhile).
 */
import type { FarmAchievement, FarmUpgrade, GrowthStage, FarmQuest, UpgradeStat } from '@wurzelwerk/farm-engine';
import type { FarmPlot } from '@wurzelwerk/shared';
import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../i18n/messages';

export const upgradeNames: Record<string, MessageId> = {
  fertilizer: 'farm.upgradeName.fertilizer',
  irrigation: 'farm.upgradeName.irrigation',
  flowerMeadow: 'farm.upgradeName.flowerMeadow',
  hiveBoxes: 'farm.upgradeName.hiveBoxes',
  queenBee: 'farm.upgradeName.queenBee',
  organicFeed: 'farm.upgradeName.organicFeed',
  coopExtension: 'farm.upgradeName.coopExtension',
  nestBoxes: 'farm.upgradeName.nestBoxes',
  goldenChicken: 'farm.upgradeName.goldenChicken',
  solarPanels: 'farm.upgradeName.solarPanels',
};

export const upgradeDescriptions: Record<string, MessageId> = {
  fertilizer: 'farm.upgradeText.fertilizer',
  irrigation: 'farm.upgradeText.irrigation',
  flowerMeadow: 'farm.upgradeText.flowerMeadow',
  hiveBoxes: 'farm.upgradeText.hiveBoxes',
  queenBee: 'farm.upgradeText.queenBee',
  organicFeed: 'farm.upgradeText.organicFeed',
  coopExtension: 'farm.upgradeText.coopExtension',
  nestBoxes: 'farm.upgradeText.nestBoxes',
  goldenChicken: 'farm.upgradeText.goldenChicken',
  solarPanels: 'farm.upgradeText.solarPanels',
};

/** One text per kind of effect: what a purchase adds. */
const effectTexts = {
  treeMultiplier: 'farm.effect.treeMultiplier',
  autoGrowth: 'farm.effect.autoGrowth',
  honeyMultiplier: 'farm.effect.honeyMultiplier',
  autoProduction: 'farm.effect.autoProduction',
  productivity: 'farm.effect.productivity',
  eggMultiplier: 'farm.effect.eggMultiplier',
  goldenChickens: 'farm.effect.goldenChickens',
  chickens: 'farm.effect.chickens',
  spawnRate: 'farm.effect.spawnRate',
} as const satisfies Record<UpgradeStat, MessageId>;

export const questTitles: Record<string, MessageId> = {
  dailyTree: 'farm.questTitle.dailyTree',
  dailyHoney: 'farm.questTitle.dailyHoney',
  dailyEggs: 'farm.questTitle.dailyEggs',
  weeklyTree: 'farm.questTitle.weeklyTree',
  weeklyCoins: 'farm.questTitle.weeklyCoins',
  weeklyUpgrades: 'farm.questTitle.weeklyUpgrades',
};

const questGoals = {
  treeClicks: 'farm.questGoal.treeClicks',
  honey: 'farm.questGoal.honey',
  eggs: 'farm.questGoal.eggs',
  upgrades: 'farm.questGoal.upgrades',
  coins: 'farm.questGoal.coins',
} as const satisfies Record<FarmQuest['goal'], MessageId>;

export const achievementNames: Record<string, MessageId> = {
  firstSprout: 'farm.achievementName.firstSprout',
  busyGardener: 'farm.achievementName.busyGardener',
  growingStrong: 'farm.achievementName.growingStrong',
  ancientWisdom: 'farm.achievementName.ancientWisdom',
  honeyTaster: 'farm.achievementName.honeyTaster',
  beekeeper: 'farm.achievementName.beekeeper',
  eggCollector: 'farm.achievementName.eggCollector',
  poultryFarmer: 'farm.achievementName.poultryFarmer',
};

const achievementMetrics = {
  treeClicks: 'farm.achievementGoal.treeClicks',
  treeLevel: 'farm.achievementGoal.treeLevel',
  honey: 'farm.achievementGoal.honey',
  eggs: 'farm.achievementGoal.eggs',
} as const satisfies Record<FarmAchievement['metric'], MessageId>;

export const growthStageLabels = {
  sapling: 'farm.stage.sapling',
  youngTree: 'farm.stage.youngTree',
  adultTree: 'farm.stage.adultTree',
  ancientTree: 'farm.stage.ancientTree',
} as const satisfies Record<GrowthStage, MessageId>;

export const plotCategoryLabels = {
  trees: 'farm.plot.trees',
  animals: 'farm.plot.animals',
  fields: 'farm.plot.fields',
  energy: 'farm.plot.energy',
} as const satisfies Record<FarmPlot['category'], MessageId>;

/** The message of `id` in `map`, or the id itself while it has none. */
function text(intl: IntlShape, map: Record<string, MessageId>, id: string): string {
  const messageId = map[id];
  return messageId ? intl.formatMessage({ id: messageId }) : id;
}

export function upgradeTexts(intl: IntlShape, upgrade: FarmUpgrade) {
  const amount = Math.abs(upgrade.effect.amount);
  return {
    name: text(intl, upgradeNames, upgrade.id),
    description: text(intl, upgradeDescriptions, upgrade.id),
    effect: intl.formatMessage(
      { id: effectTexts[upgrade.effect.stat] },
      { amount: intl.formatNumber(amount, { maximumFractionDigits: 2 }) },
    ),
  };
}

export function upgradeName(intl: IntlShape, upgradeId: string): string {
  return text(intl, upgradeNames, upgradeId);
}

export function questTexts(intl: IntlShape, quest: FarmQuest) {
  return {
    title: text(intl, questTitles, quest.id),
    description: intl.formatMessage(
      { id: questGoals[quest.goal] },
      { target: intl.formatNumber(quest.target), count: quest.target },
    ),
  };
}

export function achievementTexts(intl: IntlShape, achievement: FarmAchievement) {
  return {
    name: text(intl, achievementNames, achievement.id),
    description: intl.formatMessage(
      { id: achievementMetrics[achievement.metric] },
      { target: intl.formatNumber(achievement.maxProgress), count: achievement.maxProgress },
    ),
  };
}

export function achievementName(intl: IntlShape, achievementId: string): string {
  return text(intl, achievementNames, achievementId);
}
