/** A figure with its label and icon: the dashboard's tiles and the landing page's sample tiles. */
import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

export function StatTile({ icon, label, value }: { icon: ReactNode; label: ReactNode; value: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
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
