/** The map tests' data: asset types as the API serves them, and an investor's investment in one of them. */
import {
  type AssetType,
  assetTypeSchema,
  type Investment,
  sampleAssetTypeAsServed,
  sampleAssetTypes,
} from '@wurzelwerk/shared';

/**
 * The first `count` sample asset types as GET /api/asset-types delivers them (checked against the API's
 * schema), ids from 1; `changes` alters one by its index (e.g. takes its coordinates away).
 */
export const servedAssetTypes = (
  count: number,
  changes: (index: number) => Partial<AssetType> = () => ({}),
): AssetType[] =>
  sampleAssetTypes
    .slice(0, count)
    .map((a, index) =>
      assetTypeSchema.parse({ ...sampleAssetTypeAsServed(a, index + 1, 'de'), ...changes(index) }),
    );

/** An investment in asset type `assetTypeId` ("Asset <id>", somewhere), paid unless told otherwise. */
export const investmentIn = (
  assetTypeId: number,
  status: Investment['status'] = 'paid',
  id = `${assetTypeId}-${status}`,
): Investment => ({
  id,
  quantity: 1,
  totalInvestment: '500.00',
  expectedAnnualReturn: '20.00',
  status,
  createdAt: new Date(),
  confirmedAt: new Date(),
  withdrawalEndsAt: new Date(),
  withdrawnAt: null,
  paymentDueAt: null,
  paidAt: null,
  assetType: {
    id: assetTypeId,
    name: `Asset ${assetTypeId}`,
    imageUrl: '',
    location: 'irgendwo',
    category: 'trees',
  },
});
