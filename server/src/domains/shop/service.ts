/** The shop's product catalogue, read from the database in the request's language. */
import { PRODUCT_MEDIA_PATH, type Product } from '@wurzelwerk/shared';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';
import type { Locale } from '../../i18n';

type ProductRow = typeof products.$inferSelect;

export function toProduct(row: ProductRow, locale: Locale): Product {
  const en = locale === 'en';
  return {
    id: row.id,
    slug: row.slug,
    name: en ? row.nameEn : row.nameDe,
    description: en ? row.descriptionEn : row.descriptionDe,
    category: row.category,
    price: row.price,
    rating: Number(row.rating),
    reviews: row.reviews,
    stock: row.stock,
    inStock: row.stock > 0,
    sustainabilityScore: row.sustainabilityScore,
    co2Impact: en ? row.co2En : row.co2De,
    // A sample's file name under /media/products, or a media path (`uploads/…`) set in the console.
    imageUrl: row.image.includes('/') ? `/media/${row.image}` : `${PRODUCT_MEDIA_PATH}/${row.image}`,
    digital: row.digital,
  };
}

/**
 * Every product, in catalogue order. Read on each request rather than cached: stock changes with every
 * order, and the catalogue is small.
 */
export async function listProducts(db: Database, locale: Locale): Promise<Product[]> {
  const rows = await db.select().from(products).orderBy(asc(products.id));
  return rows.map((row) => toProduct(row, locale));
}
