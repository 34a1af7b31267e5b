/**
 * The sample issuers (issue 33): clearly fictitious companies ("Muster-…"), with checksum-valid IBANs of no
 * bank (bank code 00000000). The seed upserts them by name; each sample asset type names one by its `key`.
 */
import issuers from './issuers.json' with { type: 'json' };
import type { SampleAssetType, SampleIssuer } from './types';

export const sampleIssuers: SampleIssuer[] = issuers;

/** A sample asset type's issuer, with the id it has in the demos (its place in the list, from 1). */
export function sampleIssuerOf(
  asset: Pick<SampleAssetType, 'issuer' | 'slug'>,
): SampleIssuer & { id: number } {
  const index = sampleIssuers.findIndex((issuer) => issuer.key === asset.issuer);
  const issuer = sampleIssuers[index];
  if (!issuer) throw new Error(`sample asset type ${asset.slug}: no sample issuer ${asset.issuer}`);
  return { ...issuer, id: index + 1 };
}
