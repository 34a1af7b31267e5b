import { Badge } from '@mantine/core';
import type { OrderStatus } from '@wurzelwerk/shared';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/messages';

/** The statuses' names (product §4). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, MessageId> = {
  pending: 'orders.status.pending',
  processing: 'orders.status.processing',
  shipped: 'orders.status.shipped',
  delivered: 'orders.status.delivered',
  return_requested: 'orders.status.returnRequested',
};

// Dark shades (and light yellow with black text via autoContrast) keep the badge text at 4.5:1 in both schemes.
const STATUS_COLOR: Record<OrderStatus, { color: string; shade: number }> = {
  pending: { color: 'yellow', shade: 4 },
  processing: { color: 'blue', shade: 9 },
  shipped: { color: 'violet', shade: 9 },
  delivered: { color: 'forest', shade: 8 },
  return_requested: { color: 'grape', shade: 9 },
};
const NEUTRAL = { color: 'gray', shade: 7 };

/** Mantine notation: colour name, dot, shade index. */
const mantineColor = ({ color, shade }: { color: string; shade: number }) => `${color}.${shade}`;

function isKnown(status: string): status is OrderStatus {
  return Object.hasOwn(ORDER_STATUS_LABELS, status);
}

/** The order status (product §4); a value outside the four known ones is shown as-is in a neutral style. */
export function OrderStatusBadge({ status }: { status: string }) {
  if (!isKnown(status)) {
    return (
      <Badge color={mantineColor(NEUTRAL)} autoContrast>
        {status}
      </Badge>
    );
  }
  return (
    <Badge color={mantineColor(STATUS_COLOR[status])} autoContrast>
      <FormattedMessage id={ORDER_STATUS_LABELS[status]} />
    </Badge>
  );
}
