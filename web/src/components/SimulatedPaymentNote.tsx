/** The payment steps' honest note (issue 19): the payment is simulated, nothing is charged or asked for. */
import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import { readableAlertStyles } from './ErrorAlert';

export function SimulatedPaymentNote() {
  return (
    <Alert
      role="note"
      data-testid="simulated-payment"
      variant="light"
      color="blue"
      icon={<IconInfoCircle aria-hidden />}
      mb="sm"
      styles={readableAlertStyles}
    >
      <FormattedMessage id="simulation.payment" />
    </Alert>
  );
}
