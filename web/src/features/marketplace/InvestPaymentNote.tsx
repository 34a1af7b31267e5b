/**
 * The payment step's honest note (issue 33): investments are paid by bank transfer to the escrow account,
 * with the details after the confirmation; card, PayPal and crypto are not available yet. On the
 * demonstration account it says that no transfer must be made.
 */
import { Alert, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import { readableAlertStyles } from '../../components/ErrorAlert';
import { useEscrowDemo } from '../../lib/escrow';

export function InvestPaymentNote() {
  const demo = useEscrowDemo();
  return (
    <Alert
      role="note"
      data-testid="invest-payment-note"
      variant="light"
      color={demo ? 'orange' : 'blue'}
      icon={<IconInfoCircle aria-hidden />}
      mb="sm"
      styles={readableAlertStyles}
    >
      <Stack gap={4}>
        <Text inherit>
          <FormattedMessage id="marketplace.payment.note" />
        </Text>
        {demo && (
          <Text inherit fw={600}>
            <FormattedMessage id="marketplace.payment.demoNote" />
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
