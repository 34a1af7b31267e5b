/** The eco shop's product catalogue (issue 7). Prices are exact `numeric(12,2)` like all money here. */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { catalogueEntry, createdAt, money } from './columns';

export const productCategories = ['seeds', 'tools', 'books', 'merchandise', 'digital'] as const;

export const products = pgTable(
  'products',
  {
    ...catalogueEntry(productCategories),
    price: money('price').notNull(),
    rating: numeric('rating', { precision: 2, scale: 1 }).notNull(),
    reviews: integer('reviews').notNull().default(0),
    stock: integer('stock').notNull(),
    sustainabilityScore: integer('sustainability_score').notNull(),
    co2De: text('co2_de'),
    co2En: text('co2_en'),
    /** File name under /media/products. */
    image: text('image').notNull(),
    /** Not shipped (e-book, online course, voucher): no address, no shipping cost (issue 19). */
    digital: boolean('digital').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('products_price_positive', sql`${t.price} > 0`),
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
    check('products_rating_range', sql`${t.rating} between 0 and 5`),
    check('products_score_range', sql`${t.sustainabilityScore} between 0 and 100`),
  ],
);
