/**
 * Representative sample asset types: four per category. Figures (production, CO₂) are per share and
 * deliberately modest so that they stay plausible for the price of one share.
 */

import type { AssetType } from '../assets';
import type { Language } from '../settings';
import assetTypes from './assetTypes.json' with { type: 'json' };
import type { SampleAssetType } from './types';

export const sampleAssetTypes: SampleAssetType[] = assetTypes as SampleAssetType[];

/**
 * A sample asset type as the API delivers it once seeded (toAssetType in server/src/domains/assets/catalog.ts),
 * in one language: for the local-only demos and the web's tests.
 */
export function sampleAssetTypeAsServed(asset: SampleAssetType, id: number, locale: Language): AssetType {
  return {
    id,
    name: asset.name[locale],
    description: asset.description[locale],
    category: asset.category,
    basePrice: `${asset.basePriceEuro} €`,
    expectedReturn: asset.expectedReturn,
    co2Impact: Number(asset.co2Impact),
    imageUrl: `/media/assets/${asset.slug}.svg`,
    location: asset.location,
    latitude: asset.latitude,
    longitude: asset.longitude,
    productionInfo: asset.productionInfo[locale],
    // The samples have no funding goal; what is raised depends on the investments made.
    fundingTarget: null,
    fundingRaised: '0.00',
    fundingProgress: null,
    fundingDeadline: null,
  };
}
