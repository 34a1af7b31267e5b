/**
 * The marketplace's projects as the public maps show them (issue 36): the one set of projects, read from
 * the public `GET /api/asset-types` (no personal data) in the page's language, each where its coordinates
 * put it. A project without a known place is left out; one whose funding the operator closed is shown as
 * completed.
 */
import { useQuery } from '@tanstack/react-query';
import type { AssetCategory, AssetType, WorldProject, WorldProjectType } from '@wurzelwerk/shared';
import { useIntl } from 'react-intl';
import { languageOf } from '../../i18n/messages';
import { apiFetch } from '../../lib/api';

/** The world map's type of each marketplace category. */
export const WORLD_TYPE: Record<AssetCategory, WorldProjectType> = {
  trees: 'trees',
  animals: 'animals',
  fields: 'farming',
  energy: 'energy',
};

/** The marketplace's projects, in the page's language (fetched again when it changes). */
export function useMarketplaceProjects() {
  const language = languageOf(useIntl().locale);
  return useQuery({
    queryKey: ['asset-types', language],
    queryFn: async () => (await apiFetch('/api/asset-types')) as AssetType[],
    staleTime: 60_000,
  });
}

/** A marketplace project as a world-map project: both texts are the page's language already. */
export function toWorldProject(asset: AssetType, impact: string): WorldProject | null {
  if (asset.latitude === null || asset.longitude === null) return null;
  const same = (text: string) => ({ de: text, en: text });
  return {
    id: String(asset.id),
    name: same(asset.name),
    description: same(asset.description),
    type: WORLD_TYPE[asset.category],
    status: asset.fundingOpen ? 'active' : 'completed',
    impact: same(impact),
    lat: asset.latitude,
    lng: asset.longitude,
  };
}

/** The world map's projects: the marketplace's, placed by their coordinates. */
export function useWorldProjects(): readonly WorldProject[] {
  const intl = useIntl();
  const assets = useMarketplaceProjects();
  return (assets.data ?? []).flatMap((asset) => {
    const impact = intl.formatMessage(
      { id: 'map.card.co2PerUnit' },
      { tonnes: intl.formatNumber(asset.co2Impact, { maximumFractionDigits: 2 }) },
    );
    const project = toWorldProject(asset, impact);
    return project ? [project] : [];
  });
}
