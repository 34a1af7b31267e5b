/**
 * A catalogue's grid with its states (marketplace, shop): placeholders while it loads, an alert when it
 * failed, the empty state when nothing matches, else the number of hits and the cards.
 */
import { SimpleGrid, Skeleton, Text } from '@mantine/core';
import { IconZoomExclamation } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/messages';
import { EmptyState } from './EmptyState';

const GRID_COLUMNS = { base: 1, sm: 2, lg: 3 };
const PLACEHOLDERS = [0, 1, 2, 3, 4, 5];

/** The cards that can be in view at once: the first row at three columns, the first two rows at two. */
const CARDS_IN_VIEW = 4;

export interface CardImageLoading {
  loading: 'eager' | 'lazy';
  fetchPriority?: 'high';
}

/**
 * How the picture of the card at `index` loads: the cards in view at once load theirs right away, the first
 * ahead of other requests (it is the page's largest paint); the others wait until they are scrolled near.
 */
export function cardImageLoading(index: number): CardImageLoading {
  if (index >= CARDS_IN_VIEW) return { loading: 'lazy' };
  return index === 0 ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'eager' };
}

interface CardGridProps {
  /** A list from the server: placeholders while it loads, `loadError` if that failed (a local list: neither). */
  loading?: boolean;
  failed?: boolean;
  loadError?: ReactNode;
  /** How many cards there are; 0 shows the empty state "nothing matches" with `empty`'s texts and actions. */
  count: number;
  empty?: { title: ReactNode; hint: ReactNode; actions: ReactNode };
  /** The line above the cards: a message of `count` ("6 Produkte"). */
  countLabel: MessageId;
  /** Height of one placeholder card, in pixels. */
  placeholderHeight: number;
  children: ReactNode;
}

export function CardGrid(props: CardGridProps) {
  if (props.loading) {
    return (
      <SimpleGrid cols={GRID_COLUMNS} spacing="lg" aria-busy>
        {PLACEHOLDERS.map((key) => (
          <Skeleton key={key} h={props.placeholderHeight} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (props.failed) {
    return (
      <Text c="red" role="alert">
        {props.loadError}
      </Text>
    );
  }
  if (props.count === 0) {
    return (
      props.empty && (
        <EmptyState
          icon={<IconZoomExclamation size={28} />}
          title={props.empty.title}
          hint={props.empty.hint}
        >
          {props.empty.actions}
        </EmptyState>
      )
    );
  }
  return (
    <>
      <Text size="sm" c="dimmed" mb="sm" aria-live="polite">
        <FormattedMessage id={props.countLabel} values={{ count: props.count }} />
      </Text>
      <SimpleGrid cols={GRID_COLUMNS} spacing="lg">
        {props.children}
      </SimpleGrid>
    </>
  );
}
