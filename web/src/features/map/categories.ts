/** The project map's category labels and colours (product §2.6). */
import type { ProjectCategory } from '@wurzelwerk/shared';
import type { MessageId } from '../../i18n/messages';

const CATEGORY_LABELS = {
  all: 'map.category.all',
  forest: 'map.category.forest',
  energy: 'map.category.energy',
  agriculture: 'map.category.agriculture',
  wildlife: 'map.category.wildlife',
  ocean: 'map.category.ocean',
  urban: 'map.category.urban',
} as const satisfies Record<'all' | ProjectCategory, MessageId>;

/** The message id of a category's name ("all" included). */
export const categoryLabel = (category: 'all' | ProjectCategory) => CATEGORY_LABELS[category];

export const CATEGORY_COLORS: Record<ProjectCategory, string> = {
  forest: 'var(--mantine-color-green-7)',
  energy: 'var(--mantine-color-yellow-7)',
  agriculture: 'var(--mantine-color-lime-8)',
  wildlife: 'var(--mantine-color-orange-8)',
  ocean: 'var(--mantine-color-blue-7)',
  urban: 'var(--mantine-color-grape-7)',
};
