import { Stack, Text, Timeline } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import type { Tracking } from '@wurzelwerk/shared';
import { FormattedMessage } from 'react-intl';
import { LabelledValue } from '../../components/LabelledValue';
import { useFormat } from '../../lib/format';

/** Carrier, expected delivery and the shipment's events (newest first) as a timeline. */
export function TrackingDetails({ tracking }: { tracking: Tracking }) {
  const format = useFormat();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <LabelledValue
          small
          label={<FormattedMessage id="orders.trackingNumber" />}
          value={
            <Text span inherit ff="monospace">
              {tracking.trackingNumber}
            </Text>
          }
        />
        <LabelledValue
          small
          label={<FormattedMessage id="orders.tracking.carrier" />}
          value={tracking.carrier}
        />
        <LabelledValue
          small
          label={<FormattedMessage id="orders.tracking.estimatedDelivery" />}
          value={format.date(tracking.estimatedDelivery)}
        />
      </Stack>

      {tracking.events.length === 0 ? (
        <Text size="sm" c="dimmed">
          <FormattedMessage id="orders.tracking.noEvents" />
        </Text>
      ) : (
        // Every event has happened already, so the whole line is drawn as reached.
        <Timeline active={tracking.events.length - 1} bulletSize={22} lineWidth={2}>
          {tracking.events.map((event) => (
            <Timeline.Item
              key={`${event.date.getTime()}-${event.description}`}
              bullet={<IconPackage size={12} aria-hidden />}
              title={event.description}
            >
              <Text size="sm">{event.location}</Text>
              <Text size="xs" c="dimmed">
                {format.dateTime(event.date)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
}
