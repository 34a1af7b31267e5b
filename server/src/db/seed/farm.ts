/**
 * Seeds the demo account's farm (issue 6): a short sample session played through the engine itself, so
 * the saved state is one the rules can produce. It leaves the tree at level 3 with 20 of 22 clicks — two
 * clicks before the next level-up (useful to show the level-up dialog) — and energy for them, 45 of 50 daily
 * tree clicks, a little honey and two upgrades bought. Created once: the demo keeps its progress afterwards.
 */
import {
  applyAction,
  createFarm,
  ENGINE_VERSION,
  type FarmAction,
  type FarmState,
} from '@wurzelwerk/farm-engine';
import type { Executor } from '../client';
import { farmStates } from '../schema';
import { DEMO_USER } from './accounts';

const repeat = (action: FarmAction, times: number): FarmAction[] =>
  Array.from({ length: times }, () => action);

/** 45 tree clicks (level 1 → 3 after 10 and 15 clicks, then 20 of 22), 5 hive clicks, two upgrades. */
export const DEMO_FARM_SESSION: readonly FarmAction[] = [
  ...repeat({ type: 'clickTree' }, 45),
  ...repeat({ type: 'clickHive' }, 5),
  { type: 'buyUpgrade', upgradeId: 'fertilizer' },
  { type: 'buyUpgrade', upgradeId: 'flowerMeadow' },
];

export function demoFarmState(): FarmState {
  return DEMO_FARM_SESSION.reduce((state, action) => {
    const result = applyAction(state, action);
    if (!result.ok) throw new Error(`demo farm session refused ${action.type}: ${result.reason}`);
    return result.state;
  }, createFarm());
}

export async function seedDemoFarm(db: Executor, now = new Date()): Promise<void> {
  await db
    .insert(farmStates)
    .values({ userId: DEMO_USER.id, state: demoFarmState(), engineVersion: ENGINE_VERSION, savedAt: now })
    .onConflictDoNothing();
}
