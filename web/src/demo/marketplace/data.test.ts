import { describe, expect, test } from 'bun:test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ASSET_CATEGORIES, assetTypeSchema } from '@wurzelwerk/shared';
import { marketplaceDemoAssets } from './data';

const mediaDir = join(import.meta.dir, '../../../../server/assets/images');

describe('marketplace demo samples', () => {
  for (const locale of ['de', 'en'] as const) {
    test(`are asset types as the API delivers them (${locale})`, () => {
      const assets = marketplaceDemoAssets(locale);
      expect(assets.length).toBe(8);
      for (const asset of assets) expect(assetTypeSchema.parse(asset)).toEqual(asset);
      expect(new Set(assets.map((a) => a.id)).size).toBe(assets.length);
    });
  }

  test('two per category, and the category filter keeps only its own', () => {
    for (const category of ASSET_CATEGORIES) {
      const assets = marketplaceDemoAssets('de', category);
      expect(assets.length).toBe(2);
      expect(assets.every((a) => a.category === category)).toBe(true);
    }
  });

  test('texts follow the language, figures do not', () => {
    const [de] = marketplaceDemoAssets('de');
    const [en] = marketplaceDemoAssets('en');
    expect(de?.name).not.toBe(en?.name);
    expect(de?.basePrice).toBe(en?.basePrice ?? '');
    expect(de?.expectedReturn).toBe(en?.expectedReturn ?? '');
  });

  test('images exist among the app’s media files', () => {
    for (const asset of marketplaceDemoAssets('de')) {
      expect(existsSync(join(mediaDir, asset.imageUrl.replace('/media/', '')))).toBe(true);
    }
  });
});
