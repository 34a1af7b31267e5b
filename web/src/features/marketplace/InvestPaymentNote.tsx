/**
 * The payment step's honest note (issue 33): investments are paid by bank transfer to the escrow account,
 * with the details after the confirmation; card, PayPal and crypto are not available yet. On the
 * demonstration account it says that no transfer must be made.
 */
import { Stack, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { PaymentNote } from '../../components/SimulatedPaymentNote';
import { useEscrowDemo } from '../../lib/escrow';

export function InvestPaymentNote() {
  const demo = useEscrowDemo();
  return (
    <PaymentNote testId="invest-payment-note" color={demo ? 'orange' : 'blue'}>
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
    </PaymentNote>
  );
}
