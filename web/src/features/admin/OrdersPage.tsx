/** The console's orders: every customer's, by status and date; the next step (shipping with its number), cancel. */
import { Badge, Button, Group, Text } from '@mantine/core';
import { type adminOrderSchema, nextOrderStatus, ORDER_STATUSES, type OrderStatus } from '@wurzelwerk/shared';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { DANGER_FILL } from '../../components/danger';
import { ListFilter, usePeriod } from '../../components/ListFilter';
import { useFormat } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { ORDER_STATUS_LABELS, OrderStatusBadge } from '../orders';
import { type Column, RecordTable } from './AdminTable';
import { AdminSection } from './layout';
import { CancelDialog, ShipDialog } from './OrderDialogs';
import { useFeedback } from './recordEditing';

type Order = z.output<typeof adminOrderSchema>;
type StatusFilter = OrderStatus | 'cancelled' | 'all';

/** The step an operator may take: up to delivered (a return is the customer's request). */
function nextStep(order: Order): OrderStatus | null {
  const next = nextOrderStatus(order.status);
  return order.cancelledAt || next === 'return_requested' ? null : next;
}

/** Who moved the order last, and when (issue 36): the customer themselves, an operator, or not recorded. */
function LastStep({ step }: { step: Order['lastStep'] }) {
  const intl = useIntl();
  const format = useFormat();
  if (!step) return '–';
  const values = {
    status: intl.formatMessage({ id: ORDER_STATUS_LABELS[step.status] }),
    when: format.dateTime(step.at),
    email: step.actorEmail ?? '–',
  };
  const id =
    step.actorKind === 'customer'
      ? 'admin.orders.stepByCustomer'
      : step.actorKind === 'operator'
        ? 'admin.orders.stepByOperator'
        : 'admin.orders.stepUnrecorded';
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      <FormattedMessage id={id} values={values} />
    </Text>
  );
}

export default function OrdersPage() {
  const intl = useIntl();
  const format = useFormat();
  const feedback = useFeedback();
  const [status, setStatus] = useState<StatusFilter>('all');
  const period = usePeriod();
  const { from, to } = period;
  const list = trpc.admin.orders.list.useQuery({
    status: status === 'all' ? undefined : status,
    from: from || undefined,
    to: to || undefined,
    limit: 200,
    offset: 0,
  });
  const [shipping, setShipping] = useState<Order | null>(null);
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const advance = trpc.admin.orders.advance.useMutation(
    feedback.on('admin.orders.advanced', () => setShipping(null)),
  );
  const cancel = trpc.admin.orders.cancel.useMutation(
    feedback.on('admin.orders.cancelled', () => setCancelling(null)),
  );
  const statusOptions = [
    { value: 'all', label: intl.formatMessage({ id: 'admin.orders.allStatuses' }) },
    ...ORDER_STATUSES.map((s) => ({ value: s, label: intl.formatMessage({ id: ORDER_STATUS_LABELS[s] }) })),
    { value: 'cancelled', label: intl.formatMessage({ id: 'admin.orders.cancelledStatus' }) },
  ];

  const filters = (
    <ListFilter
      choice={{
        label: 'admin.orders.status',
        options: statusOptions,
        value: status,
        onChange: (value) => setStatus(value as StatusFilter),
      }}
      period={period}
      periodLabels={{ from: 'admin.orders.from', to: 'admin.orders.to' }}
    />
  );

  const columns: Column<Order>[] = [
    { label: 'admin.orders.number', cell: (order) => order.orderNumber },
    { label: 'admin.field.date', cell: (order) => format.date(order.createdAt) },
    {
      label: 'admin.orders.customer',
      cell: (order) => order.customerEmail ?? intl.formatMessage({ id: 'admin.orders.deletedAccount' }),
    },
    { label: 'admin.orders.total', cell: (order) => format.euro(order.totalAmount) },
    {
      label: 'admin.orders.status',
      cell: (order) => (
        <Group gap={4}>
          <OrderStatusBadge status={order.status} />
          {order.cancelledAt && (
            <Badge color={DANGER_FILL} title={order.cancelReason ?? undefined}>
              <FormattedMessage id="admin.orders.cancelledStatus" />
            </Badge>
          )}
        </Group>
      ),
    },
    { label: 'admin.orders.tracking', cell: (order) => order.trackingNumber ?? '–' },
    { label: 'admin.orders.lastStep', cell: (order) => <LastStep step={order.lastStep} /> },
    {
      label: 'admin.field.actions',
      cell: (order) => {
        const next = nextStep(order);
        const status = next && intl.formatMessage({ id: ORDER_STATUS_LABELS[next] });
        return (
          <Group gap="xs" wrap="nowrap">
            {next && (
              <Button
                size="xs"
                variant="light"
                loading={advance.isPending && advance.variables?.id === order.id}
                onClick={() =>
                  next === 'shipped'
                    ? setShipping(order)
                    : advance.mutate({ id: order.id, from: order.status })
                }
                aria-label={intl.formatMessage(
                  { id: 'admin.orders.advanceNamed' },
                  { status, number: order.orderNumber },
                )}
              >
                <FormattedMessage id="admin.orders.advance" values={{ status }} />
              </Button>
            )}
            {!order.cancelledAt && order.status !== 'delivered' && order.status !== 'return_requested' && (
              <Button
                size="xs"
                variant="filled"
                color={DANGER_FILL}
                onClick={() => setCancelling(order)}
                aria-label={intl.formatMessage(
                  { id: 'admin.orders.cancelNamed' },
                  { number: order.orderNumber },
                )}
              >
                <FormattedMessage id="admin.orders.cancelOrder" />
              </Button>
            )}
          </Group>
        );
      },
    },
  ];

  return (
    <AdminSection title="admin.nav.orders" query={list} filters={filters}>
      <RecordTable rows={list.data} empty="admin.orders.none" minWidth={960} columns={columns} />
      {shipping && (
        <ShipDialog
          orderNumber={shipping.orderNumber}
          pending={advance.isPending}
          onClose={() => setShipping(null)}
          onShip={(trackingNumber) =>
            advance.mutate({ id: shipping.id, trackingNumber, from: shipping.status })
          }
        />
      )}
      {cancelling && (
        <CancelDialog
          orderNumber={cancelling.orderNumber}
          pending={cancel.isPending}
          onClose={() => setCancelling(null)}
          onCancel={(reason) => cancel.mutate({ id: cancelling.id, reason })}
        />
      )}
    </AdminSection>
  );
}
