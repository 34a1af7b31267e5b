/** Sample figures as large numbers over their labels (landing map counters, about page, team numbers, marketplace hero). */
import { Paper, SimpleGrid, type SimpleGridProps, Stack, Text } from '@mantine/core';
import { samplePlatformFigures } from '@wurzelwerk/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';

export interface FigureItem {
  label: MessageId;
  /** Already formatted, e.g. "12.400 t" or "15+". */
  value: string;
}

/** SAMPLE DATA: the platform's figures, in the order and with the labels of `labels`. */
export function usePlatformFigures(
  labels: Partial<Record<'projects' | 'investors' | 'co2' | 'countries', MessageId>>,
): FigureItem[] {
  const intl = useIntl();
  const { co2Tonnes, ...counts } = samplePlatformFigures;
  return Object.entries(labels).map(([key, label]) => ({
    label,
    value:
      key === 'co2'
        ? `${intl.formatNumber(co2Tonnes)} t`
        : intl.formatNumber(counts[key as keyof typeof counts]),
  }));
}

export function Figures({
  items,
  cols = { base: 2, md: 4 },
  framed = false,
  centered = true,
  testId,
}: {
  items: readonly FigureItem[];
  cols?: SimpleGridProps['cols'];
  /** Each figure in its own bordered box. */
  framed?: boolean;
  /** Each figure centred under the other (else at the start, as in the marketplace's hero). */
  centered?: boolean;
  testId?: string;
}) {
  return (
    <SimpleGrid cols={cols} spacing="md" data-testid={testId}>
      {items.map((item) => {
        const figure = (
          <>
            <Text fw={800} fz={28}>
              {item.value}
            </Text>
            <Text size="sm" c="dimmed">
              <FormattedMessage id={item.label} />
            </Text>
          </>
        );
        return framed ? (
          <Paper key={item.label} withBorder radius="md" p="md" ta="center">
            {figure}
          </Paper>
        ) : (
          <Stack
            key={item.label}
            gap={0}
            align={centered ? 'center' : undefined}
            ta={centered ? 'center' : undefined}
          >
            {figure}
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}
