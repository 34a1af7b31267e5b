/**
 * The bank page's exception list (decision 0058): each item that paid nothing, with its reason; per row
 * assign to an investment, return to the sender, or leave a note. The server refuses what may not be done
 * (and a second decision on the same item) with a message in the reader's language.
 */
import { Button, Group, Table, Text } from '@mantine/core';
import type { BankOpenException } from '@wurzelwerk/shared';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { useFormat } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { AssignDialog, NoteDialog, useItemName } from './BankDialogs';
import { REASON_TEXTS } from './BankTexts';
import { ConfirmButton } from './ConfirmButton';
import { ConsolePart } from './layout';
import { useFeedback } from './recordEditing';
import { ListTable } from './TransferTable';

const COLUMNS = [
  'admin.field.date',
  'admin.bank.counterparty',
  'admin.bank.amount',
  'admin.bank.reference',
  'admin.bank.reasonColumn',
  'admin.bank.note',
  'admin.field.actions',
] as const;

const canMove = (item: BankOpenException) => item.direction === 'credit' && item.reason !== 'return';

/** An action on one exception, named with the item for screen readers. */
function ItemAction({
  label,
  name,
  variant,
  onClick,
}: {
  label: MessageId;
  name: string;
  variant: 'light' | 'default';
  onClick: () => void;
}) {
  const intl = useIntl();
  return (
    <Button
      size="xs"
      variant={variant}
      onClick={onClick}
      aria-label={`${intl.formatMessage({ id: label })}: ${name}`}
    >
      <FormattedMessage id={label} />
    </Button>
  );
}

export function BankExceptions() {
  const format = useFormat();
  const feedback = useFeedback();
  const name = useItemName();
  const list = trpc.admin.bank.exceptions.useQuery();
  const [assigning, setAssigning] = useState<BankOpenException | null>(null);
  const [noting, setNoting] = useState<BankOpenException | null>(null);
  const assign = trpc.admin.bank.assign.useMutation({
    onSuccess: () => feedback.done('admin.bank.assigned', () => setAssigning(null)),
    onError: feedback.failed,
  });
  const giveBack = trpc.admin.bank.returnToSender.useMutation({
    onSuccess: () => feedback.done('admin.bank.returned'),
    onError: feedback.failed,
  });
  const note = trpc.admin.bank.note.useMutation({
    onSuccess: () => feedback.done('admin.bank.noted', () => setNoting(null)),
    onError: feedback.failed,
  });

  return (
    <ConsolePart headingId="bank-exceptions" title="admin.bank.exceptionsTitle">
      <ListTable
        rows={list.data}
        error={list.error}
        empty="admin.bank.noExceptions"
        minWidth={980}
        columns={COLUMNS}
        row={(item) => (
          <Table.Tr key={item.id}>
            <Table.Td>{format.date(item.bookingDate)}</Table.Td>
            <Table.Td>
              <Text size="sm">{item.counterpartyName ?? '–'}</Text>
              {item.counterpartyIban && (
                <Text size="xs" c="dimmed">
                  {item.counterpartyIban}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              {format.euro((item.direction === 'debit' ? -item.amountCents : item.amountCents) / 100)}
            </Table.Td>
            <Table.Td style={{ wordBreak: 'break-all' }}>{item.remittance || '–'}</Table.Td>
            <Table.Td>{item.reason ? <FormattedMessage id={REASON_TEXTS[item.reason]} /> : '–'}</Table.Td>
            <Table.Td>{item.note ?? '–'}</Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                {canMove(item) && (
                  <ItemAction
                    label="admin.bank.assign"
                    name={name(item)}
                    variant="light"
                    onClick={() => setAssigning(item)}
                  />
                )}
                {canMove(item) && (
                  <ConfirmButton
                    label="admin.bank.return"
                    name={name(item)}
                    question="admin.bank.returnQuestion"
                    disabled={giveBack.isPending}
                    onConfirm={() => giveBack.mutate({ id: item.id })}
                  />
                )}
                <ItemAction
                  label="admin.bank.noteAction"
                  name={name(item)}
                  variant="default"
                  onClick={() => setNoting(item)}
                />
              </Group>
            </Table.Td>
          </Table.Tr>
        )}
      />
      {assigning && (
        <AssignDialog
          item={assigning}
          pending={assign.isPending}
          onClose={() => setAssigning(null)}
          onAssign={(investment) => assign.mutate({ id: assigning.id, investment })}
        />
      )}
      {noting && (
        <NoteDialog
          item={noting}
          pending={note.isPending}
          onClose={() => setNoting(null)}
          onNote={(text) => note.mutate({ id: noting.id, note: text })}
        />
      )}
    </ConsolePart>
  );
}
