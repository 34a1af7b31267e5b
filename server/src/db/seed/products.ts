/**
 * Seeds the shop's product catalogue (issue 7) from the shared sample module, upserted by slug. Stock is
 * set only when a product is first inserted: a restart must not refill what customers have bought.
 */
import { SAMPLE_SHOP_PRODUCTS } from '@wurzelwerk/shared';
import type { Executor } from '../client';
import { products } from '../schema';

export async function seedProducts(db: Executor): Promise<void> {
  for (const p of SAMPLE_SHOP_PRODUCTS) {
    const content = {
      category: p.category,
      nameDe: p.nameDe,
      nameEn: p.nameEn,
      descriptionDe: p.descriptionDe,
      descriptionEn: p.descriptionEn,
      price: p.price,
      rating: p.rating.toFixed(1),
      reviews: p.reviews,
      sustainabilityScore: p.sustainabilityScore,
      co2De: p.co2De,
      co2En: p.co2En,
      digital: p.digital,
      image: `${p.slug}.svg`,
    };
    await db
      .insert(products)
      .values({ slug: p.slug, stock: p.stock, ...content })
      .onConflictDoUpdate({ target: products.slug, set: content });
  }
}
