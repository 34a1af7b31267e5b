/**
 * The bank page's exception list (decision 0058): each item that paid nothing, with its reason; per row
 * assign to an investment, return to the sender, or leave a note. The server refuses what may not be done
 * (and a second decision on the same item) with a message in the reader's language.
 */
import { Group } from '@mantine/core';
import type { BankOpenException } from '@wurzelwerk/shared';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { trpc } from '../../lib/trpc';
import { type Column, RecordTable } from './AdminTable';
import { AssignDialog, NoteDialog, useItemName } from './BankDialogs';
import { REASON_TEXTS, useBankItemColumns } from './BankTexts';
import { ConfirmButton } from './ConfirmButton';
import { ConsolePart } from './layout';
import { RowButton } from './RowActions';
import { useFeedback } from './recordEditing';

const canMove = (item: BankOpenException) => item.direction === 'credit' && item.reason !== 'return';

export function BankExceptions() {
  const feedback = useFeedback();
  const name = useItemName();
  const list = trpc.admin.bank.exceptions.useQuery();
  const [assigning, setAssigning] = useState<BankOpenException | null>(null);
  const [noting, setNoting] = useState<BankOpenException | null>(null);
  const assign = trpc.admin.bank.assign.useMutation(
    feedback.on('admin.bank.assigned', () => setAssigning(null)),
  );
  const giveBack = trpc.admin.bank.returnToSender.useMutation(feedback.on('admin.bank.returned'));
  const note = trpc.admin.bank.note.useMutation(feedback.on('admin.bank.noted', () => setNoting(null)));

  const columns: Column<BankOpenException>[] = [
    ...useBankItemColumns(),
    {
      label: 'admin.bank.reasonColumn',
      cell: (item) => (item.reason ? <FormattedMessage id={REASON_TEXTS[item.reason]} /> : '–'),
    },
    { label: 'admin.bank.note', cell: (item) => item.note ?? '–' },
    {
      label: 'admin.field.actions',
      cell: (item) => (
        <Group gap="xs" wrap="nowrap">
          {canMove(item) && (
            <RowButton label="admin.bank.assign" name={name(item)} onClick={() => setAssigning(item)} />
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
          <RowButton
            label="admin.bank.noteAction"
            name={name(item)}
            variant="default"
            onClick={() => setNoting(item)}
          />
        </Group>
      ),
    },
  ];

  return (
    <ConsolePart headingId="bank-exceptions" title="admin.bank.exceptionsTitle">
      <RecordTable
        rows={list.data}
        error={list.error}
        empty="admin.bank.noExceptions"
        minWidth={980}
        columns={columns}
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
