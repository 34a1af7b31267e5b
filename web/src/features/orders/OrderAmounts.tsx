import { Group, Stack, Text } from '@mantine/core';
import { type Order, orderSubtotal } from '@wurzelwerk/shared';
import { FormattedMessage } from 'react-intl';
import { useFormat } from '../../lib/format';

/** Subtotal (total minus shipping, in exact cents), shipping and total of one order. */
export function OrderAmounts({ order }: { order: Pick<Order, 'totalAmount' | 'shippingCost'> }) {
  const format = useFormat();
  const sub = orderSubtotal(order.totalAmount, order.shippingCost);
  return (
    <Stack gap={2}>
      {sub !== null && (
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            <FormattedMessage id="orders.amount.subtotal" />
          </Text>
          <Text size="sm">{format.euro(sub)}</Text>
        </Group>
      )}
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          <FormattedMessage id="orders.amount.shipping" />
        </Text>
        <Text size="sm">{format.euro(order.shippingCost)}</Text>
      </Group>
      <Group justify="space-between" gap="xs">
        <Text fw={700}>
          <FormattedMessage id="orders.amount.total" />
        </Text>
        <Text fw={700}>{format.euro(order.totalAmount)}</Text>
      </Group>
    </Stack>
  );
}
