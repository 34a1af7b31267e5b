/**
 * The environmental projects of the maps (product §2.6, §3): the world map's projects and the project map's
 * projects, with their place as coordinates. Their texts come in both languages side by side, because
 * the screens that show them are local-only (no request picks a language for them).
 */
import { z } from 'zod';
import { PROJECT_CATEGORIES, WORLD_PROJECT_TYPES } from './projectKinds';

/** A text in German and English. */
export const localizedSchema = z.object({ de: z.string(), en: z.string() });
export type Localized = z.infer<typeof localizedSchema>;

/** A place in decimal degrees (WGS 84). */
export const geoPointSchema = z.object({ lat: z.number(), lng: z.number() });
export type GeoPoint = z.infer<typeof geoPointSchema>;

export const worldProjectSchema = geoPointSchema.extend({
  id: z.string(),
  name: localizedSchema,
  description: localizedSchema,
  type: z.enum(WORLD_PROJECT_TYPES),
  /** active, completed, planning, monitoring; anything else is shown raw. */
  status: z.string(),
  impact: localizedSchema,
});
export type WorldProject = z.infer<typeof worldProjectSchema>;

/** A figure that only this kind of project has (trees planted, capacity …). */
const specificDetailSchema = z.object({
  label: localizedSchema,
  value: z.number(),
  unit: z.string().optional(),
});
export type SpecificDetail = z.infer<typeof specificDetailSchema>;

export const mapProjectSchema = z.object({
  id: z.number(),
  name: localizedSchema,
  category: z.enum(PROJECT_CATEGORIES),
  location: localizedSchema,
  coordinates: geoPointSchema,
  /** active, completed, planning, construction; anything else is shown raw. */
  status: z.string(),
  /** Percent of the target already funded. */
  funded: z.number(),
  /** Funding target in euro. */
  target: z.number(),
  investors: z.number(),
  /** Tonnes of CO2 per year. */
  co2Impact: z.number(),
  description: localizedSchema,
  details: z.object({
    area: z.object({ value: z.number(), unit: z.string() }),
    timeline: z.string(),
    verification: z.string(),
    localPartner: z.string(),
    specific: z.array(specificDetailSchema),
  }),
});
export type MapProject = z.infer<typeof mapProjectSchema>;
