/** The live and upcoming livestreams at /streams (spec §2 Streams, §4 reminders). */
import { Alert, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Livestream } from '@wurzelwerk/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageHeader } from '../../components/PageHeader';
import { StreamCard, StreamCardSkeleton } from '../../components/StreamCard';
import { useStreamReminders } from './useStreamReminders';

const GRID_COLS = { base: 1, sm: 2, lg: 3 };

export default function StreamsPage() {
  const intl = useIntl();
  const { streams, toggleReminder, pendingId } = useStreamReminders();
  const heading = intl.formatMessage({ id: 'page.streams' });
  const live = streams.data?.filter((s) => s.isLive) ?? [];
  const upcoming = streams.data?.filter((s) => !s.isLive) ?? [];

  const grid = (list: Livestream[]) => (
    <SimpleGrid cols={GRID_COLS} spacing="md">
      {list.map((stream) => (
        <StreamCard
          key={stream.id}
          stream={stream}
          onToggleReminder={toggleReminder}
          reminderPending={pendingId === stream.id}
        />
      ))}
    </SimpleGrid>
  );

  return (
    <Stack gap="xl">
      <PageHeader title={heading} subtitle={<FormattedMessage id="streams.intro" />} />

      {streams.isPending && (
        <div role="status">
          <VisuallyHidden>
            <FormattedMessage id="streams.loading" />
          </VisuallyHidden>
          <SimpleGrid cols={GRID_COLS} spacing="md">
            {[1, 2, 3, 4, 5, 6].map((key) => (
              <StreamCardSkeleton key={key} />
            ))}
          </SimpleGrid>
        </div>
      )}

      {streams.isError && (
        <Alert color="red" title={intl.formatMessage({ id: 'streams.loadFailed' })}>
          {streams.error.message}
        </Alert>
      )}

      {streams.data && (
        <>
          <Stack gap="md" component="section" aria-labelledby="streams-live">
            <Title order={2} id="streams-live">
              <FormattedMessage id="streams.liveHeading" />
            </Title>
            {live.length > 0 ? (
              grid(live)
            ) : (
              <Text c="dimmed">
                <FormattedMessage id="streams.noLive" />
              </Text>
            )}
          </Stack>
          <Stack gap="md" component="section" aria-labelledby="streams-upcoming">
            <Title order={2} id="streams-upcoming">
              <FormattedMessage id="streams.upcomingHeading" />
            </Title>
            {upcoming.length > 0 ? (
              grid(upcoming)
            ) : (
              <Text c="dimmed">
                <FormattedMessage id="streams.noUpcoming" />
              </Text>
            )}
          </Stack>
        </>
      )}
    </Stack>
  );
}
