/**
 * The marketplace's projects as the public maps show them (issue 36): the one set of projects, read from
 * the public `GET /api/asset-types` (no personal data) in the page's language, each where its coordinates
 * put it. A project without a known place is left out; one whose funding the operator closed is shown as
 * completed.
 */
import type { AssetCategory, AssetType, WorldProject, WorldProjectType } from '@wurzelwerk/shared';
import { useEffect, useState } from 'react';
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

/** How long a fetched list is used again (the public pages have no query cache of their own). */
const REUSE_MS = 60_000;
const loaded = new Map<string, { at: number; list: Promise<AssetType[]> }>();

/** The list in a language: one request for every section of the page that asks within a minute. */
function listIn(language: string): Promise<AssetType[]> {
  const cached = loaded.get(language);
  if (cached && performance.now() - cached.at < REUSE_MS) return cached.list;
  const list = apiFetch('/api/asset-types') as Promise<AssetType[]>;
  loaded.set(language, { at: performance.now(), list });
  list.catch(() => loaded.delete(language));
  return list;
}

interface Projects {
  data?: readonly AssetType[];
  isPending: boolean;
  isError: boolean;
}

/**
 * The marketplace's projects, in the page's language (fetched again when it changes). The public pages
 * run without the signed-in app's query client, so this is a small hook of its own.
 */
export function useMarketplaceProjects(): Projects {
  const language = languageOf(useIntl().locale);
  const [state, setState] = useState<{ language: string; data?: AssetType[]; failed?: boolean }>({
    language: '',
  });
  useEffect(() => {
    let current = true;
    listIn(language).then(
      (data) => current && setState({ language, data }),
      () => current && setState({ language, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [language]);
  const settled = state.language === language;
  return {
    data: settled ? state.data : undefined,
    isPending: !settled,
    isError: settled && state.failed === true,
  };
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
