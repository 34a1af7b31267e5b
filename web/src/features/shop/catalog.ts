/**
 * The shops' catalogue rules (product §2.10, §2.11, §4): category and search combine.
 * The German shop and the English eco shop demo filter the same way, each over its own categories.
 */
import type { EcoShopCategory, Product, ProductCategory } from '@wurzelwerk/shared';

/** A category of either shop. */
export type ShopCategory = ProductCategory | EcoShopCategory;
export type CategoryFilter<C extends ShopCategory = ProductCategory> = C | 'all';

export interface ProductFilter<C extends ShopCategory = ProductCategory> {
  category: CategoryFilter<C>;
  search: string;
}

/** Product §4: reset means all categories and an empty search. */
export const NO_FILTER: ProductFilter = { category: 'all', search: '' };

/** Case-insensitive search over name and description, within the chosen category. */
export function filterProducts<P extends Pick<Product, 'name' | 'description'> & { category: ShopCategory }>(
  products: readonly P[],
  { category, search }: ProductFilter<NoInfer<P['category']>>,
): P[] {
  const needle = search.trim().toLocaleLowerCase();
  return products.filter(
    (product) =>
      (category === 'all' || product.category === category) &&
      (!needle ||
        product.name.toLocaleLowerCase().includes(needle) ||
        product.description.toLocaleLowerCase().includes(needle)),
  );
}
