import { describe, expect, test } from 'bun:test';
import { PRODUCT_CATEGORIES, SAMPLE_SHOP_PRODUCTS } from '@wurzelwerk/shared';
import { filterProducts, NO_FILTER, sampleProducts } from './catalog';

const products = sampleProducts('de');

describe('filterProducts', () => {
  test('no filter keeps every product', () => {
    expect(filterProducts(products, NO_FILTER)).toHaveLength(products.length);
  });

  test('a category keeps only its products', () => {
    const books = filterProducts(products, { category: 'books', search: '' });
    expect(books.length).toBeGreaterThan(0);
    expect(books.every((product) => product.category === 'books')).toBe(true);
  });

  test('search is case-insensitive over name and description and ignores surrounding spaces', () => {
    const byName = filterProducts(products, { category: 'all', search: '  TOMATEN ' });
    expect(byName.map((product) => product.slug)).toContain('bio-tomatensamen-alte-sorten');
    const byDescription = filterProducts(products, { category: 'all', search: 'wildbienen' });
    expect(byDescription.map((product) => product.slug)).toContain('wildblumenmischung-bienenweide');
  });

  test('category and search combine', () => {
    expect(filterProducts(products, { category: 'seeds', search: 'tomaten' }).length).toBe(1);
    expect(filterProducts(products, { category: 'books', search: 'tomaten' })).toEqual([]);
  });
});

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

  test('the sample catalogue covers every category', () => {
    for (const category of PRODUCT_CATEGORIES) {
      expect(products.some((product) => product.category === category)).toBe(true);
    }
  });
});
