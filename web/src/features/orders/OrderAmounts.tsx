import { Stack } from '@mantine/core';
import { type Order, orderSubtotal } from '@wurzelwerk/shared';
import { FormattedMessage } from 'react-intl';
import { LabelledValue } from '../../components/LabelledValue';
import { useFormat } from '../../lib/format';

/** Subtotal (total minus shipping, in exact cents), shipping and total of one order. */
export function OrderAmounts({ order }: { order: Pick<Order, 'totalAmount' | 'shippingCost'> }) {
  const format = useFormat();
  const sub = orderSubtotal(order.totalAmount, order.shippingCost);
  return (
    <Stack gap={2}>
      {sub !== null && (
        <LabelledValue
          small
          label={<FormattedMessage id="orders.amount.subtotal" />}
          value={format.euro(sub)}
        />
      )}
      <LabelledValue
        small
        label={<FormattedMessage id="orders.amount.shipping" />}
        value={format.euro(order.shippingCost)}
      />
      <LabelledValue
        strong
        label={<FormattedMessage id="orders.amount.total" />}
        value={format.euro(order.totalAmount)}
      />
    </Stack>
  );
}
