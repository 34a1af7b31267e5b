/**
 * Sample data of the public marketplace demo (/marketplacedemo, product §2.1: local only, nothing is loaded or
 * sent). Eight of the seeded asset types, two per category, in the shape of the shared assetTypeSchema; the
 * images are the app's own files under /media/assets.
 */
import {
  type AssetCategory,
  type AssetType,
  sampleAssetTypeAsServed,
  sampleAssetTypes,
} from '@wurzelwerk/shared';
import type { Locale } from '../../i18n/messages';

/** Two of the seeded asset types per category, in the order the demo shows them. */
const DEMO_SLUGS = [
  'mischwald-schwarzwald',
  'streuobstwiese-franken',
  'bienenvoelker-kaiserstuhl',
  'wasserbueffel-peenetal',
  'bio-dinkel-schwaebische-alb',
  'bluehflaechen-wendland',
  'buergerwindpark-nordfriesland',
  'solardach-schule-muenster',
];

const sampleAssets = DEMO_SLUGS.map((slug) => {
  const asset = sampleAssetTypes.find((candidate) => candidate.slug === slug);
  if (!asset) throw new Error(`marketplace demo: no sample asset type "${slug}"`);
  return asset;
});

/** The sample assets of one category (or all) in one language, as the API would deliver them. */
export function marketplaceDemoAssets(locale: Locale, category: AssetCategory | 'all' = 'all'): AssetType[] {
  return sampleAssets
    .map((asset, index) => sampleAssetTypeAsServed(asset, index + 1, locale))
    .filter((asset) => category === 'all' || asset.category === category);
}
