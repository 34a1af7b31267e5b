/**
 * The console's complaints queue (issue 35, decision 0075): complaints and accessibility feedback, the
 * unanswered first by the day the answer is due, overdue ones marked; each opens in a dialog with the
 * sender's message and the answer form (stored, mailed to the sender, audited).
 */
import { Stack, Text, Textarea } from '@mantine/core';
import { type AdminComplaint, complaintAnswerInput } from '@wurzelwerk/shared';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DANGER_FILL } from '../../components/danger';
import type { MessageId } from '../../i18n/messages';
import { useFormat } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { type Column, Mono, NO_WRAP, RecordTable, TwoLines } from './AdminTable';
import { AdminSection } from './layout';
import { RowButton } from './RowActions';
import { FormDialog, useCheckedText, useFeedback } from './recordEditing';
import { StateBadge } from './TransferTable';

const KINDS: Record<AdminComplaint['kind'], MessageId> = {
  complaint: 'admin.complaints.kind.complaint',
  accessibility: 'admin.complaints.kind.accessibility',
};

function stateOf(complaint: AdminComplaint): { text: MessageId; color: string } {
  if (complaint.status === 'answered')
    return { text: 'admin.complaints.state.answered', color: 'var(--mantine-color-forest-8)' };
  if (complaint.overdue) return { text: 'admin.complaints.state.overdue', color: DANGER_FILL };
  return { text: 'admin.complaints.state.received', color: 'var(--mantine-color-gray-7)' };
}

const answerRule = complaintAnswerInput.shape.answer;

function AnswerDialog({ complaint, onClose }: { complaint: AdminComplaint; onClose: () => void }) {
  const intl = useIntl();
  const format = useFormat();
  const feedback = useFeedback();
  const text = useCheckedText(answerRule);
  const answer = trpc.admin.complaints.answer.useMutation(
    feedback.on('admin.complaints.answeredToast', onClose),
  );
  return (
    <FormDialog
      title={`${complaint.ticket}: ${complaint.subject}`}
      pending={answer.isPending}
      onClose={onClose}
      size="lg"
      submit="admin.complaints.send"
      onSubmit={text.submit((checked) => answer.mutate({ id: complaint.id, answer: checked }))}
    >
      <SenderLine complaint={complaint} />
      <Text size="sm" fw={600}>
        <FormattedMessage id="admin.complaints.dueOn" values={{ date: format.day(complaint.answerDueOn) }} />
      </Text>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{complaint.message}</Text>
      <Textarea
        label={intl.formatMessage({ id: 'admin.complaints.answer' })}
        description={intl.formatMessage(
          { id: 'admin.complaints.answerHint' },
          { language: complaint.language.toUpperCase() },
        )}
        autosize
        minRows={6}
        required
        data-autofocus
        {...text.input}
      />
    </FormDialog>
  );
}

/** Who sent the complaint, and when. */
function SenderLine({ complaint }: { complaint: AdminComplaint }) {
  const format = useFormat();
  return (
    <Text size="sm">
      <FormattedMessage
        id="admin.complaints.from"
        values={{ name: complaint.name, email: complaint.email, date: format.dateTime(complaint.createdAt) }}
      />
    </Text>
  );
}

function AnsweredDialog({ complaint, onClose }: { complaint: AdminComplaint; onClose: () => void }) {
  const format = useFormat();
  return (
    <FormDialog
      title={`${complaint.ticket}: ${complaint.subject}`}
      pending={false}
      onClose={onClose}
      size="lg"
      submit="admin.close"
      secondary={<span />}
      onSubmit={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <SenderLine complaint={complaint} />
      <Text style={{ whiteSpace: 'pre-wrap' }}>{complaint.message}</Text>
      <Text size="sm" fw={600}>
        <FormattedMessage
          id="admin.complaints.answeredBy"
          values={{
            who: complaint.answeredBy ?? '–',
            date: complaint.answeredAt ? format.dateTime(complaint.answeredAt) : '–',
          }}
        />
      </Text>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{complaint.answer}</Text>
    </FormDialog>
  );
}

export default function ComplaintsPage() {
  const format = useFormat();
  const list = trpc.admin.complaints.list.useQuery();
  const [open, setOpen] = useState<AdminComplaint | null>(null);
  const overdue = list.data?.filter((complaint) => complaint.overdue).length ?? 0;
  const columns: Column<AdminComplaint>[] = [
    { label: 'admin.complaints.ticket', cell: (complaint) => <Mono>{complaint.ticket}</Mono> },
    { label: 'admin.complaints.kind', cell: (complaint) => <FormattedMessage id={KINDS[complaint.kind]} /> },
    { label: 'admin.complaints.subject', cell: (complaint) => complaint.subject },
    {
      label: 'admin.complaints.sender',
      cell: (complaint) => <TwoLines main={complaint.name} detail={complaint.email} />,
    },
    {
      label: 'admin.complaints.received',
      cell: (complaint) => format.date(complaint.createdAt),
      style: NO_WRAP,
    },
    {
      label: 'admin.complaints.due',
      cell: (complaint) =>
        complaint.overdue ? (
          <strong>{format.day(complaint.answerDueOn)}</strong>
        ) : (
          format.day(complaint.answerDueOn)
        ),
      style: NO_WRAP,
    },
    {
      label: 'admin.field.state',
      cell: (complaint) => <StateBadge {...stateOf(complaint)} />,
      style: { minWidth: 120 },
    },
    {
      label: 'admin.field.actions',
      cell: (complaint) => (
        <RowButton
          label={complaint.status === 'answered' ? 'admin.complaints.view' : 'admin.complaints.reply'}
          name={complaint.ticket}
          onClick={() => setOpen(complaint)}
        />
      ),
    },
  ];
  return (
    <AdminSection title="admin.complaints.title" query={list}>
      <Stack gap="sm">
        <Text size="sm">
          <FormattedMessage id="admin.complaints.intro" values={{ overdue }} />
        </Text>
        <RecordTable rows={list.data} empty="admin.complaints.empty" columns={columns} minWidth={980} />
      </Stack>
      {open &&
        (open.status === 'answered' ? (
          <AnsweredDialog complaint={open} onClose={() => setOpen(null)} />
        ) : (
          <AnswerDialog complaint={open} onClose={() => setOpen(null)} />
        ))}
    </AdminSection>
  );
}
