/**
 * Representative sample asset types: four per category. Figures (production, CO₂) are per share and
 * deliberately modest so that they stay plausible for the price of one share.
 */
import assetTypes from './assetTypes.json' with { type: 'json' };
import type { SampleAssetType } from './types';

export const sampleAssetTypes: SampleAssetType[] = assetTypes as SampleAssetType[];
