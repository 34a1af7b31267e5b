/**
 * The environmental projects of the maps (spec §2.6, §3): the world map's projects and the project map's
 * projects, with their place as coordinates. Their texts come in both languages side by side, because
 * the screens that show them are local-only (no request picks a language for them).
 */

/** A text in German and English. */
export interface Localized {
  de: string;
  en: string;
}

/** A place in decimal degrees (WGS 84). */
export interface GeoPoint {
  lat: number;
  lng: number;
}

/** The world map's project types (its filter). */
export const WORLD_PROJECT_TYPES = ['trees', 'farming', 'animals', 'energy'] as const;
export type WorldProjectType = (typeof WORLD_PROJECT_TYPES)[number];

/** The project map's categories (its sidebar). */
export const PROJECT_CATEGORIES = ['forest', 'energy', 'agriculture', 'wildlife', 'ocean', 'urban'] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

export interface WorldProject extends GeoPoint {
  id: string;
  name: Localized;
  description: Localized;
  type: WorldProjectType;
  /** active, completed, planning, monitoring; anything else is shown raw. */
  status: string;
  impact: Localized;
}

/** A figure that only this kind of project has (trees planted, capacity …). */
export interface SpecificDetail {
  label: Localized;
  value: number;
  unit?: string;
}

export interface MapProject {
  id: number;
  name: Localized;
  category: ProjectCategory;
  location: Localized;
  coordinates: GeoPoint;
  /** active, completed, planning, construction; anything else is shown raw. */
  status: string;
  /** Percent of the target already funded. */
  funded: number;
  /** Funding target in euro. */
  target: number;
  investors: number;
  /** Tonnes of CO2 per year. */
  co2Impact: number;
  description: Localized;
  details: {
    area: { value: number; unit: string };
    timeline: string;
    verification: string;
    localPartner: string;
    specific: SpecificDetail[];
  };
}
