/** The payment steps' honest notes (issues 19 and 33): what is simulated, how an investment is paid. */
import { Alert, type MantineColor } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { readableAlertStyles } from './ErrorAlert';

/** A payment step's note: a permanent light notice (role "note", not an alert) above the step's choices. */
export function PaymentNote({
  testId,
  color = 'blue',
  children,
}: {
  testId: string;
  color?: MantineColor;
  children: ReactNode;
}) {
  return (
    <Alert
      role="note"
      data-testid={testId}
      variant="light"
      color={color}
      icon={<IconInfoCircle aria-hidden />}
      mb="sm"
      styles={readableAlertStyles}
    >
      {children}
    </Alert>
  );
}

/** The payment is simulated: nothing is charged or asked for. */
export function SimulatedPaymentNote() {
  return (
    <PaymentNote testId="simulated-payment">
      <FormattedMessage id="simulation.payment" />
    </PaymentNote>
  );
}
