/**
 * The investment dialog's last step (issue 33): the spec's success message (product §8; in the dialog, not a
 * toast, which would cover the step's buttons), and that the investment now waits for its transfer —
 * the payment instructions with the GiroCode (the dashboard's PaymentInstructions, the same call and view),
 * then "to the dashboard", where it is listed as "Zahlung ausstehend" until the money has arrived.
 */
import { Button, Stack, Text } from '@mantine/core';
import { type Investment, withdrawalLastDay } from '@wurzelwerk/shared';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { DialogFooter } from '../../components/DialogFooter';
import { OutcomeAlert } from '../../components/ErrorAlert';
import { paths } from '../../config/paths';
import { useFormat } from '../../lib/format';
import { PaymentInstructions } from '../dashboard';

export function InvestSuccess({ investment, onClose }: { investment: Investment; onClose: () => void }) {
  const format = useFormat();
  return (
    <Stack gap="md">
      <OutcomeAlert tone="success" title={<FormattedMessage id="marketplace.invest.success" />}>
        <FormattedMessage
          id="marketplace.success.text"
          values={{ date: format.day(withdrawalLastDay(investment.withdrawalEndsAt)) }}
        />
      </OutcomeAlert>
      <Text fw={600}>
        <FormattedMessage id="marketplace.success.payHeading" />
      </Text>
      <PaymentInstructions id={investment.id} />
      <DialogFooter>
        <Button variant="default" onClick={onClose}>
          <FormattedMessage id="marketplace.success.close" />
        </Button>
        <Button component={Link} to={paths.home} onClick={onClose}>
          <FormattedMessage id="marketplace.success.dashboard" />
        </Button>
      </DialogFooter>
    </Stack>
  );
}
