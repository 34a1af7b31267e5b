import { describe, expect, test } from 'bun:test';
import { SAMPLE_SHOP_PRODUCTS } from '@wurzelwerk/shared';
import { filterProducts, NO_FILTER } from './catalog';

const products = SAMPLE_SHOP_PRODUCTS.map(({ slug, nameDe, descriptionDe, category }) => ({
  slug,
  name: nameDe,
  description: descriptionDe,
  category,
}));

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
