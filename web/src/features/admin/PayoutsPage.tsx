/**
 * The console's payouts (issue 34, decision 0067): every due date of the released projects — project,
 * issuer, number, date, interest, principal, total, the reference the issuer pays under, state, paid time
 * and what the issuer's repayments hold — filtered by state (the unpaid first); a payment recorded by hand
 * after a confirmation that says what will be distributed (a refusal shows the server's message); and per
 * project its payment status and the declaration of its default, with a reason.
 */
import { Group, Select, Stack, Text } from '@mantine/core';
import type { DueDate, PaymentStatus } from '@wurzelwerk/shared';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DANGER_FILL } from '../../components/danger';
import type { MessageId } from '../../i18n/messages';
import { useFormat } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { type Column, Mono, NO_WRAP, RecordTable, TwoLines } from './AdminTable';
import { AdminSection, ConsolePart } from './layout';
import { DefaultDialog, RecordDialog, useDueName, useProjectName } from './PayoutDialogs';
import {
  berlinToday,
  filterDueDates,
  PAYOUT_FILTERS,
  type PayoutFilter,
  type PayoutProject,
  payoutProjects,
  type ShownState,
  shownState,
} from './payoutRules';
import { RowButton } from './RowActions';
import { useFeedback } from './recordEditing';
import { StateBadge, Sum } from './TransferTable';

const FILTER_LABELS: Record<PayoutFilter, MessageId> = {
  unpaid: 'admin.payouts.filter.unpaid',
  late: 'admin.payouts.filter.late',
  open: 'admin.payouts.filter.open',
  paid: 'admin.payouts.filter.paid',
  all: 'admin.payouts.filter.all',
};

/** Each state's text and a colour dark enough for white text in both themes. */
const STATES: Record<ShownState, { text: MessageId; color: string }> = {
  open: { text: 'admin.payouts.state.open', color: 'var(--mantine-color-gray-7)' },
  late: { text: 'admin.payouts.state.late', color: DANGER_FILL },
  paid: { text: 'admin.payouts.state.paid', color: 'var(--mantine-color-forest-8)' },
};

const STATUSES: Record<PaymentStatus, { text: MessageId; color: string }> = {
  onTrack: { text: 'admin.payouts.status.onTrack', color: 'var(--mantine-color-forest-8)' },
  late: { text: 'admin.payouts.status.late', color: DANGER_FILL },
  default: { text: 'admin.payouts.status.default', color: DANGER_FILL },
  repaid: { text: 'admin.payouts.status.repaid', color: 'var(--mantine-color-blue-8)' },
};

const NUMBER = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

