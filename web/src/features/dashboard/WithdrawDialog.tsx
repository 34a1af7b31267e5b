/**
 * The withdrawal (Widerruf) of a fresh investment: the confirmation dialog and its API call, with the
 * toasts and the refresh of the dashboard's lists. Only the signed-in dashboard uses it; the demo has none.
 */
import { Button, Stack, Text } from '@mantine/core';
import type { Investment } from '@wurzelwerk/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { DialogFooter } from '../../components/DialogFooter';
import { DANGER_FILL } from '../../components/danger';
import { ItemDialog } from '../../components/ItemDialog';
import { OnlineRequired } from '../../components/OnlineRequired';
import { useFailureToast, useToast } from '../../components/useToast';
import { useFormat } from '../../lib/format';
import { trpc } from '../../lib/trpc';

interface WithdrawDialogProps {
  /** The investment to withdraw; null closes the dialog. */
  investment: Investment | null;
  onClose: () => void;
}

export function WithdrawDialog({ investment, onClose }: WithdrawDialogProps) {
  const intl = useIntl();
  const format = useFormat();
  const toast = useToast();
  const failureToast = useFailureToast();
  const utils = trpc.useUtils();

  const withdraw = trpc.investments.withdraw.useMutation({
    onSuccess: (withdrawn) => {
      onClose();
      toast({
        title: intl.formatMessage({ id: 'dashboard.withdraw.successTitle' }),
        message: intl.formatMessage(
          { id: 'dashboard.withdraw.successMessage' },
          // A paid one's money is refunded (decision 0057); an unpaid one just ends.
          { name: withdrawn.assetType.name, paid: withdrawn.paidAt ? 'yes' : 'no' },
        ),
      });
      void utils.investments.list.invalidate();
      void utils.dashboard.summary.invalidate();
    },
    onError: (error) => failureToast('dashboard.withdraw.failedTitle', error),
  });

  return (
    <ItemDialog
      item={investment}
      onClose={onClose}
      title={() => intl.formatMessage({ id: 'dashboard.withdraw.dialogTitle' })}
      closeLabel={intl.formatMessage({ id: 'toast.close' })}
      centered
    >
      {(investment) => (
        <Stack gap="md">
          <Text>
            <FormattedMessage
              id="dashboard.withdraw.dialogText"
              values={{
                name: investment.assetType.name,
                amount: format.euro(investment.totalInvestment),
                date: format.date(investment.createdAt),
              }}
            />
          </Text>
          <Text size="sm" c="dimmed">
            <FormattedMessage id="dashboard.withdraw.dialogHint" />
          </Text>
          <DialogFooter>
            <Button variant="default" onClick={onClose}>
              <FormattedMessage id="dashboard.withdraw.cancel" />
            </Button>
            {/* The darkest red keeps the white label at 4.5:1 (Mantine's default red does not). */}
            <OnlineRequired>
              <Button
                color={DANGER_FILL}
                loading={withdraw.isPending}
                onClick={() => withdraw.mutate({ id: investment.id })}
              >
                <FormattedMessage id="dashboard.withdraw.confirm" />
              </Button>
            </OnlineRequired>
          </DialogFooter>
        </Stack>
      )}
    </ItemDialog>
  );
}
