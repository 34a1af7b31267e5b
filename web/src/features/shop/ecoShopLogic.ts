/** The eco shop demo's rules (spec §2.11, §4, §9): category filter, at most three of each list, a counter that only grows. */
import type { EcoCategory, EcoProduct } from './ecoShopSamples';

export type EcoFilter = EcoCategory | 'all';

/** Spec §9: up to 3 features, colours and sizes per card. */
export const ECO_LIST_LIMIT = 3;

export function filterEcoProducts(products: readonly EcoProduct[], category: EcoFilter): EcoProduct[] {
  return category === 'all' ? [...products] : products.filter((product) => product.category === category);
}

export function firstThree<T>(items: readonly T[]): T[] {
  return items.slice(0, ECO_LIST_LIMIT);
}

/** Add to Cart raises the counter by one; an out-of-stock product leaves it as it is (spec §5). */
export function addToEcoCart(count: number, product: Pick<EcoProduct, 'inStock'>): number {
  return product.inStock ? count + 1 : count;
}
