/**
 * The local /shopdemo's catalogue (product §2.10, §7): the shared sample products as
 * the API would return them — ids by position (the demo's cart stores them), texts in the chosen language,
 * images served by the app. Nothing is loaded.
 */
import {
  type Product,
  productImageUrl,
  SAMPLE_SHOP_PRODUCTS,
  type SampleShopProduct,
} from '@wurzelwerk/shared';

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
    digital: sample.digital,
    rating: sample.rating,
    reviews: sample.reviews,
    stock: sample.stock,
    inStock: sample.stock > 0,
    sustainabilityScore: sample.sustainabilityScore,
    co2Impact: language === 'en' ? sample.co2En : sample.co2De,
    imageUrl: productImageUrl(sample.slug),
  }));
}
