/**
 * /wallet (issue 34): the balance, the payout account, withdrawals and the transactions. Money arrives as
 * refunds and payouts; the empty state says so. Amounts are integer cents from the server, shown with Intl.
 */
import { Paper, Stack, Text } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import { EmptyState } from '../../components/EmptyState';
import { MessagePageHeader } from '../../components/PageHeader';
import { QueryView } from '../../components/QueryView';
import { useFormat } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { PayoutAccountSection } from './PayoutAccountSection';
import { StatementsSection } from './StatementsSection';
import { TransactionsSection } from './TransactionsSection';
import { WithdrawalsSection } from './WithdrawalsSection';

export default function WalletPage() {
  const format = useFormat();
  const wallet = trpc.wallet.get.useQuery();

  return (
    <Stack gap="lg">
      <MessagePageHeader title="wallet.page.title" subtitle="wallet.intro" />
      <QueryView query={wallet} loading="wallet.balance" failed="wallet.loadFailed">
        {(data) => (
          <>
            <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="balance-title">
              <Text id="balance-title" c="dimmed" size="sm">
                <FormattedMessage id="wallet.balance" />
              </Text>
              <Text fz={32} fw={700} data-testid="wallet-balance">
                {format.euro(data.balanceCents / 100)}
              </Text>
            </Paper>
            {data.balanceCents === 0 && data.withdrawals.length === 0 && (
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
      </QueryView>
    </Stack>
  );
}
