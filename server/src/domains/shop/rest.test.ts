/** Contract tests of GET /api/products: fields, languages, stock flags, images. */
import { describe, expect, test } from 'bun:test';
import { SAMPLE_SHOP_PRODUCTS } from '@wurzelwerk/shared';
import {
  bySlug,
  catalogue,
  fetchProducts,
  type Product,
  shopTestApp,
  soldOut,
} from '../../../test/fixtures/shop';
import { ORIGIN } from '../../../test/harness';

const t = shopTestApp();

describe('GET /api/products', () => {
  test('public, with the documented fields, in German by default and English on request', async () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(SAMPLE_SHOP_PRODUCTS.length);
    const sample = SAMPLE_SHOP_PRODUCTS[0];
    const product = bySlug(sample?.slug ?? '');
    expect(Object.keys(product).sort()).toEqual(
      [
        'category',
        'co2Impact',
        'description',
        'digital',
        'id',
        'imageUrl',
        'inStock',
        'name',
        'price',
        'rating',
        'reviews',
        'slug',
        'stock',
        'sustainabilityScore',
      ].sort(),
    );
    expect(product.name).toBe(sample?.nameDe ?? '');
    const english = await fetchProducts(t.app, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(english.find((p) => p.id === product.id)?.name).toBe(sample?.nameEn ?? '');
    expect(soldOut().inStock).toBe(false);
  });

  test('every sample product image is served by the app as SVG', async () => {
    for (const sample of SAMPLE_SHOP_PRODUCTS) {
      const { imageUrl } = bySlug(sample.slug) as Product & { imageUrl: string };
      const response = await t.app.handle(new Request(`${ORIGIN}${imageUrl}`));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
    }
  });
});
