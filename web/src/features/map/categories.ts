/** The project map's category labels and colours (spec §2.6). */
import type { ProjectCategory } from '@wurzelwerk/shared';

/** The message id of a category's name ("all" included). */
export const categoryLabel = (category: 'all' | ProjectCategory) => `map.category.${category}` as const;

export const CATEGORY_COLORS: Record<ProjectCategory, string> = {
  forest: 'var(--mantine-color-green-7)',
  energy: 'var(--mantine-color-yellow-7)',
  agriculture: 'var(--mantine-color-lime-8)',
  wildlife: 'var(--mantine-color-orange-8)',
  ocean: 'var(--mantine-color-blue-7)',
  urban: 'var(--mantine-color-grape-7)',
};
