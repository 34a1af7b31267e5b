/** The "nothing here" panel of a list: an icon, a heading, a hint and the actions that lead on. */
import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: ReactNode;
  title: ReactNode;
  hint: ReactNode;
  /** Buttons or links under the hint. */
  children?: ReactNode;
  /** The heading level; 3 inside a section with its own h2. */
  order?: 2 | 3;
}

export function EmptyState({ icon, title, hint, children, order = 3 }: EmptyStateProps) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={52} radius="xl" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={order} size="h3">
          {title}
        </Title>
        <Text c="dimmed">{hint}</Text>
        {children && (
          <Group gap="sm" justify="center">
            {children}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
