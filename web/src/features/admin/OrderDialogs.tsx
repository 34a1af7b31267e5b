/** The order steps that ask for something: the tracking number of a shipment, the reason of a cancellation. */
import { Button, Textarea, TextInput } from '@mantine/core';
import { advanceOrderInput, cancelOrderInput, generateTrackingNumber } from '@wurzelwerk/shared';
import { type ComponentProps, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DANGER_FILL } from '../../components/danger';
import type { MessageId } from '../../i18n/messages';
import { translateFieldError } from '../../lib/formErrors';
import { FormDialog, useCheckedText } from './recordEditing';

interface StepDialogProps {
  orderNumber: string;
  pending: boolean;
  onClose: () => void;
}

/** A step's form dialog, titled with the order's number. */
function StepDialog({
  step,
  title,
  ...props
}: { step: StepDialogProps; title: MessageId } & Omit<
  ComponentProps<typeof FormDialog>,
  'title' | 'onClose' | 'pending'
>) {
  const intl = useIntl();
  return (
    <FormDialog
      title={intl.formatMessage({ id: title }, { number: step.orderNumber })}
      onClose={step.onClose}
      pending={step.pending}
      {...props}
    />
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
    <StepDialog
      step={props}
      title="admin.orders.shipTitle"
      onSubmit={submit}
      submit="admin.orders.markShipped"
      secondary={
        <Button variant="default" onClick={() => setValue(generateTrackingNumber())}>
          <FormattedMessage id="admin.orders.generate" />
        </Button>
      }
    >
      <TextInput
        label={intl.formatMessage({ id: 'admin.orders.tracking' })}
        description={intl.formatMessage({ id: 'admin.orders.trackingHint' })}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        error={translateFieldError(intl, error ?? undefined)}
      />
    </StepDialog>
  );
}

/** Cancelling: with the reason the customer is given. */
export function CancelDialog(props: StepDialogProps & { onCancel: (reason: string) => void }) {
  const intl = useIntl();
  const reason = useCheckedText(cancelOrderInput.shape.reason);
  return (
    <StepDialog
      step={props}
      title="admin.orders.cancelTitle"
      onSubmit={reason.submit(props.onCancel)}
      submit="admin.orders.cancelOrder"
      submitColor={DANGER_FILL}
    >
      <Textarea
        label={intl.formatMessage({ id: 'admin.orders.reason' })}
        {...reason.input}
        autosize
        minRows={2}
      />
    </StepDialog>
  );
}
