/**
 * Pure rules of the profile pages: the sign of an activity amount, the category shares, the level bar and
 * the rarity order. The signed-in profile's achievements are derived on the server (account.achievements).
 */
import { RARITIES, type Rarity } from '@wurzelwerk/shared';

/** Product §2.12: investments leave the wallet (minus), everything else comes in (plus). */
export function activitySign(type: 'investment' | 'other'): '-' | '+' {
  return type === 'investment' ? '-' : '+';
}

/** Each amount's whole-number share of the total, in percent (0 when there is nothing). */
export function sharePercents(amounts: readonly number[]): number[] {
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  return amounts.map((amount) => (total > 0 ? Math.round((amount / total) * 100) : 0));
}

/** Experience toward the next level as a percentage for the progress bar, clamped to 0–100. */
export function levelProgressPercent(experience: number, nextLevelExp: number): number {
  if (nextLevelExp <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round((experience / nextLevelExp) * 100)));
}

/** Common first, legendary last; the order of the input is kept within a rarity. */
export function byRarity<T extends { rarity: Rarity }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => RARITIES.indexOf(a.rarity) - RARITIES.indexOf(b.rarity));
}
