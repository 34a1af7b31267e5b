/** The achievement shape shared by the profile demo and the signed-in profile (product §3 "Achievement"). */
import type { Rarity } from '@wurzelwerk/shared';

/** Icons are named here and resolved to components in the grid, so data modules stay free of JSX. */
export type AchievementIcon =
  | 'tree'
  | 'energy'
  | 'streak'
  | 'leaf'
  | 'portfolio'
  | 'crown'
  | 'spread'
  | 'shield'
  | 'hourglass'
  | 'welcome'
  | 'cart'
  | 'farm'
  | 'document';

/** One achievement as the grid shows it: texts already in the chosen language. */
export interface AchievementView {
  id: string;
  name: string;
  description: string;
  icon: AchievementIcon;
  rarity: Rarity;
  unlocked: boolean;
  date: Date | string | null;
}
