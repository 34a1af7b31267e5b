/** The live and upcoming livestreams at /streams (product §2 Streams, §4 reminders). */
import { SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Livestream } from '@wurzelwerk/shared';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { ErrorAlert } from '../../components/ErrorAlert';
import { PageHeader } from '../../components/PageHeader';
import { RiskWarning } from '../../components/RiskWarning';
import { StreamCard, StreamCardSkeleton } from '../../components/StreamCard';
import type { MessageId } from '../../i18n/messages';
import { useFailureText } from '../../lib/serverMessage';
import { useStreamReminders } from './useStreamReminders';
import { useViewerHeartbeat } from './useViewerHeartbeat';

const GRID_COLS = { base: 1, sm: 2, lg: 3 };

export default function StreamsPage() {
  const intl = useIntl();
  const failureText = useFailureText();
  const { streams, toggleReminder, pendingId } = useStreamReminders();
  const onPlaying = useViewerHeartbeat();
  // `?watch=<id>`: the dashboard's "Ansehen" asks for that stream.
  const watched = useSearchParams()[0].get('watch');
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
          watch={String(stream.id) === watched}
          onPlaying={onPlaying}
        />
      ))}
    </SimpleGrid>
  );

  return (
    <Stack gap="xl">
      <PageHeader title={heading} subtitle={<FormattedMessage id="streams.intro" />} />
      {/* The streams show the projects people invest in: advertising of the offers (issue 35). */}
      <RiskWarning />

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
        <ErrorAlert title={intl.formatMessage({ id: 'streams.loadFailed' })}>
          {failureText(streams.error)}
        </ErrorAlert>
      )}

      {streams.data && (
        <>
          <StreamSection id="streams-live" heading="streams.liveHeading" empty="streams.noLive">
            {live.length > 0 && grid(live)}
          </StreamSection>
          <StreamSection id="streams-upcoming" heading="streams.upcomingHeading" empty="streams.noUpcoming">
            {upcoming.length > 0 && grid(upcoming)}
          </StreamSection>
        </>
      )}
    </Stack>
  );
}

/** A titled group of streams, or its empty line when there are none. */
function StreamSection(props: { id: string; heading: MessageId; empty: MessageId; children: ReactNode }) {
  return (
    <Stack gap="md" component="section" aria-labelledby={props.id}>
      <Title order={2} id={props.id}>
        <FormattedMessage id={props.heading} />
      </Title>
      {props.children || (
        <Text c="dimmed">
          <FormattedMessage id={props.empty} />
        </Text>
      )}
    </Stack>
  );
}
