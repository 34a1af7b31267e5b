/** The user's orders at /orders (product §2 Orders, §4 order status, §7 calls, §8 silent failures). */
import { Button, Card, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconPackageOff } from '@tabler/icons-react';
import type { Order, OrderStatus, Tracking } from '@wurzelwerk/shared';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { ErrorAlert } from '../../components/ErrorAlert';
import { ItemDialog } from '../../components/ItemDialog';
import { LoadingStatus } from '../../components/LoadingStatus';
import { PageMeta } from '../../components/PageMeta';
import { paths } from '../../config/paths';
import { trpc } from '../../lib/trpc';
import { OrderCard } from './OrderCard';
import { OrderDetails } from './OrderDetails';
import { TrackingDetails } from './TrackingDetails';

export default function OrdersPage() {
  const intl = useIntl();
  const heading = intl.formatMessage({ id: 'page.orders' });
  const closeLabel = intl.formatMessage({ id: 'orders.dialog.close' });
  const utils = trpc.useUtils();
  const orders = trpc.orders.list.useQuery();
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [tracking, setTracking] = useState<Tracking | null>(null);
  const [trackingFor, setTrackingFor] = useState<string | null>(null);
  // The track button is busy (disabled) while the shipment loads: the dialog gives the focus back to it.
  const trackButton = useRef<HTMLElement | null>(null);

  const updateStatus = trpc.orders.updateStatus.useMutation({
    // Product §4: after a change the list is loaded again; the tracking history has a new event too.
    onSuccess: () => Promise.all([utils.orders.list.invalidate(), utils.orders.track.invalidate()]),
    // Product §8: status failures are silent.
    onError: (error) => console.error('Order status change failed', error),
  });

  async function openTracking(order: Order) {
    if (!order.trackingNumber) return;
    trackButton.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setTrackingFor(order.id);
    try {
      setTracking(await utils.orders.track.fetch({ trackingNumber: order.trackingNumber }));
    } catch (error) {
      // Product §7/§8: a failed tracking call shows nothing.
      console.error('Shipment tracking failed', error);
    } finally {
      setTrackingFor(null);
    }
  }

  // The server generates the tracking number of the shipped step.
  function step(order: Order, status: OrderStatus) {
    updateStatus.mutate({ id: order.id, status });
  }

  const detailsOrder = orders.data?.find((order) => order.id === detailsId) ?? null;

  return (
    <Stack gap="lg">
      <PageMeta title={heading} />
      <Title order={1}>{heading}</Title>

      {orders.isPending ? (
        <OrdersLoading />
      ) : orders.isError ? (
        <ErrorAlert>
          <FormattedMessage id="orders.loadFailed" />
        </ErrorAlert>
      ) : orders.data.length === 0 ? (
        <OrdersEmpty />
      ) : (
        <Stack gap="md">
          {orders.data.map((order) => (
            <OrderCard
              key={order.id}
              order={order}
              onDetails={() => setDetailsId(order.id)}
              onTrack={() => openTracking(order)}
              onStep={(status) => step(order, status)}
              trackingPending={trackingFor === order.id}
              stepPending={updateStatus.isPending && updateStatus.variables?.id === order.id}
            />
          ))}
        </Stack>
      )}

      <ItemDialog
        item={detailsOrder}
        onClose={() => setDetailsId(null)}
        size="lg"
        title={(shown) => intl.formatMessage({ id: 'orders.details.title' }, { number: shown.orderNumber })}
        closeLabel={closeLabel}
      >
        {(shown) => <OrderDetails order={shown} />}
      </ItemDialog>
      <ItemDialog
        item={tracking}
        onClose={() => setTracking(null)}
        title={() => intl.formatMessage({ id: 'orders.tracking.title' })}
        closeLabel={closeLabel}
        returnFocusTo={trackButton}
      >
        {(shown) => <TrackingDetails tracking={shown} />}
      </ItemDialog>
    </Stack>
  );
}

function OrdersLoading() {
  return (
    <LoadingStatus message="orders.loading">
      {[0, 1, 2].map((key) => (
        <Card key={key} withBorder radius="md" padding="lg" aria-hidden>
          <Stack gap="sm">
            <Group justify="space-between">
              <Skeleton height={20} width="40%" />
              <Skeleton height={20} width={80} radius="xl" />
            </Group>
            <Skeleton height={12} width="25%" />
            <Skeleton height={12} width="70%" />
            <Skeleton height={12} width="60%" />
            <Skeleton height={32} width="50%" />
          </Stack>
        </Card>
      ))}
    </LoadingStatus>
  );
}

function OrdersEmpty() {
  return (
    <EmptyState
      order={2}
      icon={<IconPackageOff size={26} />}
      title={<FormattedMessage id="orders.empty.title" />}
      hint={<FormattedMessage id="orders.empty.text" />}
    >
      <Button component={Link} to={paths.shop} mt="sm">
        <FormattedMessage id="orders.empty.shop" />
      </Button>
    </EmptyState>
  );
}
