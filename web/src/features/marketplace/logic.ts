/** The marketplace's view rules (product §5, §9): filtering, sorting, the amount field. The projection is shared. */
import { type AssetType, basePriceNumber } from '@wurzelwerk/shared';

export const SORT_OPTIONS = ['featured', 'price-low', 'price-high', 'return-high', 'newest'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export const PRICE_RANGE = { min: 0, max: 1000, step: 10 } as const;
export type PriceRange = [number, number];
export const FULL_RANGE: PriceRange = [PRICE_RANGE.min, PRICE_RANGE.max];
/** Product §9: page keys move the price slider by 10 steps. */
export const PAGE_STEPS = 10;

/** The range after Page Up (+1) or Page Down (−1) on one thumb: 10 steps, within the bounds and the other thumb. */
export function pageMove(range: PriceRange, thumb: 0 | 1, direction: 1 | -1): PriceRange {
  const delta = direction * PAGE_STEPS * PRICE_RANGE.step;
  if (thumb === 0) return [Math.min(Math.max(range[0] + delta, PRICE_RANGE.min), range[1]), range[1]];
  return [range[0], Math.max(Math.min(range[1] + delta, PRICE_RANGE.max), range[0])];
}

export const QUICK_AMOUNTS = [500, 1000, 2500] as const;

export interface AssetFilter {
  search: string;
  priceRange: PriceRange;
}

/** Case-insensitive search over name and description, and the price range on basePrice's number. */
export function filterAssets<T extends Pick<AssetType, 'name' | 'description' | 'basePrice'>>(
  assets: readonly T[],
  { search, priceRange: [min, max] }: AssetFilter,
): T[] {
  const needle = search.trim().toLocaleLowerCase();
  return assets.filter((asset) => {
    const price = basePriceNumber(asset.basePrice);
    if (price < min || price > max) return false;
    if (!needle) return true;
    return (
      asset.name.toLocaleLowerCase().includes(needle) ||
      asset.description.toLocaleLowerCase().includes(needle)
    );
  });
}

/** "featured" keeps the server's order; "newest" is the highest id first. */
export function sortAssets<T extends Pick<AssetType, 'id' | 'basePrice' | 'expectedReturn'>>(
  assets: readonly T[],
  sort: SortOption,
): T[] {
  const sorted = [...assets];
  switch (sort) {
    case 'price-low':
      return sorted.sort((a, b) => basePriceNumber(a.basePrice) - basePriceNumber(b.basePrice));
    case 'price-high':
      return sorted.sort((a, b) => basePriceNumber(b.basePrice) - basePriceNumber(a.basePrice));
    case 'return-high':
      return sorted.sort((a, b) => Number(b.expectedReturn) - Number(a.expectedReturn));
    case 'newest':
      return sorted.sort((a, b) => b.id - a.id);
    default:
      return sorted;
  }
}

/** Tonnes CO2 per year for every 1,000 € invested. */
export function co2PerThousandEuro(co2Impact: number, basePrice: string): number | null {
  const price = basePriceNumber(basePrice);
  return price > 0 ? (co2Impact / price) * 1000 : null;
}

/** Product §5: an empty amount or one not above 0 is invalid before anything is sent. */
export function isValidAmount(amount: number | string): amount is number {
  return typeof amount === 'number' && Number.isFinite(amount) && amount > 0;
}

/** The payload's decimal string: 500 → "500.00". */
export function amountToDecimal(amount: number): string {
  return amount.toFixed(2);
}
