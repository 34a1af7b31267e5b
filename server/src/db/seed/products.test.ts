/** The shop's sample catalogue in the seed: upsert by slug, stock kept across restarts, pictures present. */
import { expect, test } from 'bun:test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SAMPLE_SHOP_PRODUCTS } from '@wurzelwerk/shared';
import { eq } from 'drizzle-orm';
import { testDatabase } from '../../../test/harness';
import { products } from '../schema';
import { seedProducts } from './products';

const PRODUCTS_DIR = join(import.meta.dir, '..', '..', '..', 'assets', 'images', 'products');

const { db } = testDatabase();

test('inserts every sample product once; a second run updates texts and keeps sold stock', async () => {
  await seedProducts(db());
  const first = await db().select().from(products);
  expect(first.map((p) => p.slug).sort()).toEqual(SAMPLE_SHOP_PRODUCTS.map((p) => p.slug).sort());
  for (const sample of SAMPLE_SHOP_PRODUCTS) {
    expect(first.find((p) => p.slug === sample.slug)).toMatchObject({
      nameDe: sample.nameDe,
      price: sample.price,
      rating: sample.rating.toFixed(1),
      stock: sample.stock,
      image: `${sample.slug}.svg`,
    });
  }

  const [sold] = first.filter((p) => p.stock > 1);
  if (!sold) throw new Error('no product in stock');
  await db()
    .update(products)
    .set({ stock: sold.stock - 1, nameDe: 'Alter Name' })
    .where(eq(products.id, sold.id));
  await seedProducts(db());

  const second = await db().select().from(products);
  expect(second).toHaveLength(first.length);
  const again = second.find((p) => p.id === sold.id);
  expect(again?.stock).toBe(sold.stock - 1);
  expect(again?.nameDe).toBe(sold.nameDe);
});

test('every sample product has a small flat SVG without text or external references', () => {
  for (const sample of SAMPLE_SHOP_PRODUCTS) {
    const file = join(PRODUCTS_DIR, `${sample.slug}.svg`);
    expect(existsSync(file)).toBe(true);
    const svg = readFileSync(file, 'utf8');
    expect(svg).toStartWith('<svg xmlns="http://www.w3.org/2000/svg"');
    expect(svg).not.toMatch(/<text|<image|href=|url\(|<script/);
    expect(svg.length).toBeLessThan(6000);
  }
});
