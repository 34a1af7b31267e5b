/**
 * The player's actions (product §4, §5, §9): tree, beehive and coop clicks, upgrades, quest claims and
 * the knowledge quest's answers (knowledge.ts). applyAction returns a new state and never mutates its
 * input: it works on a deep copy.
 */
import { ENERGY_COST, LEVEL_UP, UPGRADE_COST_FACTOR } from './constants';
import {
  addDecimal,
  coopClickEggs,
  floorExact,
  hiveClickHoney,
  treeClickCoins,
  treeClickExperience,
} from './formulas';
import { answerLesson } from './knowledge';
import { addProgress, checkAchievements, clone, earnCoins, gainExperience } from './progress';
import type { ActionResult, FarmAction, FarmEvent, FarmState, FarmUpgrade, UpgradeStat } from './types';

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

type Building = 'tree' | 'beehive' | 'coop';
type Figure = { [B in Building]: readonly [B, keyof FarmState[B]] }[Building];

/** The figure each upgrade stat adds its amount to (multipliers are decimals: added in hundredths). */
const UPGRADED_FIGURE = {
  treeMultiplier: ['tree', 'multiplier'],
  autoGrowth: ['tree', 'autoGrowth'],
  honeyMultiplier: ['beehive', 'honeyMultiplier'],
  autoProduction: ['beehive', 'autoProduction'],
  productivity: ['beehive', 'productivity'],
  eggMultiplier: ['coop', 'eggMultiplier'],
  goldenChickens: ['coop', 'goldenChickens'],
  chickens: ['coop', 'chickens'],
  spawnRate: ['coop', 'spawnRate'],
} as const satisfies Record<UpgradeStat, Figure>;

function applyEffect(draft: FarmState, upgrade: FarmUpgrade): void {
  const { stat, amount } = upgrade.effect;
  const [building, figure] = UPGRADED_FIGURE[stat];
  // The table pairs each building with its own figures, which are all numbers (the schemas say so);
  // TypeScript does not follow that pairing through the union, hence the cast.
  const figures = draft[building] as unknown as Record<typeof figure, number>;
  figures[figure] = addDecimal(figures[figure], amount);
  // Each queen bee leads her own colony: productivity rises with the number of queens.
  if (stat === 'productivity') draft.beehive.queenBees += 1;
  if (stat === 'spawnRate') {
    draft.coop.spawnRate = Math.max(1, draft.coop.spawnRate);
    draft.coop.eggSpawnTimer = Math.min(draft.coop.eggSpawnTimer, draft.coop.spawnRate);
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
    case 'answerLesson':
      return answerLesson(draft, action.lessonId, action.choice);
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
