/** The bank page's dialogs: assigning a receipt to an investment (with the candidates), leaving a note. */
import { Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type BankOpenException, bankNoteInput } from '@wurzelwerk/shared';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormat } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { FormDialog, useCheckedText } from './recordEditing';

interface DialogProps {
  item: BankOpenException;
  pending: boolean;
  onClose: () => void;
}

/** The item's name in titles: its amount and sender. */
export function useItemName() {
  const format = useFormat();
  return (item: BankOpenException) =>
    `${format.euro(item.amountCents / 100)} · ${item.counterpartyName ?? '–'}`;
}

export function AssignDialog({
  item,
  pending,
  onClose,
  onAssign,
}: DialogProps & { onAssign: (investment: string) => void }) {
  const intl = useIntl();
  const format = useFormat();
  const name = useItemName();
  const candidates = trpc.admin.bank.candidates.useQuery({ id: item.id });
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!value.trim()) return setError(intl.formatMessage({ id: 'admin.bank.investmentMissing' }));
    onAssign(value.trim());
  };
  return (
    <FormDialog
      title={intl.formatMessage({ id: 'admin.bank.assignTitle' }, { name: name(item) })}
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      submit="admin.bank.assign"
      size="lg"
    >
      {candidates.data && candidates.data.length > 0 ? (
        <Radio.Group
          label={intl.formatMessage({ id: 'admin.bank.candidates' })}
          value={value}
          onChange={(chosen) => {
            setValue(chosen);
            setError(null);
          }}
        >
          <Stack gap="xs" mt="xs">
            {candidates.data.map((candidate) => (
              <Radio
                key={candidate.id}
                value={candidate.reference}
                label={`${candidate.reference} · ${format.euro(candidate.amountCents / 100)} · ${format.date(candidate.createdAt)}`}
                description={
                  candidate.named ? intl.formatMessage({ id: 'admin.bank.candidateNamed' }) : undefined
                }
              />
            ))}
          </Stack>
        </Radio.Group>
      ) : (
        <Text size="sm" c="dimmed">
          <FormattedMessage
            id={candidates.isPending ? 'admin.bank.candidatesLoading' : 'admin.bank.noCandidates'}
          />
        </Text>
      )}
      <TextInput
        label={intl.formatMessage({ id: 'admin.bank.investment' })}
        description={intl.formatMessage({ id: 'admin.bank.investmentHint' })}
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          setError(null);
        }}
        error={error}
      />
    </FormDialog>
  );
}

export function NoteDialog({
  item,
  pending,
  onClose,
  onNote,
}: DialogProps & { onNote: (note: string) => void }) {
  const intl = useIntl();
  const name = useItemName();
  const note = useCheckedText(bankNoteInput.shape.note, item.note ?? '');
  return (
    <FormDialog
      title={intl.formatMessage({ id: 'admin.bank.noteTitle' }, { name: name(item) })}
      onClose={onClose}
      onSubmit={note.submit(onNote)}
      pending={pending}
      submit="admin.bank.saveNote"
    >
      <Text size="sm">
        <FormattedMessage
          id={item.direction === 'debit' ? 'admin.bank.noteClosesDebit' : 'admin.bank.noteKeepsCredit'}
        />
      </Text>
      <Textarea label={intl.formatMessage({ id: 'admin.bank.note' })} {...note.input} autosize minRows={2} />
    </FormDialog>
  );
}
