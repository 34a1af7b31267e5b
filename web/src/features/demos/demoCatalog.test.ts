import { describe, expect, test } from 'bun:test';
import { paths } from '../../config/paths';
import { DEMO_CATEGORIES, DIFFICULTIES, demos } from './demoCatalog';

describe('demo catalogue', () => {
  test('lists the six demos of product §2.5, one per category', () => {
    expect(demos.map((d) => d.path)).toEqual([
      paths.dashboardDemo,
      paths.marketplaceDemo,
      paths.profileDemo,
      paths.farmDemo,
      paths.shopDemo,
      paths.teamDemo,
    ]);
    expect(demos.map((d) => d.category)).toEqual([...DEMO_CATEGORIES]);
  });

  test('every entry has texts in both languages, features and a known difficulty', () => {
    for (const demo of demos) {
      for (const text of [demo.name, demo.description, ...demo.features]) {
        expect(text.de.trim()).not.toBe('');
        expect(text.en.trim()).not.toBe('');
      }
      expect(demo.features.length).toBeGreaterThanOrEqual(3);
      expect(DIFFICULTIES).toContain(demo.difficulty);
    }
  });
});
