/**
 * Time on the farm (product §4): each second adds automatic coins and honey, lays eggs,
 * recharges energy and counts the quest timers down. Like the actions, it never mutates its input: the
 * seconds run on one deep copy (a tight loop instead of one copy per second).
 */
import { ENERGY_PER_TICK, MAX_OFFLINE_SECONDS, QUEST_DURATION } from './constants';
import { addProgress, checkAchievements, clone, earnCoins } from './progress';
import type { FarmState } from './types';

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
