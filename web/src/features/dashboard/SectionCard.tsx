import { Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { ErrorAlert } from '../../components/ErrorAlert';
import type { QueryState } from '../../lib/queryState';
import { useFailureText } from '../../lib/serverMessage';

/** A dashboard card: a titled section (h2, so headings stay in order below the page's h1). */
export function SectionCard({
  title,
  action,
  children,
}: {
  title: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="lg" h="100%">
      <Stack gap="md">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          {action}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** A dashboard card over a query: three skeleton rows while it loads, the error if it failed, else its content. */
export function QueryCard({
  title,
  query,
  rowHeight,
  children,
}: {
  title: ReactNode;
  query: QueryState<unknown>;
  rowHeight: number;
  children: ReactNode;
}) {
  const failureText = useFailureText();
  return (
    <SectionCard title={title}>
      {query.isPending ? (
        <Stack gap="sm" aria-hidden>
          {[1, 2, 3].map((key) => (
            <Skeleton key={key} h={rowHeight} />
          ))}
        </Stack>
      ) : query.isError ? (
        <ErrorAlert>{failureText(query.error)}</ErrorAlert>
      ) : (
        children
      )}
    </SectionCard>
  );
}
