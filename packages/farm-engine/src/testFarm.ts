/** Helpers of the engine's tests: set up a situation directly instead of playing to it, and read it back. */
import { applyAction } from './actions';
import { createFarm } from './formulas';
import type { ActionResult, FarmAction, FarmEvent, FarmState } from './types';

/** A fresh farm changed by `edit` (tests set up situations directly instead of playing to them). */
export function farm(edit: (state: FarmState) => void = () => {}): FarmState {
  const state = createFarm();
  edit(state);
  return state;
}

export function ok(result: ActionResult): { state: FarmState; events: FarmEvent[] } {
  if (!result.ok) throw new Error(`expected success, got ${result.reason}`);
  return result;
}

export function play(state: FarmState, action: FarmAction, times: number): FarmState {
  let current = state;
  for (let i = 0; i < times; i++) current = ok(applyAction(current, action)).state;
  return current;
}

export const upgrade = (state: FarmState, id: string) => {
  const found = state.upgrades.find((u) => u.id === id);
  if (!found) throw new Error(`no upgrade ${id}`);
  return found;
};
export const quest = (state: FarmState, id: string) => {
  const found = state.quests.find((q) => q.id === id);
  if (!found) throw new Error(`no quest ${id}`);
  return found;
};
export const achievement = (state: FarmState, id: string) => {
  const found = state.achievements.find((a) => a.id === id);
  if (!found) throw new Error(`no achievement ${id}`);
  return found;
};
