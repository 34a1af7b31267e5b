/**
 * The bank page's returns to senders (decision 0058): their state, the pain.001 file of the pending ones
 * (made once, then downloadable again by its message id) to upload at the bank.
 */
import { Button, Text } from '@mantine/core';
import type { BankReturn } from '@wurzelwerk/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { saveFile } from '../../lib/download';
import { useFormat } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { type Column, RecordTable, TwoLines } from './AdminTable';
import { shade } from './BankTexts';
import { ConsolePart } from './layout';
import { useFeedback } from './recordEditing';
import { FileLink, StateBadge } from './TransferTable';

const STATE_TEXTS = {
  pending: 'admin.bank.state.pending',
  ordered: 'admin.bank.state.ordered',
  booked: 'admin.bank.state.booked',
} as const;
// Dark shades (and light yellow with black text) keep the badge text at 4.5:1 in both schemes (as OrderStatusBadge).
const STATE_COLOURS = { pending: shade('yellow', 4), ordered: shade('blue', 9), booked: shade('forest', 8) };

const fileUrl = (messageId: string) => `/api/admin/bank/returns/files/${encodeURIComponent(messageId)}`;

export function BankReturns() {
  const intl = useIntl();
  const format = useFormat();
  const feedback = useFeedback();
  const list = trpc.admin.bank.returns.useQuery();
  const order = trpc.admin.bank.orderReturns.useMutation({
    onSuccess: (file) => {
      const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
      saveFile(new Blob([bytes], { type: file.contentType }), file.fileName);
      feedback.done('admin.bank.fileMade');
    },
    onError: feedback.failed,
  });
  const pending = list.data?.filter((row: BankReturn) => row.state === 'pending').length ?? 0;

  const columns: Column<BankReturn>[] = [
    { label: 'admin.bank.endToEndId', cell: (row) => row.endToEndId },
    {
      label: 'admin.bank.creditor',
      cell: (row) => <TwoLines main={row.creditorName} detail={row.creditorIban} />,
    },
    { label: 'admin.bank.amount', cell: (row) => format.euro(row.amountCents / 100) },
    {
      label: 'admin.bank.state',
      cell: (row) => <StateBadge color={STATE_COLOURS[row.state]} text={STATE_TEXTS[row.state]} />,
    },
    {
      label: 'admin.bank.returnFile',
      cell: (row) =>
        row.fileMessageId ? (
          <FileLink
            href={fileUrl(row.fileMessageId)}
            label={intl.formatMessage({ id: 'admin.bank.downloadFile' }, { id: row.fileMessageId })}
          >
            {row.fileMessageId}
          </FileLink>
        ) : (
          '–'
        ),
    },
  ];

  return (
    <ConsolePart
      headingId="bank-returns"
      title="admin.bank.returnsTitle"
      action={
        <Button onClick={() => order.mutate()} loading={order.isPending} disabled={pending === 0}>
          <FormattedMessage id="admin.bank.makeFile" values={{ count: pending }} />
        </Button>
      }
    >
      <Text size="sm" c="dimmed">
        <FormattedMessage id="admin.bank.returnsHint" />
      </Text>
      <RecordTable
        rows={list.data}
        error={list.error}
        empty="admin.bank.noReturns"
        minWidth={760}
        columns={columns}
      />
    </ConsolePart>
  );
}
