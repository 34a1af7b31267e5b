import { describe, expect, test } from 'bun:test';
import { ECO_SHOP_CATEGORIES, productSchema, SAMPLE_ECO_SHOP_PRODUCTS } from '@wurzelwerk/shared';
import { filterProducts } from '../../features/shop';
import { addToEcoCart, ecoShopProducts } from './ecoData';

const products = ecoShopProducts();
/** The fields an eco product shares with the shop's API product. */
const commonFields = productSchema.pick({
  id: true,
  name: true,
  description: true,
  price: true,
  rating: true,
  reviews: true,
  inStock: true,
});

describe('ecoShopProducts', () => {
  test('ids by position, the samples as they are', () => {
    expect(products.map((product) => product.id)).toEqual(
      SAMPLE_ECO_SHOP_PRODUCTS.map((_, index) => index + 1),
    );
    expect(products.map(({ id: _, ...sample }) => sample)).toEqual([...SAMPLE_ECO_SHOP_PRODUCTS]);
  });

  test('share the shape of the API product, with the presentation details of product §2.11', () => {
    for (const product of products) expect(product).toMatchObject(commonFields.parse(product));
    const hoodie = products.find((product) => product.name === 'Organic Cotton Hoodie');
    expect(hoodie).toMatchObject({ badges: ['best'], originalPrice: '79.99', inStock: true });
    expect(hoodie?.features).toHaveLength(4);
    expect(products.some((product) => product.badges?.includes('new'))).toBe(true);
  });

  test('the category filter: all keeps every product in order, a category only its own', () => {
    expect(filterProducts(products, { category: 'all', search: '' })).toEqual(products);
    expect(filterProducts(products, { category: 'tech', search: '' }).map((p) => p.name)).toEqual([
      'Bamboo Wireless Charger',
      'Solar Power Bank 10,000 mAh',
    ]);
    for (const category of ECO_SHOP_CATEGORIES) {
      expect(filterProducts(products, { category, search: '' }).length).toBeGreaterThan(0);
    }
  });
});

describe('addToEcoCart', () => {
  test('raises the counter for a product in stock, never for one out of stock', () => {
    expect(addToEcoCart(0, { inStock: true })).toBe(1);
    expect(addToEcoCart(4, { inStock: true })).toBe(5);
    expect(addToEcoCart(4, { inStock: false })).toBe(4);
  });
});
