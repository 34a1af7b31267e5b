import { describe, expect, test } from 'bun:test';
import { addToEcoCart, filterEcoProducts, firstThree } from './ecoShopLogic';
import { ECO_CATEGORIES, ECO_SHOP_SAMPLES } from './ecoShopSamples';

describe('filterEcoProducts', () => {
  test('all keeps every product in order', () => {
    expect(filterEcoProducts(ECO_SHOP_SAMPLES, 'all').map((p) => p.id)).toEqual(
      ECO_SHOP_SAMPLES.map((p) => p.id),
    );
  });

  test('a category keeps only its products', () => {
    expect(filterEcoProducts(ECO_SHOP_SAMPLES, 'tech').map((p) => p.name)).toEqual([
      'Bamboo Wireless Charger',
      'Solar Power Bank 10,000 mAh',
    ]);
  });

  test('the samples cover every category and both stock states', () => {
    for (const category of ECO_CATEGORIES) {
      expect(filterEcoProducts(ECO_SHOP_SAMPLES, category).length).toBeGreaterThan(0);
    }
    expect(ECO_SHOP_SAMPLES.some((p) => !p.inStock)).toBe(true);
    expect(ECO_SHOP_SAMPLES.some((p) => p.inStock)).toBe(true);
  });
});

describe('firstThree', () => {
  test('cuts longer lists and keeps shorter ones', () => {
    expect(firstThree(['a', 'b', 'c', 'd'])).toEqual(['a', 'b', 'c']);
    expect(firstThree(['a'])).toEqual(['a']);
    expect(firstThree([])).toEqual([]);
  });
});

describe('addToEcoCart', () => {
  test('raises the counter for a product in stock, never for one out of stock', () => {
    expect(addToEcoCart(0, { inStock: true })).toBe(1);
    expect(addToEcoCart(4, { inStock: true })).toBe(5);
    expect(addToEcoCart(4, { inStock: false })).toBe(4);
  });
});
