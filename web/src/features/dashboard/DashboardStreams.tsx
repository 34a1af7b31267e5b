/**
 * The dashboard's stream cards: live streams (only when one is live) and planned streams with reminders.
 * Unlike assets and news (product §9: 3 each), the spec sets no limit for streams, so both cards list all.
 */
import { Anchor, Badge, Group, Image, Skeleton, Stack, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import type { Livestream } from '@wurzelwerk/shared';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { DANGER_FILL } from '../../components/danger';
import { ReminderSwitch } from '../../components/ReminderSwitch';
import type { AppPath } from '../../config/paths';
import { useFormat } from '../../lib/format';
import type { QueryState } from '../../lib/queryState';
import { SectionCard } from './SectionCard';

function AllStreamsLink({ to }: { to: AppPath }) {
  return (
    <Anchor component={Link} to={to} size="sm" fw={600}>
      <FormattedMessage id="dashboard.streams.all" />
    </Anchor>
  );
}

function StreamRow({ stream, children }: { stream: Livestream; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Image src={stream.thumbnail} alt={stream.title} w={88} h={56} radius="sm" fit="cover" loading="lazy" />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600} size="sm" lineClamp={2}>
          {stream.title}
        </Text>
        <Text size="xs" c="dimmed">
          {stream.location}
        </Text>
        {children}
      </Stack>
    </Group>
  );
}

/** A live stream: its badge and viewers, and "Ansehen" where it can be watched on the streams page. */
function LiveStreamRow({ stream, streamsPath }: { stream: Livestream; streamsPath?: AppPath }) {
  const intl = useIntl();
  const watchLabel = intl.formatMessage({ id: 'dashboard.streams.watchNamed' }, { title: stream.title });
  return (
    <StreamRow stream={stream}>
      <Group gap={6}>
        <Badge color={DANGER_FILL} variant="filled" size="sm">
          <FormattedMessage id="dashboard.streams.live" />
        </Badge>
        {stream.viewers !== null && (
          <Group gap={4} c="dimmed">
            <IconEye size={14} aria-hidden />
            <Text size="xs">
              <FormattedMessage id="dashboard.streams.viewers" values={{ count: stream.viewers }} />
            </Text>
          </Group>
        )}
        {streamsPath && stream.streamUrl && (
          <Anchor
            component={Link}
            to={`${streamsPath}?watch=${stream.id}`}
            size="xs"
            fw={600}
            aria-label={watchLabel}
          >
            <FormattedMessage id="dashboard.streams.watch" />
          </Anchor>
        )}
      </Group>
    </StreamRow>
  );
}

interface DashboardStreamsProps {
  streams: QueryState<readonly Livestream[]>;
  onToggleReminder: (stream: Livestream) => void;
  /** The stream whose reminder is being saved; its switch waits. */
  pendingId?: number | null;
  /** The full streams page, linked from both cards when there is one. */
  streamsPath?: AppPath;
}

export function DashboardStreams({
  streams,
  onToggleReminder,
  pendingId,
  streamsPath,
}: DashboardStreamsProps) {
  const intl = useIntl();
  const format = useFormat();
  const allStreams = streamsPath ? <AllStreamsLink to={streamsPath} /> : undefined;

  if (streams.isPending) {
    return (
      <SectionCard title={<FormattedMessage id="dashboard.streams.plannedTitle" />}>
        <Skeleton h={56} />
        <Skeleton h={56} />
      </SectionCard>
    );
  }
  const live = streams.data?.filter((s) => s.isLive) ?? [];
  const planned = streams.data?.filter((s) => !s.isLive) ?? [];

  return (
    <Stack gap="md">
      {live.length > 0 && (
        <SectionCard title={<FormattedMessage id="dashboard.streams.liveTitle" />} action={allStreams}>
          {live.map((stream) => (
            <LiveStreamRow key={stream.id} stream={stream} streamsPath={streamsPath} />
          ))}
        </SectionCard>
      )}
      <SectionCard title={<FormattedMessage id="dashboard.streams.plannedTitle" />} action={allStreams}>
        {planned.length === 0 ? (
          <Text c="dimmed" size="sm">
            <FormattedMessage id="dashboard.streams.nonePlanned" />
          </Text>
        ) : (
          planned.map((stream) => (
            <StreamRow key={stream.id} stream={stream}>
              <Text size="xs">{format.dateTime(stream.startTime)}</Text>
              <ReminderSwitch
                size="sm"
                checked={stream.reminderSet}
                pending={pendingId === stream.id}
                onToggle={() => onToggleReminder(stream)}
                label={intl.formatMessage({ id: 'dashboard.streams.reminder' })}
              />
            </StreamRow>
          ))
        )}
      </SectionCard>
    </Stack>
  );
}
