/**
 * The console's releases (issue 33, decision 0059): every project's funding with its money by state, the
 * funding close and the release (each asked about first), and the releases made with their state and their
 * SEPA transfer file (pain.001) to upload to the bank.
 */
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { FundingState, ReleasableProject, Release } from '@wurzelwerk/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { useFormat } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { type Column, Mono, NO_WRAP, RecordTable, TwoLines } from './AdminTable';
import { ConfirmButton } from './ConfirmButton';
import { AdminSection, ConsolePart } from './layout';
import { useFeedback } from './recordEditing';
import { FileLink, StateBadge, Sum } from './TransferTable';

/** A project's money by state, a column each. */
const SUMS = [
  { key: 'committed', label: 'admin.releases.committed' },
  { key: 'awaiting', label: 'admin.releases.awaiting' },
  { key: 'inWithdrawalPeriod', label: 'admin.releases.inPeriod' },
  { key: 'releasable', label: 'admin.releases.releasable' },
  { key: 'released', label: 'admin.releases.released' },
] as const satisfies readonly { key: keyof ReleasableProject; label: MessageId }[];

const STATE_LABELS: Record<FundingState, MessageId> = {
  open: 'admin.releases.state.open',
  targetReached: 'admin.releases.state.targetReached',
  deadlinePassed: 'admin.releases.state.deadlinePassed',
  closed: 'admin.releases.state.closed',
};

/** Dark enough for white text in both themes (the badge's contrast). */
const STATE_COLORS: Record<FundingState, string> = {
  open: 'var(--mantine-color-gray-7)',
  targetReached: 'var(--mantine-color-blue-8)',
  deadlinePassed: 'var(--mantine-color-blue-8)',
  closed: 'var(--mantine-color-forest-8)',
};

export default function ReleasesPage() {
  const intl = useIntl();
  const format = useFormat();
  const feedback = useFeedback();
  const projects = trpc.admin.releases.projects.useQuery();
  const releases = trpc.admin.releases.list.useQuery();
  const close = trpc.admin.releases.closeFunding.useMutation(feedback.on('admin.releases.closed'));
  const release = trpc.admin.releases.create.useMutation(feedback.on('admin.releases.created'));
  const name = (p: { nameDe: string; nameEn: string }) => (intl.locale === 'en' ? p.nameEn : p.nameDe);
  const busy = close.isPending || release.isPending;

  const projectColumns: Column<ReleasableProject>[] = [
    {
      label: 'admin.releases.project',
      cell: (p) => (
        <TwoLines
          strong
          main={name(p)}
          detail={
            <>
              {p.issuer.name}
              {!p.issuer.hasIban && (
                <>
                  {' · '}
                  <FormattedMessage id="admin.issuers.noIban" />
                </>
              )}
            </>
          }
        />
      ),
    },
    {
      label: 'admin.releases.funding',
      cell: (p) => (
        <>
          <Badge color={STATE_COLORS[p.fundingState]} autoContrast>
            <FormattedMessage id={STATE_LABELS[p.fundingState]} />
          </Badge>
          <Text size="xs" c="dimmed">
            {p.fundingTargetEuro !== null && format.euroWhole(p.fundingTargetEuro)}
            {p.fundingTargetEuro !== null && p.fundingDeadline && ' · '}
            {p.fundingDeadline && (
              <FormattedMessage
                id="admin.projects.deadline"
                values={{ date: format.date(new Date(p.fundingDeadline)) }}
              />
            )}
          </Text>
        </>
      ),
    },
    ...SUMS.map(({ key, label }) => ({
      label,
      cell: (p: ReleasableProject) => <Sum cents={p[key].cents} count={p[key].count} />,
      style: NO_WRAP,
    })),
    {
      label: 'admin.field.actions',
      cell: (p) => (
        <Group gap="xs" wrap="nowrap">
          {p.fundingState !== 'closed' && (
            <ConfirmButton
              label="admin.releases.close"
              name={name(p)}
              question="admin.releases.closeQuestion"
              disabled={busy || p.fundingState === 'open'}
              onConfirm={() => close.mutate({ assetTypeId: p.assetTypeId })}
            />
          )}
          {p.fundingState === 'closed' && (
            <ConfirmButton
              label="admin.releases.release"
              name={name(p)}
              question="admin.releases.releaseQuestion"
              disabled={busy || p.releasable.count === 0 || !p.issuer.hasIban}
              onConfirm={() => release.mutate({ assetTypeId: p.assetTypeId })}
            />
          )}
        </Group>
      ),
    },
  ];

  const releaseColumns: Column<Release>[] = [
    { label: 'admin.field.date', cell: (r) => format.dateTime(r.createdAt) },
    {
      label: 'admin.releases.project',
      cell: (r) => (
        <TwoLines main={intl.locale === 'en' ? r.assetNameEn : r.assetNameDe} detail={r.issuerName} />
      ),
    },
    {
      label: 'admin.releases.amount',
      cell: (r) => <Sum cents={r.amountCents} count={r.investmentCount} />,
      style: NO_WRAP,
    },
    { label: 'admin.releases.endToEndId', cell: (r) => <Mono>{r.endToEndId}</Mono> },
    {
      label: 'admin.field.state',
      cell: (r) => (
        <StateBadge
          color={r.state === 'booked' ? 'var(--mantine-color-forest-8)' : 'var(--mantine-color-gray-7)'}
          text={r.state === 'booked' ? 'admin.releases.booked' : 'admin.releases.ordered'}
        />
      ),
    },
    {
      label: 'admin.releases.file',
      cell: (r) => (
        <FileLink
          href={`/api/admin/releases/${encodeURIComponent(r.id)}/pain001`}
          size="sm"
          label={intl.formatMessage({ id: 'admin.releases.downloadNamed' }, { reference: r.endToEndId })}
        >
          <FormattedMessage id="admin.releases.download" />
        </FileLink>
      ),
    },
  ];

  return (
    <AdminSection title="admin.nav.releases" query={projects}>
      <Stack gap="xl">
        <ConsolePart title="admin.releases.projects" intro="admin.releases.intro">
          <RecordTable
            rows={projects.data}
            rowKey={(p) => p.assetTypeId}
            minWidth={900}
            columns={projectColumns}
          />
        </ConsolePart>
        <ConsolePart title="admin.releases.list">
          <RecordTable
            rows={releases.data}
            empty="admin.releases.none"
            minWidth={760}
            columns={releaseColumns}
          />
        </ConsolePart>
      </Stack>
    </AdminSection>
  );
}
