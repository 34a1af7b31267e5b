import { Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight, IconListDetails, IconTruckDelivery } from '@tabler/icons-react';
import type { Order, OrderStatus } from '@wurzelwerk/shared';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { OnlineRequired } from '../../components/OnlineRequired';
import type { MessageId } from '../../i18n/messages';
import { useFormat } from '../../lib/format';
import { OrderAmounts } from './OrderAmounts';
import { OrderStatusBadge } from './OrderStatusBadge';
import { splitItems, stepAvailable } from './orderLogic';

/** The label of the button that moves an order to the given status. */
const STEP_LABEL: Record<OrderStatus, MessageId | null> = {
  pending: null,
  processing: 'orders.step.processing',
  shipped: 'orders.step.shipped',
  delivered: 'orders.step.delivered',
  return_requested: 'orders.step.returnRequested',
};

interface OrderCardProps {
  order: Order;
  onDetails: () => void;
  onTrack: () => void;
  onStep: (status: OrderStatus) => void;
  trackingPending: boolean;
  stepPending: boolean;
}

/** One order in the list: number, date, status, the first items, amounts and its actions. */
export function OrderCard({
  order,
  onDetails,
  onTrack,
  onStep,
  trackingPending,
  stepPending,
}: OrderCardProps) {
  const format = useFormat();
  const headingId = useId();
  const { visible, hiddenCount } = splitItems(order.items);
  const next = stepAvailable(order, new Date());
  const stepLabel = next ? STEP_LABEL[next] : null;

  return (
    <Card component="article" withBorder radius="md" padding="lg" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Title order={2} size="h4" id={headingId}>
              <FormattedMessage id="orders.card.title" values={{ number: order.orderNumber }} />
            </Title>
            <Text size="sm" c="dimmed">
              <FormattedMessage id="orders.card.date" values={{ date: format.date(order.createdAt) }} />
            </Text>
          </Stack>
          <OrderStatusBadge status={order.status} />
        </Group>

        <Stack gap={4}>
          <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
            {visible.map((item, index) => (
              <Group
                component="li"
                // biome-ignore lint/suspicious/noArrayIndexKey: items have no id; their position within the order is stable
                key={index}
                justify="space-between"
                gap="xs"
                wrap="nowrap"
                align="flex-start"
              >
                <Text size="sm">
                  <FormattedMessage
                    id="orders.item.line"
                    values={{ quantity: format.number(item.quantity, 0), name: item.name }}
                  />
                </Text>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {format.euro(item.total)}
                </Text>
              </Group>
            ))}
          </Stack>
          {hiddenCount > 0 && (
            <Text size="sm" c="dimmed">
              <FormattedMessage id="orders.item.more" values={{ count: hiddenCount }} />
            </Text>
          )}
        </Stack>

        <Divider />
        <OrderAmounts order={order} />
        {next === 'return_requested' && order.returnableUntil && (
          <Text size="sm">
            <FormattedMessage id="orders.returnUntil" values={{ date: format.date(order.returnableUntil) }} />
          </Text>
        )}

        <Group gap="xs" wrap="wrap">
          <Button
            variant="default"
            leftSection={<IconListDetails size={16} aria-hidden />}
            onClick={onDetails}
          >
            <FormattedMessage id="orders.action.details" />
          </Button>
          {order.trackingNumber && (
            <Button
              variant="default"
              leftSection={<IconTruckDelivery size={16} aria-hidden />}
              onClick={onTrack}
              loading={trackingPending}
            >
              <FormattedMessage id="orders.action.track" />
            </Button>
          )}
          {next && stepLabel && (
            <OnlineRequired>
              <Button
                rightSection={<IconChevronRight size={16} aria-hidden />}
                onClick={() => onStep(next)}
                loading={stepPending}
              >
                <FormattedMessage id={stepLabel} />
              </Button>
            </OnlineRequired>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
