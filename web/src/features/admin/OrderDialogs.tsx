/** The order steps that ask for something: the tracking number of a shipment, the reason of a cancellation. */
import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { advanceOrderInput, cancelOrderInput } from '@wurzelwerk/shared';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { translateFieldError } from '../../lib/formErrors';

/** A new tracking number in the platform's form: TRK and 16 digits. */
export function generateTrackingNumber(): string {
  const digits = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte % 10).join('');
  return `TRK${digits}`;
}

interface StepDialogProps {
  orderNumber: string;
  pending: boolean;
  onClose: () => void;
}

function Dialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: React.ReactNode;
}) {
  const intl = useIntl();
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'admin.close' }) }}
    >
      {children}
    </Modal>
  );
}

/** Shipping: the operator enters the carrier's number or generates one (left empty, the server makes one). */
export function ShipDialog(
  props: StepDialogProps & { onShip: (trackingNumber: string | undefined) => void },
) {
  const intl = useIntl();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const trackingNumber = value.trim() || undefined;
    const checked = advanceOrderInput.shape.trackingNumber.safeParse(trackingNumber);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? null);
    props.onShip(trackingNumber);
  };
  return (
    <Dialog
      title={intl.formatMessage({ id: 'admin.orders.shipTitle' }, { number: props.orderNumber })}
      onClose={props.onClose}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={intl.formatMessage({ id: 'admin.orders.tracking' })}
            description={intl.formatMessage({ id: 'admin.orders.trackingHint' })}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            error={translateFieldError(intl, error ?? undefined)}
          />
          <Group justify="space-between">
            <Button variant="default" onClick={() => setValue(generateTrackingNumber())}>
              <FormattedMessage id="admin.orders.generate" />
            </Button>
            <Button type="submit" loading={props.pending}>
              <FormattedMessage id="admin.orders.markShipped" />
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}

/** Cancelling: with the reason the customer is given. */
export function CancelDialog(props: StepDialogProps & { onCancel: (reason: string) => void }) {
  const intl = useIntl();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = cancelOrderInput.shape.reason.safeParse(reason);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? null);
    props.onCancel(checked.data);
  };
  return (
    <Dialog
      title={intl.formatMessage({ id: 'admin.orders.cancelTitle' }, { number: props.orderNumber })}
      onClose={props.onClose}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Textarea
            label={intl.formatMessage({ id: 'admin.orders.reason' })}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={translateFieldError(intl, error ?? undefined)}
            autosize
            minRows={2}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              <FormattedMessage id="admin.cancel" />
            </Button>
            <Button type="submit" color="var(--mantine-color-red-9)" loading={props.pending}>
              <FormattedMessage id="admin.orders.cancelOrder" />
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
