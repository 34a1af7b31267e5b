/**
 * The texts of the engine's upgrades, quests and achievements. The engine's state carries ids only; these
 * maps name each id's messages as literals (so the catalogue check sees them). An id the engine adds later
 * without a text here shows as itself until it gets one (farmTexts.test.ts fails meanwhile).
 */
import type {
  FarmAchievement,
  FarmQuest,
  FarmUpgrade,
  GrowthStage,
  UpgradeStat,
} from '@wurzelwerk/farm-engine';
import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import type { FarmTexts } from './components/types';

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

/** The message of `id` in `map`, or the id itself while it has none. */
function text(intl: IntlShape, map: Record<string, MessageId>, id: string): string {
  const messageId = map[id];
  return messageId ? intl.formatMessage({ id: messageId }) : id;
}

function upgradeTexts(intl: IntlShape, upgrade: FarmUpgrade) {
  const amount = Math.abs(upgrade.effect.amount);
  return {
    name: text(intl, upgradeNames, upgrade.id),
    description: text(intl, upgradeDescriptions, upgrade.id),
    effectText: intl.formatMessage(
      { id: effectTexts[upgrade.effect.stat] },
      { amount: intl.formatNumber(amount, { maximumFractionDigits: 2 }) },
    ),
  };
}

export function upgradeName(intl: IntlShape, upgradeId: string): string {
  return text(intl, upgradeNames, upgradeId);
}

/** A goal's text with its target number ("Sammeln Sie 30 Honig."). */
function goalText(intl: IntlShape, id: MessageId, target: number): string {
  return intl.formatMessage({ id }, { target: intl.formatNumber(target), count: target });
}

/** The texts of the engine's upgrades, quests and achievements in the chosen language. */
export function engineTexts(intl: IntlShape): FarmTexts {
  return {
    upgrade: (upgrade) => upgradeTexts(intl, upgrade),
    quest: (quest) => ({
      title: text(intl, questTitles, quest.id),
      description: goalText(intl, questGoals[quest.goal], quest.target),
    }),
    achievement: (achievement) => ({
      name: text(intl, achievementNames, achievement.id),
      description: goalText(intl, achievementMetrics[achievement.metric], achievement.maxProgress),
    }),
  };
}

export function achievementName(intl: IntlShape, achievementId: string): string {
  return text(intl, achievementNames, achievementId);
}
