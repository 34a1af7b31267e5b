import { Paper, Skeleton, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { ErrorAlert } from '../../components/ErrorAlert';

/** A titled section of the profile pages (h2 below the page's h1). */
export function ProfileSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** A profile tab while its data loads (a placeholder of `height`) or after it failed to load. */
export function TabPending({ failed, height }: { failed: boolean; height: number }) {
  return failed ? (
    <ErrorAlert>
      <FormattedMessage id="profile.loadFailed" />
    </ErrorAlert>
  ) : (
    <Skeleton h={height} aria-hidden />
  );
}
