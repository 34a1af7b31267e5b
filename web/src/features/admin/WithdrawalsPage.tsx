/**
 * The console's withdrawals (issue 34, decision 0065): the investors' requests, a chosen set approved into
 * one SEPA transfer file (pain.001.001.09) for the bank, and the files to download. The bank's statement
 * later books each transfer (camt import); the states say how far each withdrawal is.
 */
import { Badge, Button, Checkbox, Select, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import {
  type AdminWithdrawal,
  WITHDRAWAL_STATE_VALUES,
  type WithdrawalBatch,
  type WithdrawalState,
} from '@wurzelwerk/shared';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFailureToast } from '../../components/useToast';
import { saveFile } from '../../lib/download';
import { useFormat } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { type Column, RecordTable } from './AdminTable';
import { AdminSection, ConsolePart } from './layout';
import { useFeedback } from './recordEditing';

const STATE_LABELS = {
  requested: 'wallet.state.requested',
  ordered: 'wallet.state.ordered',
  booked: 'wallet.state.booked',
  cancelled: 'wallet.state.cancelled',
} as const;

export default function WithdrawalsPage() {
  const intl = useIntl();
  const format = useFormat();
  const feedback = useFeedback();
  const failureToast = useFailureToast();
  const utils = trpc.useUtils();
  const [state, setState] = useState<WithdrawalState | 'all'>('requested');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const list = trpc.admin.withdrawals.list.useQuery({ state: state === 'all' ? undefined : state });
  const batches = trpc.admin.withdrawals.batches.useQuery();
  const approve = trpc.admin.withdrawals.approve.useMutation(
    feedback.on('admin.withdrawals.approved', () => setChosen(new Set())),
  );
  const selectable = (list.data ?? []).filter((w) => w.state === 'requested');
  const selected = selectable.filter((w) => chosen.has(w.id));
  const sum = selected.reduce((total, w) => total + w.amountCents, 0);
  const toggle = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  async function download(id: number) {
    try {
      const file = await utils.admin.withdrawals.batchFile.fetch({ id });
      saveFile(new Blob([file.xml], { type: 'application/xml' }), file.fileName);
    } catch (error) {
      failureToast('admin.failedTitle', error);
    }
  }

  const filters = (
    <Select
      label={intl.formatMessage({ id: 'admin.withdrawals.state' })}
      data={[
        { value: 'all', label: intl.formatMessage({ id: 'admin.withdrawals.allStates' }) },
        ...WITHDRAWAL_STATE_VALUES.map((s) => ({
          value: s,
          label: intl.formatMessage({ id: STATE_LABELS[s] }),
        })),
      ]}
      value={state}
      allowDeselect={false}
      onChange={(value) => setState((value ?? 'requested') as WithdrawalState | 'all')}
      maw={240}
    />
  );

  const approveButton = (
    <Button
      disabled={selected.length === 0}
      loading={approve.isPending}
      onClick={() => approve.mutate({ ids: selected.map((w) => w.id) })}
    >
      <FormattedMessage
        id="admin.withdrawals.approve"
        values={{ count: selected.length, sum: format.cents(sum) }}
      />
    </Button>
  );

  const columns: Column<AdminWithdrawal>[] = [
    {
      label: 'admin.withdrawals.select',
      cell: (w) =>
        w.state === 'requested' && (
          <Checkbox
            checked={chosen.has(w.id)}
            onChange={(event) => toggle(w.id, event.currentTarget.checked)}
            aria-label={intl.formatMessage(
              { id: 'admin.withdrawals.selectNamed' },
              { amount: format.cents(w.amountCents), holder: w.holder },
            )}
          />
        ),
    },
    { label: 'admin.withdrawals.requestedAt', cell: (w) => format.dateTime(w.requestedAt) },
    { label: 'admin.withdrawals.amount', cell: (w) => format.cents(w.amountCents) },
    { label: 'admin.withdrawals.holder', cell: (w) => w.holder },
    { label: 'admin.withdrawals.iban', cell: (w) => w.iban },
    {
      label: 'admin.withdrawals.state',
      cell: (w) => (
        <Badge variant="light" color={w.state === 'cancelled' ? 'gray' : 'forest'}>
          <FormattedMessage id={STATE_LABELS[w.state]} />
        </Badge>
      ),
    },
  ];

  const batchColumns: Column<WithdrawalBatch>[] = [
    { label: 'admin.withdrawals.messageId', cell: (batch) => batch.messageId },
    { label: 'admin.field.date', cell: (batch) => format.dateTime(batch.createdAt) },
    { label: 'admin.withdrawals.count', cell: (batch) => batch.count },
    { label: 'admin.withdrawals.sum', cell: (batch) => format.cents(batch.sumCents) },
    {
      label: 'admin.field.actions',
      cell: (batch) => (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconDownload size={14} aria-hidden />}
          onClick={() => void download(batch.id)}
          aria-label={intl.formatMessage(
            { id: 'admin.withdrawals.downloadNamed' },
            { messageId: batch.messageId },
          )}
        >
          <FormattedMessage id="admin.withdrawals.download" />
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="xl">
      <AdminSection title="admin.nav.withdrawals" query={list} filters={filters} action={approveButton}>
        <RecordTable rows={list.data} empty="admin.withdrawals.none" minWidth={760} columns={columns} />
      </AdminSection>
      <ConsolePart headingId="withdrawal-batches" title="admin.withdrawals.batches" order={2}>
        <RecordTable
          rows={batches.data}
          empty="admin.withdrawals.batchesNone"
          minWidth={640}
          columns={batchColumns}
        />
      </ConsolePart>
    </Stack>
  );
}
