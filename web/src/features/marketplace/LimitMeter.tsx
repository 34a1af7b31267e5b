/**
 * The limit meter of the investment dialog (decision 0072): before an amount is chosen, how much of the
 * investor's cap with the offer's issuer (§ 2a Abs. 3 VermAnlG, over all of its offers) is used, and what
 * may be invested more — less when the issuer's 6 million € in twelve months (Abs. 1) leave less.
 */
import { Group, Progress, Stack, Text } from '@mantine/core';
import type { IssuerRoom } from '@wurzelwerk/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormat } from '../../lib/format';

export function LimitMeter({ room }: { room: IssuerRoom | undefined }) {
  const intl = useIntl();
  const format = useFormat();
  if (!room) return null;
  const values = {
    issuer: room.issuer.name,
    used: format.cents(room.investedCents),
    cap: format.cents(room.capCents),
    remaining: format.cents(room.remainingCents),
  };
  const percent = room.capCents > 0 ? Math.min(100, (room.investedCents / room.capCents) * 100) : 100;
  const issuerBinds = room.issuerRemainingCents < Math.max(0, room.capCents - room.investedCents);
  return (
    <Stack gap={4} data-testid="limit-meter">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          <FormattedMessage id="marketplace.limit.title" values={values} />
        </Text>
        <Text size="sm">
          <FormattedMessage id="marketplace.limit.used" values={values} />
        </Text>
      </Group>
      <Progress
        value={percent}
        color={room.remainingCents === 0 ? 'orange' : undefined}
        aria-label={intl.formatMessage({ id: 'marketplace.limit.label' }, values)}
      />
      <Text size="xs" c="dimmed">
        <FormattedMessage
          id={issuerBinds ? 'marketplace.limit.issuerRemaining' : 'marketplace.limit.remaining'}
          values={values}
        />
      </Text>
    </Stack>
  );
}
