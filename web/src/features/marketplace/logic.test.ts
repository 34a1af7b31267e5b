import { describe, expect, test } from 'bun:test';
import {
  amountToDecimal,
  co2PerThousandEuro,
  filterAssets,
  isValidAmount,
  pageMove,
  sortAssets,
} from './logic';

const asset = (id: number, name: string, description: string, basePrice: string, expectedReturn: string) => ({
  id,
  name,
  description,
  basePrice,
  expectedReturn,
});

const assets = [
  asset(1, 'Mischwald', 'Weißtanne und Rotbuche', '150 €', '4.2'),
  asset(2, 'Bienenvölker', 'Honig vom Kaiserstuhl', '300 €', '7.2'),
  asset(3, 'Windpark', 'Bürgerwindpark', '1000 €', '8.9'),
  asset(4, 'Blühfläche', 'Wildblumen', '50 €', '3.9'),
];
const all = { search: '', priceRange: [0, 1000] as [number, number] };

describe('filterAssets', () => {
  test('search is case-insensitive over name and description', () => {
    expect(filterAssets(assets, { ...all, search: 'WIND' }).map((a) => a.id)).toEqual([3]);
    expect(filterAssets(assets, { ...all, search: 'honig' }).map((a) => a.id)).toEqual([2]);
    expect(filterAssets(assets, { ...all, search: '  ' })).toHaveLength(4);
    expect(filterAssets(assets, { ...all, search: 'nichts' })).toEqual([]);
  });

  test('the price range applies to the number in basePrice, bounds included', () => {
    expect(filterAssets(assets, { ...all, priceRange: [50, 300] }).map((a) => a.id)).toEqual([1, 2, 4]);
    expect(filterAssets(assets, { ...all, priceRange: [310, 990] })).toEqual([]);
    expect(filterAssets(assets, { ...all, priceRange: [1000, 1000] }).map((a) => a.id)).toEqual([3]);
  });
});

describe('sortAssets', () => {
  const ids = (sort: Parameters<typeof sortAssets>[1]) => sortAssets(assets, sort).map((a) => a.id);
  test('featured keeps the order, the others sort', () => {
    expect(ids('featured')).toEqual([1, 2, 3, 4]);
    expect(ids('price-low')).toEqual([4, 1, 2, 3]);
    expect(ids('price-high')).toEqual([3, 2, 1, 4]);
    expect(ids('return-high')).toEqual([3, 2, 1, 4]);
    expect(ids('newest')).toEqual([4, 3, 2, 1]);
  });
  test('does not change its input', () => {
    sortAssets(assets, 'newest');
    expect(assets.map((a) => a.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('amounts', () => {
  test('empty or not above 0 is invalid', () => {
    expect(isValidAmount('')).toBe(false);
    expect(isValidAmount(0)).toBe(false);
    expect(isValidAmount(-5)).toBe(false);
    expect(isValidAmount(500)).toBe(true);
    expect(isValidAmount(0.01)).toBe(true);
  });
  test('sent with two decimals', () => {
    expect(amountToDecimal(500)).toBe('500.00');
    expect(amountToDecimal(1234.5)).toBe('1234.50');
  });
});

test('CO2 per 1,000 € invested', () => {
  expect(co2PerThousandEuro(0.6, '150 €')).toBeCloseTo(4);
  expect(co2PerThousandEuro(1.4, '1000 €')).toBeCloseTo(1.4);
  expect(co2PerThousandEuro(1, '0 €')).toBeNull();
});

describe('pageMove', () => {
  test('moves one thumb by 10 steps of 10 €, within bounds and never past the other thumb', () => {
    expect(pageMove([0, 1000], 0, 1)).toEqual([100, 1000]);
    expect(pageMove([0, 1000], 0, -1)).toEqual([0, 1000]);
    expect(pageMove([0, 1000], 1, -1)).toEqual([0, 900]);
    expect(pageMove([0, 950], 1, 1)).toEqual([0, 1000]);
    expect(pageMove([450, 500], 0, 1)).toEqual([500, 500]);
    expect(pageMove([450, 500], 1, -1)).toEqual([450, 450]);
  });
});
