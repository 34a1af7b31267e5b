/**
 * The project map's network layers: the user's investments and the livestreams, placed at the coordinates
 * of their asset type as the API delivers them. What has no asset type with a known place is not drawn.
 */
import type { AssetType, Investment, Livestream } from '@wurzelwerk/shared';

export interface Pin<T> {
  item: T;
  lat: number;
  lng: number;
}

export interface InvestmentPin {
  id: string;
  name: string;
  location: string;
}

function placeOf(assets: ReadonlyMap<number, AssetType>, assetTypeId: number | null) {
  const asset = assetTypeId === null ? undefined : assets.get(assetTypeId);
  return asset && asset.latitude !== null && asset.longitude !== null
    ? { lat: asset.latitude, lng: asset.longitude }
    : null;
}

function pinned<T>(
  items: readonly T[],
  assets: ReadonlyMap<number, AssetType>,
  assetOf: (item: T) => number | null,
) {
  return items.flatMap((item): Pin<T>[] => {
    const place = placeOf(assets, assetOf(item));
    return place ? [{ item, ...place }] : [];
  });
}

/** The pins of the active investments and of the livestreams, located by their asset types. */
export function mapPins(
  assetTypes: readonly AssetType[],
  investments: readonly Investment[],
  livestreams: readonly Livestream[],
) {
  const assets = new Map(assetTypes.map((asset) => [asset.id, asset]));
  const active = investments
    .filter((i) => i.status === 'paid' || i.status === 'awaiting_payment')
    .map((i): InvestmentPin & { assetTypeId: number } => ({
      id: i.id,
      name: i.assetType.name,
      location: i.assetType.location,
      assetTypeId: i.assetType.id,
    }));
  return {
    investments: pinned(active, assets, (i) => i.assetTypeId),
    livestreams: pinned(livestreams, assets, (s) => s.assetTypeId),
  };
}
