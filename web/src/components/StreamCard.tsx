/**
 * One livestream as a card (product §2 Streams): thumbnail, title, location and category for every stream,
 * the viewers where they are counted (a stream that plays; issue 36); a planned stream also shows its start
 * and the reminder switch. A live stream with an address has a play button on its picture, which turns the
 * picture into the stream's video (issue 20) — no other card shows a play symbol.
 */
import { ActionIcon, AspectRatio, Badge, Card, Group, Image, Skeleton, Stack, Text } from '@mantine/core';
import { IconEye, IconMapPin, IconPlayerPlayFilled } from '@tabler/icons-react';
import type { Livestream } from '@wurzelwerk/shared';
import { useCallback, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messages';
import { useFormat } from '../lib/format';
import { DANGER_FILL } from './danger';
import { ReminderSwitch } from './ReminderSwitch';
import { StreamVideo } from './StreamVideo';

export const CATEGORY_LABELS: Record<Livestream['category'], MessageId> = {
  trees: 'streams.category.trees',
  animals: 'streams.category.animals',
  energy: 'streams.category.energy',
  farming: 'streams.category.farming',
};

interface StreamCardProps {
  stream: Livestream;
  onToggleReminder: (stream: Livestream) => void;
  reminderPending?: boolean;
  /** The heading level of the title, so that headings stay in order on every page. */
  headingOrder?: 2 | 3 | 4;
  /** Asked for by a link ("Ansehen" on the dashboard): the card comes into view and a live stream plays. */
  watch?: boolean;
  /** Told when the stream's video starts or stops playing: the viewers' heartbeat (issue 36). */
  onPlaying?: (id: number, playing: boolean) => void;
}

export function StreamCard({
  stream,
  onToggleReminder,
  reminderPending,
  headingOrder = 3,
  watch = false,
  onPlaying,
}: StreamCardProps) {
  const intl = useIntl();
  const format = useFormat();
  const titleId = useId();
  const Heading = `h${headingOrder}` as const;
  const playable = stream.isLive && stream.streamUrl !== null;
  const [playing, setPlaying] = useState(watch && playable);
  const intoView = useCallback(
    (card: HTMLElement | null) => {
      if (watch) card?.scrollIntoView({ block: 'center' });
    },
    [watch],
  );
  return (
    <Card ref={intoView} component="article" aria-labelledby={titleId} withBorder radius="md" padding="md">
      <Card.Section pos="relative">
        <AspectRatio ratio={16 / 9}>
          {playing && stream.streamUrl ? (
            <StreamVideo
              url={stream.streamUrl}
              title={stream.title}
              onPlaying={onPlaying && ((isPlaying) => onPlaying(stream.id, isPlaying))}
            />
          ) : (
            <Image src={stream.thumbnail} alt={stream.title} loading="lazy" />
          )}
        </AspectRatio>
        {playable && !playing && (
          <ActionIcon
            size={56}
            radius="xl"
            color={DANGER_FILL}
            pos="absolute"
            top="50%"
            left="50%"
            style={{ transform: 'translate(-50%, -50%)' }}
            onClick={() => setPlaying(true)}
            aria-label={intl.formatMessage({ id: 'streams.player.play' }, { title: stream.title })}
          >
            <IconPlayerPlayFilled size={28} aria-hidden />
          </ActionIcon>
        )}
        <Group pos="absolute" top={8} left={8} gap={6} style={{ pointerEvents: 'none' }}>
          {stream.isLive ? (
            <Badge color={DANGER_FILL} variant="filled">
              <FormattedMessage id="streams.live" />
            </Badge>
          ) : (
            <Badge color="dark" variant="filled">
              <FormattedMessage id="streams.scheduled" />
            </Badge>
          )}
          <Badge color="var(--mantine-color-teal-9)" variant="filled">
            <FormattedMessage id={CATEGORY_LABELS[stream.category]} />
          </Badge>
        </Group>
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Text component={Heading} id={titleId} fw={600} size="md" lh={1.3} m={0}>
          {stream.title}
        </Text>
        <Group gap={6} c="dimmed" wrap="nowrap">
          <IconMapPin size={16} aria-hidden />
          <Text size="sm">{stream.location}</Text>
        </Group>
        {/* Product §2 shows every card's viewers; issue 36: only counted ones, so only where it plays. */}
        {stream.viewers !== null && (
          <Group gap={6} c="dimmed" wrap="nowrap">
            <IconEye size={16} aria-hidden />
            <Text size="sm" data-testid="stream-viewers">
              <FormattedMessage id="streams.viewers" values={{ count: stream.viewers }} />
            </Text>
          </Group>
        )}
        {!stream.isLive && (
          <>
            <Text size="sm">
              {/* Its time has come but it has no video yet (not live, decision 0081): it starts shortly. */}
              {new Date(stream.startTime).getTime() <= Date.now() ? (
                <FormattedMessage id="streams.startsShortly" />
              ) : (
                <FormattedMessage
                  id="streams.startsAt"
                  values={{ time: format.dateTime(stream.startTime) }}
                />
              )}
            </Text>
            <ReminderSwitch
              checked={stream.reminderSet}
              pending={reminderPending === true}
              onToggle={() => onToggleReminder(stream)}
              label={intl.formatMessage({ id: 'streams.reminder.label' })}
            />
          </>
        )}
      </Stack>
    </Card>
  );
}

/** The loading placeholder of a stream card. */
export function StreamCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="md" aria-hidden>
      <Card.Section>
        <AspectRatio ratio={16 / 9}>
          <Skeleton />
        </AspectRatio>
      </Card.Section>
      <Stack gap={8} mt="sm">
        <Skeleton h={18} w="80%" />
        <Skeleton h={14} w="50%" />
        <Skeleton h={14} w="40%" />
      </Stack>
    </Card>
  );
}
