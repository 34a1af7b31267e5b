/**
 * The marketplace's advanced filters (product §5, §9): the price range, which filters the list, and the
 * impact-level and duration choices, which the spec shows without effect.
 */
import { Paper, RangeSlider, Select, SimpleGrid, Text } from '@mantine/core';
import { type KeyboardEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { useFormat } from '../../lib/format';
import { PRICE_RANGE, type PriceRange, pageMove } from './logic';

/** The choices of a filter the spec shows but does not apply: "any" first. */
function UnappliedFilter({ label, options }: { label: MessageId; options: readonly [string, MessageId][] }) {
  const intl = useIntl();
  const [value, setValue] = useState<string | null>('all');
  return (
    <Select
      label={<FormattedMessage id={label} />}
      description={<FormattedMessage id="marketplace.filters.notApplied" />}
      data={[['all', 'marketplace.filters.any'] as const, ...options].map(([option, text]) => ({
        value: option,
        label: intl.formatMessage({ id: text }),
      }))}
      value={value}
      onChange={setValue}
      allowDeselect={false}
    />
  );
}

const IMPACT_OPTIONS = [
  ['high', 'marketplace.filters.impactHigh'],
  ['medium', 'marketplace.filters.impactMedium'],
  ['low', 'marketplace.filters.impactLow'],
] as const satisfies readonly [string, MessageId][];

const DURATION_OPTIONS = [
  ['short', 'marketplace.filters.durationShort'],
  ['medium', 'marketplace.filters.durationMedium'],
  ['long', 'marketplace.filters.durationLong'],
] as const satisfies readonly [string, MessageId][];

interface AdvancedFiltersProps {
  priceRange: PriceRange;
  onPriceRange: (range: PriceRange | ((range: PriceRange) => PriceRange)) => void;
}

export default function AdvancedFilters({ priceRange, onPriceRange }: AdvancedFiltersProps) {
  const intl = useIntl();
  const format = useFormat();
  const pageKeys = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'PageUp' && event.key !== 'PageDown') return;
    const thumb = Array.from(event.currentTarget.querySelectorAll('[role="slider"]')).indexOf(
      event.target as Element,
    );
    if (thumb !== 0 && thumb !== 1) return;
    event.preventDefault();
    onPriceRange((range) => pageMove(range, thumb, event.key === 'PageUp' ? 1 : -1));
  };
  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <div>
          <Text size="sm" fw={500} id="marketplace-price-label">
            <FormattedMessage id="marketplace.filters.price" />
          </Text>
          <Text size="sm" c="dimmed" mb="sm">
            {format.euroWhole(priceRange[0])} – {format.euroWhole(priceRange[1])}
          </Text>
          {/* Mantine's slider knows the arrow keys; Page Up/Down move a thumb by 10 steps (product §9). */}
          <div onKeyDownCapture={pageKeys}>
            <RangeSlider
              min={PRICE_RANGE.min}
              max={PRICE_RANGE.max}
              step={PRICE_RANGE.step}
              minRange={0}
              value={priceRange}
              onChange={onPriceRange}
              label={(value) => format.euroWhole(value)}
              thumbFromLabel={intl.formatMessage({ id: 'marketplace.filters.priceMin' })}
              thumbToLabel={intl.formatMessage({ id: 'marketplace.filters.priceMax' })}
            />
          </div>
        </div>
        <UnappliedFilter label="marketplace.filters.impact" options={IMPACT_OPTIONS} />
        <UnappliedFilter label="marketplace.filters.duration" options={DURATION_OPTIONS} />
      </SimpleGrid>
    </Paper>
  );
}
