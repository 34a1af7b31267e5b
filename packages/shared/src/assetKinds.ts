/**
 * The asset types' constants and pure rules, apart from their schemas (assets.ts, investments.ts): the
 * public marketplace demo shows sample assets through the real view and loads no zod (issue 16).
 */

export const ASSET_CATEGORIES = ['trees', 'animals', 'fields', 'energy'] as const;
export type AssetCategory = (typeof ASSET_CATEGORIES)[number];

/** The number in a basePrice string such as "250 €" or "1.000 €" (the marketplace price filter). */
export function basePriceNumber(basePrice: string): number {
  return Number(basePrice.replace(/[^\d,]/g, '').replace(',', '.'));
}

/** Business constants (core-product.md §9). */
export const INVESTMENT_LIMITS = {
  minEuro: 500,
  maxEuro: 100_000,
  maxQuantity: 100,
  /** Statutory right of withdrawal, in days. */
  withdrawalDays: 14,
  durationMonths: 12,
} as const;