export default function PayoutsPage() {
  const intl = useIntl();
  const format = useFormat();
  const feedback = useFeedback();
  const name = useProjectName();
  const dueName = useDueName();
  const [filter, setFilter] = useState<PayoutFilter>('unpaid');
  const [project, setProject] = useState('all');
  const [recording, setRecording] = useState<DueDate | null>(null);
  const [defaulting, setDefaulting] = useState<PayoutProject | null>(null);
  const list = trpc.admin.payouts.list.useQuery();
  const record = trpc.admin.payouts.record.useMutation({
    onSuccess: () => feedback.done('admin.payouts.recorded', () => setRecording(null)),
    onError: (error) => {
      setRecording(null);
      feedback.failed(error);
    },
  });
  const declare = trpc.admin.payouts.declareDefault.useMutation(
    feedback.on('admin.payouts.declared', () => setDefaulting(null)),
  );
  const today = berlinToday();
  const projects = payoutProjects(list.data ?? [], today);
  const shown = filterDueDates(
    (list.data ?? []).filter((due) => project === 'all' || String(due.assetTypeId) === project),
    filter,
    today,
  );

  const filters = (
    <Group gap="md" align="flex-end">
      <Select
        label={intl.formatMessage({ id: 'admin.field.state' })}
        data={PAYOUT_FILTERS.map((value) => ({
          value,
          label: intl.formatMessage({ id: FILTER_LABELS[value] }),
        }))}
        value={filter}
        allowDeselect={false}
        onChange={(value) => setFilter((value ?? 'unpaid') as PayoutFilter)}
        w={240}
      />
      <Select
        label={intl.formatMessage({ id: 'admin.payouts.project' })}
        data={[
          { value: 'all', label: intl.formatMessage({ id: 'admin.payouts.allProjects' }) },
          ...projects.map((p) => ({ value: String(p.assetTypeId), label: name(p) })),
        ]}
        value={project}
        allowDeselect={false}
        onChange={(value) => setProject(value ?? 'all')}
        w={280}
      />
    </Group>
  );

  const dueColumns: Column<DueDate>[] = [
    {
      label: 'admin.payouts.project',
      cell: (due) => <TwoLines strong main={name(due)} detail={due.issuerName} />,
    },
    { label: 'admin.payouts.number', cell: (due) => due.number, style: NUMBER },
    { label: 'admin.payouts.dueDate', cell: (due) => format.day(due.dueDate), style: NO_WRAP },
    { label: 'admin.payouts.interest', cell: (due) => format.cents(due.interestCents), style: NUMBER },
    { label: 'admin.payouts.principal', cell: (due) => format.cents(due.principalCents), style: NUMBER },
    {
      label: 'admin.payouts.total',
      cell: (due) => <Sum strong cents={due.totalCents} count={due.investmentCount} />,
      style: NUMBER,
    },
    { label: 'admin.payouts.reference', cell: (due) => <Mono>{due.reference}</Mono> },
    {
      label: 'admin.field.state',
      cell: (due) => <StateBadge {...STATES[shownState(due, today)]} />,
      style: { minWidth: 112 },
    },
    {
      label: 'admin.payouts.paidAt',
      cell: (due) => (due.paidAt ? format.dateTime(due.paidAt) : '–'),
      style: NO_WRAP,
    },
    {
      label: 'admin.payouts.held',
      cell: (due) => (due.state === 'paid' ? '–' : format.cents(due.issuerHeldCents)),
      style: NUMBER,
    },
    {
      label: 'admin.field.actions',
      cell: (due) =>
        due.state !== 'paid' && (
          <RowButton label="admin.payouts.record" name={dueName(due)} onClick={() => setRecording(due)} />
        ),
    },
  ];

  const projectColumns: Column<PayoutProject>[] = [
    {
      label: 'admin.payouts.project',
      cell: (project) => <TwoLines strong main={name(project)} detail={project.issuerName} />,
    },
    {
      label: 'admin.payouts.progress',
      cell: (project) => (
        <FormattedMessage id="admin.payouts.paidOf" values={{ paid: project.paid, all: project.dueDates }} />
      ),
    },
    {
      label: 'admin.payouts.status',
      cell: (project) => (
        <>
          <StateBadge {...STATUSES[project.status]} />
          {project.projectDefault && (
            <Text size="xs" mt={4}>
              <FormattedMessage
                id="admin.payouts.defaultSince"
                values={{
                  date: format.date(project.projectDefault.declaredAt),
                  reason: project.projectDefault.reason,
                }}
              />
            </Text>
          )}
        </>
      ),
      style: { minWidth: 140 },
    },
    {
      label: 'admin.field.actions',
      cell: (project) =>
        !project.projectDefault &&
        project.status !== 'repaid' && (
          <RowButton
            label="admin.payouts.declare"
            name={name(project)}
            danger
            onClick={() => setDefaulting(project)}
          />
        ),
    },
  ];

  return (
    <AdminSection title="admin.nav.payouts" query={list} filters={filters}>
      <Stack gap="xl">
        <Stack gap="sm">
          <Text size="sm">
            <FormattedMessage id="admin.payouts.intro" />
          </Text>
          <RecordTable rows={shown} empty="admin.payouts.none" minWidth={1180} columns={dueColumns} />
        </Stack>
        <ConsolePart title="admin.payouts.projects" intro="admin.payouts.projectsIntro">
          <RecordTable
            rows={projects}
            rowKey={(p) => p.assetTypeId}
            empty="admin.payouts.noProjects"
            minWidth={640}
            columns={projectColumns}
          />
        </ConsolePart>
      </Stack>
      {recording && (
        <RecordDialog
          due={recording}
          pending={record.isPending}
          onClose={() => setRecording(null)}
          onRecord={() => record.mutate({ id: recording.id })}
        />
      )}
      {defaulting && (
        <DefaultDialog
          project={defaulting}
          pending={declare.isPending}
          onClose={() => setDefaulting(null)}
          onDeclare={(reason) => declare.mutate({ assetTypeId: defaulting.assetTypeId, reason })}
        />
      )}
    </AdminSection>
  );
}
