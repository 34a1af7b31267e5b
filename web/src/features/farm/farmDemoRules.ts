/** The farm demo's one rule (spec §2.8, §9): a tree click adds a random whole 5 to 14 coins and counts the click. */
import type { PlayerView, TreeView } from './components/types';

export const DEMO_CLICK_MIN_COINS = 5;
export const DEMO_CLICK_MAX_COINS = 14;

export interface DemoFarm {
  tree: TreeView;
  player: PlayerView;
}

/** `random` is Math.random in the page: a number in [0, 1). */
export function demoTreeClick<T extends DemoFarm>(
  farm: T,
  random: () => number,
): { farm: T; reward: number } {
  const span = DEMO_CLICK_MAX_COINS - DEMO_CLICK_MIN_COINS + 1;
  const reward = DEMO_CLICK_MIN_COINS + Math.min(span - 1, Math.floor(random() * span));
  return {
    reward,
    farm: {
      ...farm,
      tree: { ...farm.tree, clicks: farm.tree.clicks + 1, coins: farm.tree.coins + reward },
      player: { ...farm.player, totalCoins: farm.player.totalCoins + reward },
    },
  };
}
