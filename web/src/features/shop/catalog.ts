/** The German shop's catalogue rules (public-and-local-screens.md §2.10, §4): category and search combine. */
import {
  type Product,
  type ProductCategory,
  productImageUrl,
  SAMPLE_SHOP_PRODUCTS,
  type SampleShopProduct,
} from '@wurzelwerk/shared';

export type CategoryFilter = ProductCategory | 'all';

export interface ProductFilter {
  category: CategoryFilter;
  search: string;
}

/** Spec §4: reset means all categories and an empty search. */
export const NO_FILTER: ProductFilter = { category: 'all', search: '' };

/** Case-insensitive search over name and description, within the chosen category. */
export function filterProducts(products: readonly Product[], { category, search }: ProductFilter): Product[] {
  const needle = search.trim().toLocaleLowerCase();
  return products.filter(
    (product) =>
      (category === 'all' || product.category === category) &&
      (!needle ||
        product.name.toLocaleLowerCase().includes(needle) ||
        product.description.toLocaleLowerCase().includes(needle)),
  );
}

/**
 * The shared sample catalogue as the API would return it, for the local /shopdemo: ids by position (the
 * demo's cart stores them), texts in the chosen language, images served by the app.
 */
export function sampleProducts(
  language: 'de' | 'en',
  samples: readonly SampleShopProduct[] = SAMPLE_SHOP_PRODUCTS,
): Product[] {
  return samples.map((sample, index) => ({
    id: index + 1,
    slug: sample.slug,
    name: language === 'en' ? sample.nameEn : sample.nameDe,
    description: language === 'en' ? sample.descriptionEn : sample.descriptionDe,
    category: sample.category,
    price: sample.price,
    rating: sample.rating,
    reviews: sample.reviews,
    stock: sample.stock,
    inStock: sample.stock > 0,
    sustainabilityScore: sample.sustainabilityScore,
    co2Impact: language === 'en' ? sample.co2En : sample.co2De,
    imageUrl: productImageUrl(sample.slug),
  }));
}
