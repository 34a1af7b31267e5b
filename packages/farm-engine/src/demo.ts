/**
 * The rule of the farm demo at /farmdemo (product §2.8, §9): a tree click adds a random
 * whole 5 to 14 coins to the tree and the wallet and counts the click — no energy, experience or level-up.
 * Upgrading and claiming have no effect in the demo, so this is its only action.
 */
import type { FarmState } from './types';

export const DEMO_CLICK_COINS = { min: 5, max: 14 } as const;

/** `random` is Math.random in the page: a number in [0, 1). Returns a new state; the input is not touched. */
export function demoTreeClick(state: FarmState, random: () => number): { state: FarmState; reward: number } {
  const span = DEMO_CLICK_COINS.max - DEMO_CLICK_COINS.min + 1;
  const reward = DEMO_CLICK_COINS.min + Math.min(span - 1, Math.floor(random() * span));
  return {
    reward,
    state: {
      ...state,
      tree: { ...state.tree, clicks: state.tree.clicks + 1, coins: state.tree.coins + reward },
      player: { ...state.player, totalCoins: state.player.totalCoins + reward },
    },
  };
}
