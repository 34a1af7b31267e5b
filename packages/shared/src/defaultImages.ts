/**
 * The picture a record shows when the operator gives none (issue 36: images optional): one per category,
 * made in the repository by the sample image generators (scripts/generate-sample-images.ts,
 * scripts/generate-product-images.ts) and served under /media like the samples' pictures (decision 0080).
 */
import { ASSET_CATEGORIES, type AssetCategory } from './assetKinds';
import { STREAM_CATEGORIES } from './content';
import { PRODUCT_CATEGORIES, type ProductCategory } from './shopKinds';

/** A record's default picture by its kind and category: `assets/default-trees.svg`. */
export const defaultImagePath = {
  asset: (category: AssetCategory) => `assets/default-${category}.svg`,
  product: (category: ProductCategory) => `products/default-${category}.svg`,
  stream: (category: (typeof STREAM_CATEGORIES)[number]) => `streams/default-${category}.svg`,
} as const;

/** Every default picture, by kind: its category and its path under /media. */
export const DEFAULT_IMAGES = {
  asset: ASSET_CATEGORIES.map((category) => ({ category, path: defaultImagePath.asset(category) })),
  product: PRODUCT_CATEGORIES.map((category) => ({ category, path: defaultImagePath.product(category) })),
  stream: STREAM_CATEGORIES.map((category) => ({ category, path: defaultImagePath.stream(category) })),
} as const;
