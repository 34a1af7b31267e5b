/**
 * Withdrawals (issue 34): request an amount up to the balance (the server refuses more, a held or missing
 * payout account, with the reason in the reader's language), and the list of requests with their states;
 * a requested one can be cancelled.
 */
import { Badge, Button, Group, Table, Text, TextInput, Title } from '@mantine/core';
import type { Wallet } from '@wurzelwerk/shared';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DataTable } from '../../components/DataTable';
import { ErrorAlert, OutcomeAlert } from '../../components/ErrorAlert';
import { OnlineRequired } from '../../components/OnlineRequired';
import { Panel } from '../../components/Panel';
import { useFormat } from '../../lib/format';
import { useFailureText } from '../../lib/serverMessage';
import { trpc } from '../../lib/trpc';
import { groupedIban, STATE_LABELS, typedAmount } from './walletTexts';

const COLUMNS = [
  { label: 'wallet.withdrawals.requestedAt' },
  { label: 'wallet.withdrawals.amount', align: 'right' },
  { label: 'wallet.withdrawals.account' },
  { label: 'wallet.withdrawals.state' },
  { label: 'wallet.withdrawals.actions' },
] as const;

export function WithdrawalsSection({ wallet }: { wallet: Wallet }) {
  const intl = useIntl();
  const format = useFormat();
  const failureText = useFailureText();
  const utils = trpc.useUtils();
  const [amount, setAmount] = useState('');
  const request = trpc.wallet.requestWithdrawal.useMutation({
    onSuccess: () => {
      setAmount('');
      void utils.wallet.invalidate();
    },
  });
  const cancel = trpc.wallet.cancelWithdrawal.useMutation({
    onSuccess: () => void utils.wallet.invalidate(),
  });

  return (
    <Panel headingId="withdraw-title" title={<FormattedMessage id="wallet.withdraw.title" />}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          request.mutate({ amount: typedAmount(amount) });
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            label={intl.formatMessage({ id: 'wallet.withdraw.amount' })}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.currentTarget.value)}
            required
          />
          <OnlineRequired>
            <Button type="submit" loading={request.isPending}>
              <FormattedMessage id="wallet.withdraw.submit" />
            </Button>
          </OnlineRequired>
        </Group>
      </form>
      {!wallet.payoutAccount && (
        <Text size="sm" c="dimmed">
          <FormattedMessage id="wallet.withdraw.needsAccount" />
        </Text>
      )}
      {request.isError && <ErrorAlert>{failureText(request.error)}</ErrorAlert>}
      {request.isSuccess && (
        <OutcomeAlert tone="success">
          <FormattedMessage id="wallet.withdraw.done" />
        </OutcomeAlert>
      )}
      {cancel.isError && <ErrorAlert>{failureText(cancel.error)}</ErrorAlert>}
      {wallet.withdrawals.length > 0 && (
        <>
          <Title order={3} size="h5">
            <FormattedMessage id="wallet.withdrawals.title" />
          </Title>
          <DataTable minWidth={560} columns={COLUMNS}>
            {wallet.withdrawals.map((w) => (
              <Table.Tr key={w.id}>
                <Table.Td>{format.dateTime(w.requestedAt)}</Table.Td>
                <Table.Td ta="right">{format.euro(w.amountCents / 100)}</Table.Td>
                <Table.Td>{groupedIban(w.iban)}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={w.state === 'cancelled' ? 'gray' : 'forest'}>
                    <FormattedMessage id={STATE_LABELS[w.state]} />
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {w.state === 'requested' && (
                    <OnlineRequired>
                      <Button
                        size="xs"
                        variant="default"
                        loading={cancel.isPending && cancel.variables?.id === w.id}
                        onClick={() => cancel.mutate({ id: w.id })}
                      >
                        <FormattedMessage id="wallet.withdrawals.cancel" />
                      </Button>
                    </OnlineRequired>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </DataTable>
        </>
      )}
    </Panel>
  );
}
