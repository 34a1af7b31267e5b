import { z } from 'zod';
import { serialId } from './ids';

export const ASSET_CATEGORIES = ['trees', 'animals', 'fields', 'energy'] as const;
export const assetCategory = z.enum(ASSET_CATEGORIES, {
  error: 'Unbekannte Kategorie: erlaubt sind trees, animals, fields, energy',
});
export type AssetCategory = z.infer<typeof assetCategory>;

export const assetTypesInput = z.object({ category: assetCategory.optional() }).optional();

/** One asset type by id (GET /api/asset-types/{id}). */
export const assetTypeIdInput = z.object({ id: serialId('Ungültige Asset-ID.') });

export const assetTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  category: assetCategory,
  /** Price of one unit with the currency, e.g. "250 €". */
  basePrice: z.string(),
  /** Percent per year, e.g. "7.5". */
  expectedReturn: z.string(),
  /** Tonnes CO2 per year for one unit. */
  co2Impact: z.number(),
  imageUrl: z.string(),
  location: z.string(),
  productionInfo: z.string().nullable(),
});
export type AssetType = z.infer<typeof assetTypeSchema>;

/** The number in a basePrice string such as "250 €" or "1.000 €" (the marketplace price filter). */
export function basePriceNumber(basePrice: string): number {
  return Number(basePrice.replace(/[^\d,]/g, '').replace(',', '.'));
}
