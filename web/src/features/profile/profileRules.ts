/**
 * Pure rules of the profile pages: the sign of an activity amount, the category shares, the level bar,
 * the rarity order, and the achievements of the signed-in profile derived from the user's real data.
 */
import { ASSET_CATEGORIES, type AssetCategory, type Investment, parseCents } from '@wurzelwerk/shared';
import { type AchievementIcon, RARITIES, type Rarity } from './achievementTypes';

/** Spec §2.12: investments leave the wallet (minus), everything else comes in (plus). */
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

/** The achievements a signed-in user can earn; their texts are in the profile catalogue. */
export const REAL_ACHIEVEMENTS = [
  'welcome',
  'firstInvestment',
  'firstOrder',
  'fourAssets',
  'allCategories',
  'farmer',
  'bigInvestor',
] as const;
export type RealAchievementId = (typeof REAL_ACHIEVEMENTS)[number];

/** Thresholds of the derived achievements. */
export const ACHIEVEMENT_RULES = {
  /** Four asset units reach the eco-champion level 2 (core-product.md level rule). */
  fourAssetsUnits: 4,
  bigInvestorCents: 10_000 * 100,
} as const;

export interface RealAchievement {
  id: RealAchievementId;
  icon: AchievementIcon;
  rarity: Rarity;
  unlocked: boolean;
  /** When the user's data first met the rule; null while locked (and for the farm, which keeps no dates). */
  date: Date | null;
}

export interface AchievementData {
  joinedAt: Date;
  investments: readonly Pick<
    Investment,
    'quantity' | 'totalInvestment' | 'status' | 'createdAt' | 'assetType'
  >[];
  orders: readonly { createdAt: Date }[];
  /** The farm game's own achievements; the game records no dates, so this one has none either. */
  farmAchievements: readonly { unlocked: boolean }[];
}

/**
 * The moment a running total over the active investments, oldest first, first reaches `target`; null if it
 * never does. Withdrawn investments count for nothing: the achievement reflects what the user holds now.
 */
function reachedAt(
  investments: AchievementData['investments'],
  measure: (investment: AchievementData['investments'][number], seen: Set<AssetCategory>) => number,
  target: number,
): Date | null {
  const active = investments
    .filter((investment) => investment.status === 'active')
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const seen = new Set<AssetCategory>();
  let total = 0;
  for (const investment of active) {
    total += measure(investment, seen);
    if (total >= target) return investment.createdAt;
  }
  return null;
}

function earliest(dates: readonly Date[]): Date | null {
  return dates.reduce<Date | null>((first, date) => (!first || date < first ? date : first), null);
}

export function deriveAchievements(data: AchievementData): RealAchievement[] {
  const dates: Record<Exclude<RealAchievementId, 'farmer'>, Date | null> = {
    welcome: data.joinedAt,
    firstInvestment: reachedAt(data.investments, () => 1, 1),
    firstOrder: earliest(data.orders.map((order) => order.createdAt)),
    fourAssets: reachedAt(data.investments, (i) => i.quantity, ACHIEVEMENT_RULES.fourAssetsUnits),
    allCategories: reachedAt(
      data.investments,
      (i, seen) => {
        if (seen.has(i.assetType.category)) return 0;
        seen.add(i.assetType.category);
        return 1;
      },
      ASSET_CATEGORIES.length,
    ),
    bigInvestor: reachedAt(
      data.investments,
      (i) => parseCents(i.totalInvestment) ?? 0,
      ACHIEVEMENT_RULES.bigInvestorCents,
    ),
  };
  const meta: Record<RealAchievementId, Pick<RealAchievement, 'icon' | 'rarity'>> = {
    welcome: { icon: 'welcome', rarity: 'common' },
    firstInvestment: { icon: 'tree', rarity: 'common' },
    firstOrder: { icon: 'cart', rarity: 'common' },
    fourAssets: { icon: 'leaf', rarity: 'rare' },
    allCategories: { icon: 'portfolio', rarity: 'epic' },
    farmer: { icon: 'farm', rarity: 'rare' },
    bigInvestor: { icon: 'crown', rarity: 'legendary' },
  };
  const farmer = data.farmAchievements.some((achievement) => achievement.unlocked);
  return REAL_ACHIEVEMENTS.map((id) => ({
    id,
    ...meta[id],
    unlocked: id === 'farmer' ? farmer : dates[id] !== null,
    date: id === 'farmer' ? null : dates[id],
  }));
}
