/**
 * The project map's projects (issue 36): the marketplace's own, where their coordinates put them, each with
 * its funding (target, raised, investors, deadline) and whether the signed-in investor has money in it.
 */
import type { AssetCategory, AssetType, Investment, ProjectCategory } from '@wurzelwerk/shared';

/** The project map's category of each marketplace category (ocean and urban have none yet). */
export const PROJECT_CATEGORY: Record<AssetCategory, ProjectCategory> = {
  trees: 'forest',
  animals: 'wildlife',
  fields: 'agriculture',
  energy: 'energy',
};

export interface MapEntry {
  id: number;
  name: string;
  description: string;
  category: ProjectCategory;
  location: string;
  coordinates: { lat: number; lng: number };
  /** Open to investment, or its funding closed by the operator. */
  status: 'active' | 'completed';
  /** Percent of the target raised; null without a target. */
  funded: number | null;
  target: number | null;
  /** Euros, a decimal string. */
  raised: string;
  investors: number;
  deadline: string | null;
  /** Tonnes CO2 a year per share. */
  co2Impact: number;
  /** The signed-in investor holds an investment in it (awaiting payment or paid). */
  mine: boolean;
}

/** The located projects of the marketplace, the investor's own marked. */
export function mapEntries(assets: readonly AssetType[], investments: readonly Investment[]): MapEntry[] {
  const mine = new Set(
    investments
      .filter((i) => i.status === 'paid' || i.status === 'awaiting_payment')
      .map((i) => i.assetType.id),
  );
  return assets.flatMap((a): MapEntry[] =>
    a.latitude === null || a.longitude === null
      ? []
      : [
          {
            id: a.id,
            name: a.name,
            description: a.description,
            category: PROJECT_CATEGORY[a.category],
            location: a.location,
            coordinates: { lat: a.latitude, lng: a.longitude },
            status: a.fundingOpen ? 'active' : 'completed',
            funded: a.fundingProgress === null ? null : a.fundingProgress * 100,
            target: a.fundingTarget,
            raised: a.fundingRaised,
            investors: a.investors,
            deadline: a.fundingDeadline,
            co2Impact: a.co2Impact,
            mine: mine.has(a.id),
          },
        ],
  );
}
