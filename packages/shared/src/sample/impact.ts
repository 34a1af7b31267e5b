import type { AssetCategory } from '../assetKinds';

/**
 * Sample yearly output of one unit besides CO2, modelled per category from the unit price (the sample
 * modules carry CO2 and a production text; these feed the dashboard's food, water, tree and energy bars).
 * The seed stores them with each asset type; the dashboard demo computes its figures with the same model.
 */
export function sampleImpactPerUnit(category: AssetCategory, priceEuro: number) {
  switch (category) {
    case 'trees':
      return {
        trees: Math.max(1, Math.round(priceEuro / 25)),
        waterLitres: priceEuro * 40,
        foodKg: 0,
        energyKwh: 0,
      };
    case 'animals':
      return { trees: 0, waterLitres: priceEuro * 4, foodKg: Math.round(priceEuro * 0.15), energyKwh: 0 };
    case 'fields':
      return { trees: 0, waterLitres: priceEuro * 25, foodKg: Math.round(priceEuro * 2.5), energyKwh: 0 };
    case 'energy':
      return { trees: 0, waterLitres: priceEuro * 6, foodKg: 0, energyKwh: priceEuro * 12 };
  }
}
