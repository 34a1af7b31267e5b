/**
 * The English eco shop demo's catalogue on /shopdemo?tab=eco (product §2.11, §5): the
 * shared eco samples as product-card products — ids by position, the presentation details as they are —
 * and its cart, a counter that only grows. Nothing is loaded or sent.
 */
import { type EcoShopCategory, SAMPLE_ECO_SHOP_PRODUCTS, type SampleEcoProduct } from '@wurzelwerk/shared';
import type { CardProduct } from '../../features/shop';

export type EcoShopProduct = CardProduct & { category: EcoShopCategory };

export function ecoShopProducts(
  samples: readonly SampleEcoProduct[] = SAMPLE_ECO_SHOP_PRODUCTS,
): EcoShopProduct[] {
  return samples.map((sample, index) => ({ id: index + 1, ...sample }));
}

/** Product §5: Add to Cart raises the counter by one; a product out of stock leaves it as it is. */
export function addToEcoCart(count: number, product: Pick<CardProduct, 'inStock'>): number {
  return product.inStock ? count + 1 : count;
}
