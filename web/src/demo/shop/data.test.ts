import { describe, expect, test } from 'bun:test';
import { PRODUCT_CATEGORIES, productSchema, SAMPLE_SHOP_PRODUCTS } from '@wurzelwerk/shared';
import { sampleProducts } from './data';

const products = sampleProducts('de');

describe('sampleProducts', () => {
  test('ids by position, texts in the language, images served by the app, stock decides inStock', () => {
    const en = sampleProducts('en');
    expect(en.map((product) => product.id)).toEqual(SAMPLE_SHOP_PRODUCTS.map((_, index) => index + 1));
    expect(en[0]?.name).toBe(SAMPLE_SHOP_PRODUCTS[0]?.nameEn as string);
    expect(products[0]?.name).toBe(SAMPLE_SHOP_PRODUCTS[0]?.nameDe as string);
    expect(products[0]?.imageUrl).toBe(`/media/products/${SAMPLE_SHOP_PRODUCTS[0]?.slug}.svg`);
    expect(products.filter((product) => !product.inStock).every((product) => product.stock === 0)).toBe(true);
    expect(products.some((product) => !product.inStock)).toBe(true);
  });

  test('are products as the API delivers them', () => {
    for (const language of ['de', 'en'] as const) {
      for (const product of sampleProducts(language)) expect(productSchema.parse(product)).toEqual(product);
    }
  });

  test('the sample catalogue covers every category', () => {
    for (const category of PRODUCT_CATEGORIES) {
      expect(products.some((product) => product.category === category)).toBe(true);
    }
  });
});
