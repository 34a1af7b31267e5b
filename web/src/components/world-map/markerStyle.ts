/** What the map's markers share between the map and its lazily loaded layers: their colours and their keys. */

import type { WorldProjectType } from '@wurzelwerk/shared';
import type { KeyboardEvent } from 'react';

export const TYPE_COLORS: Record<WorldProjectType, string> = {
  trees: 'var(--mantine-color-green-7)',
  farming: 'var(--mantine-color-yellow-7)',
  animals: 'var(--mantine-color-orange-8)',
  energy: 'var(--mantine-color-blue-7)',
};

/** Enter and Space activate an SVG element that plays the role of a button. */
export function activateOnKey(event: KeyboardEvent, action: () => void) {
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    action();
  }
}
