/** Labels of the asset categories; literal ids keep the catalogue check honest. */
import type { AssetCategory } from '@wurzelwerk/shared';

export const categoryLabels = {
  trees: 'marketplace.category.trees',
  animals: 'marketplace.category.animals',
  fields: 'marketplace.category.fields',
  energy: 'marketplace.category.energy',
} as const satisfies Record<AssetCategory, string>;
