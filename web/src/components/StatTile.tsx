/**
 * A figure with its label and (where it has one) its icon: the dashboard's tiles, the farm's and the landing
 * page's sample tiles, the portfolio's totals.
 */
import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/messages';

export function StatTile({ icon, label, value }: { icon?: ReactNode; label: ReactNode; value: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group gap="sm" wrap="nowrap">
        {icon && (
          <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
            {icon}
          </ThemeIcon>
        )}
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          {/* A div, so that a loading placeholder (a block) may stand in it; its line keeps the height. */}
          <Text component="div" fw={700} size="xl">
            {value}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

export interface StatTileEntry {
  Icon: ComponentType<{ size?: number }>;
  label: MessageId;
  value: ReactNode;
}

/** A row of tiles: one column on a phone, two from xs, all in one row from md. */
export function StatTileRow({
  tiles,
  iconSize = 24,
  mt,
}: {
  tiles: readonly StatTileEntry[];
  iconSize?: number;
  mt?: 'xl';
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: tiles.length }} spacing="md" mt={mt}>
      {tiles.map(({ Icon, label, value }) => (
        <StatTile
          key={label}
          icon={<Icon size={iconSize} />}
          label={<FormattedMessage id={label} />}
          value={value}
        />
      ))}
    </SimpleGrid>
  );
}
