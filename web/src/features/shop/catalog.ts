/** The German shop's catalogue rules (public-and-local-screens.md §2.10, §4): category and search combine. */
import type { Product, ProductCategory } from '@wurzelwerk/shared';

export type CategoryFilter = ProductCategory | 'all';

export interface ProductFilter {
  category: CategoryFilter;
  search: string;
}

/** Spec §4: reset means all categories and an empty search. */
export const NO_FILTER: ProductFilter = { category: 'all', search: '' };

/** Case-insensitive search over name and description, within the chosen category. */
export function filterProducts<P extends Pick<Product, 'name' | 'description' | 'category'>>(
  products: readonly P[],
  { category, search }: ProductFilter,
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
