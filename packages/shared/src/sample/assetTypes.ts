/**
 * Representative sample asset types: four per category. Figures (production, CO₂) are per share and
 * deliberately modest so that they stay plausible for the price of one share.
 */

import type { AssetType } from '../assets';
import { servedAssetType } from '../assetTypeColumns';
import type { Language } from '../settings';
import assetTypes from './assetTypes.json' with { type: 'json' };
import { sampleIssuerOf } from './issuers';
import type { Localized, SampleAssetType } from './types';

export const sampleAssetTypes: SampleAssetType[] = assetTypes as SampleAssetType[];

/** A sample's field as a column: a text in both languages becomes the two columns `<key>De` and `<key>En`. */
type ColumnsOf<T> = {
  [K in keyof T & string as T[K] extends Localized ? `${K}De` | `${K}En` : K]: T[K] extends Localized
    ? string
    : T[K];
};

const isLocalized = (value: unknown): value is Localized =>
  typeof value === 'object' && value !== null && 'de' in value && 'en' in value;

/**
 * What a sample holds, as columns (the image is the one of its slug: server/assets/images/assets/<slug>.svg);
 * its issuer's key is not one: the seed writes the issuer's id (`issuerId`).
 */
export type SampleAssetTypeColumns = Omit<ColumnsOf<SampleAssetType>, 'issuer'> & { imagePath: string };

/**
 * A sample asset type as the seed writes it (server/src/db/seed/index.ts): each of its fields as its column.
 * What a sample leaves out (its funding goal, whether it is listed) is not written: an operator's choice
 * stays when the seed runs again.
 */
export function sampleAssetTypeColumns(asset: SampleAssetType): SampleAssetTypeColumns {
  const columns: Record<string, unknown> = { imagePath: `assets/${asset.slug}.svg` };
  for (const [key, value] of Object.entries(asset)) {
    if (key === 'issuer') continue;
    if (isLocalized(value)) {
      columns[`${key}De`] = value.de;
      columns[`${key}En`] = value.en;
    } else columns[key] = value;
  }
  return columns as SampleAssetTypeColumns;
}

/** The columns' defaults for what the samples leave out: no funding goal, listed. */
const SAMPLE_DEFAULTS = { fundingTargetEuro: null, fundingDeadline: null, published: true } as const;

/**
 * A sample asset type as the API delivers it once seeded (the same mapping, servedAssetType), in one
 * language: for the local-only demos and the web's tests. Nothing is invested in it yet.
 */
export function sampleAssetTypeAsServed(asset: SampleAssetType, id: number, locale: Language): AssetType {
  const issuer = sampleIssuerOf(asset);
  return servedAssetType(
    {
      ...SAMPLE_DEFAULTS,
      ...sampleAssetTypeColumns(asset),
      id,
      fundingRaised: '0.00',
      investors: 0,
      fundingClosedAt: null,
      issuerId: issuer.id,
      issuer,
    },
    locale,
  );
}
