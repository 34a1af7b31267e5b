/**
 * The kinds of the maps' projects (product §2.6, §3), apart from their schemas (projects.ts): the landing
 * page's map preview needs the lists, and the web's first page loads no zod.
 */

/** The world map's project types (its filter). */
export const WORLD_PROJECT_TYPES = ['trees', 'farming', 'animals', 'energy'] as const;
export type WorldProjectType = (typeof WORLD_PROJECT_TYPES)[number];

/** The project map's categories (its sidebar). */
export const PROJECT_CATEGORIES = ['forest', 'energy', 'agriculture', 'wildlife', 'ocean', 'urban'] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];
