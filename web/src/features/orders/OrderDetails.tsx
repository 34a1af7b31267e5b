import { Anchor, Divider, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { Order } from '@wurzelwerk/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { TableHead } from '../../components/TableHead';
import { useFormat } from '../../lib/format';
import { OrderAmounts } from './OrderAmounts';
import { OrderStatusBadge } from './OrderStatusBadge';
import { paymentMethodLabel } from './paymentMethod';

/** Every item, the shipping address, the payment method and the amounts of one order. */
export function OrderDetails({ order }: { order: Order }) {
  const intl = useIntl();
  const format = useFormat();
  const payment = paymentMethodLabel(order.paymentMethod);
  const address = order.shippingAddress;

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          <FormattedMessage id="orders.card.date" values={{ date: format.date(order.createdAt) }} />
        </Text>
        <OrderStatusBadge status={order.status} />
      </Group>

      <Stack gap="xs">
        <Title order={3} size="h5">
          <FormattedMessage id="orders.details.items" />
        </Title>
        <Table.ScrollContainer minWidth={360}>
          <Table>
            <TableHead
              columns={[
                { label: 'orders.details.itemName' },
                { label: 'orders.details.itemQuantity', align: 'right' },
                { label: 'orders.details.itemTotal', align: 'right' },
              ]}
            />
            <Table.Tbody>
              {order.items.map((item, index) => (
                // Items have no id; their position within the order is stable.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <Table.Tr key={index}>
                  <Table.Td>{item.name}</Table.Td>
                  <Table.Td ta="right">{format.number(item.quantity, 0)}</Table.Td>
                  <Table.Td ta="right">{format.euro(item.total)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>

      <OrderAmounts order={order} />
      {order.hasCertificate && (
        // The gift voucher's "Urkunde als PDF" (issue 19), in the page's language.
        <Anchor href={`/api/orders/${order.id}/certificate.pdf`} target="_blank" rel="noopener" size="sm">
          <FormattedMessage id="orders.details.certificate" />
        </Anchor>
      )}
      <Divider />

      <Group align="flex-start" grow wrap="wrap">
        <Stack gap={4}>
          <Title order={3} size="h5">
            <FormattedMessage id="orders.details.address" />
          </Title>
          {address ? (
            <Text component="address" size="sm" style={{ fontStyle: 'normal' }}>
              {address.name}
              <br />
              {address.street}
              <br />
              {address.zipCode} {address.city}
              <br />
              {address.country}
            </Text>
          ) : (
            <Text size="sm">
              <FormattedMessage id="orders.details.digital" />
            </Text>
          )}
        </Stack>
        <Stack gap={4}>
          <Title order={3} size="h5">
            <FormattedMessage id="orders.details.payment" />
          </Title>
          <Text size="sm">{payment ? intl.formatMessage({ id: payment }) : order.paymentMethod}</Text>
          {order.trackingNumber && (
            <>
              <Title order={3} size="h5" mt="xs">
                <FormattedMessage id="orders.trackingNumber" />
              </Title>
              <Text size="sm" ff="monospace">
                {order.trackingNumber}
              </Text>
            </>
          )}
        </Stack>
      </Group>
    </Stack>
  );
}
