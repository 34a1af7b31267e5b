/**
 * /wallet (issue 34): the balance, the payout account, withdrawals and the transactions. Money arrives as
 * refunds and payouts; the empty state says so. Amounts are integer cents from the server, shown with Intl.
 */
import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyState } from '../../components/EmptyState';
import { ErrorAlert } from '../../components/ErrorAlert';
import { LoadingLine } from '../../components/LoadingStatus';
import { PageMeta } from '../../components/PageMeta';
import { useFormat } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { PayoutAccountSection } from './PayoutAccountSection';
import { StatementsSection } from './StatementsSection';
import { TransactionsSection } from './TransactionsSection';
import { WithdrawalsSection } from './WithdrawalsSection';

export default function WalletPage() {
  const intl = useIntl();
  const format = useFormat();
  const heading = intl.formatMessage({ id: 'wallet.page.title' });
  const wallet = trpc.wallet.get.useQuery();
  const data = wallet.data;
  const empty = data && data.balanceCents === 0 && data.withdrawals.length === 0;

  return (
    <Stack gap="lg">
      <PageMeta title={heading} />
      <Stack gap={4}>
        <Title order={1}>{heading}</Title>
        <Text c="dimmed">
          <FormattedMessage id="wallet.intro" />
        </Text>
      </Stack>
      {wallet.isPending ? (
        <LoadingLine message="wallet.balance" />
      ) : wallet.isError || !data ? (
        <ErrorAlert>
          <FormattedMessage id="wallet.loadFailed" />
        </ErrorAlert>
      ) : (
        <>
          <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="balance-title">
            <Text id="balance-title" c="dimmed" size="sm">
              <FormattedMessage id="wallet.balance" />
            </Text>
            <Text fz={32} fw={700} data-testid="wallet-balance">
              {format.euro(data.balanceCents / 100)}
            </Text>
          </Paper>
          {empty && (
            <EmptyState
              order={2}
              icon={<IconWallet size={28} />}
              title={<FormattedMessage id="wallet.empty.title" />}
              hint={<FormattedMessage id="wallet.empty.hint" />}
            />
          )}
          <PayoutAccountSection account={data.payoutAccount} />
          <WithdrawalsSection wallet={data} />
          <TransactionsSection />
          <StatementsSection />
        </>
      )}
    </Stack>
  );
}
