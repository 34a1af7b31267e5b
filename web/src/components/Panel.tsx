/** A titled panel of a page: a bordered section named by its h2 (the page's h1 is above it). */
import { Group, Paper, Stack, Title, type TitleProps } from '@mantine/core';
import { type ReactNode, useId } from 'react';

interface PanelProps {
  title: ReactNode;
  /** The heading's id (the section's label); one is made when the page needs none of its own. */
  headingId?: string;
  /** How large the h2 looks: `h4` in the signed-in pages' panels, `h3` in a public page's. */
  size?: TitleProps['size'];
  gap?: 'sm' | 'md';
  /** Beside the title, at the other end of its line (a download button). */
  action?: ReactNode;
  children: ReactNode;
}

export function Panel({ title, headingId, size = 'h4', gap = 'sm', action, children }: PanelProps) {
  const madeId = useId();
  const id = headingId ?? madeId;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={id}>
      <Stack gap={gap}>
        <HeadingRow
          heading={
            <Title order={2} size={size} id={id}>
              {title}
            </Title>
          }
          action={action}
        />
        {children}
      </Stack>
    </Paper>
  );
}

/** A section's heading, with its action (if it has one) at the other end of the line. */
export function HeadingRow({ heading, action }: { heading: ReactNode; action?: ReactNode }) {
  return action ? (
    <Group justify="space-between">
      {heading}
      {action}
    </Group>
  ) : (
    heading
  );
}
