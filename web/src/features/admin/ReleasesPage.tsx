/**
 * The console's releases (issue 33, decision 0059): every project's funding with its money by state, the
 * funding close and the release (each asked about first), and the releases made with their state and their
 * SEPA transfer file (pain.001) to upload to the bank.
 */
import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { type FundingState, formatCents, type ReleasableProject } from '@wurzelwerk/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { useFormat } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { AdminTable } from './AdminTable';
import { ConfirmButton } from './ConfirmButton';
import { AdminSection, ConsolePart } from './layout';
import { useFeedback } from './recordEditing';
import { FileLink, ListTable, ProjectCell, StateBadge } from './TransferTable';

const PROJECT_COLUMNS = [
  'admin.releases.project',
  'admin.releases.funding',
  'admin.releases.committed',
  'admin.releases.awaiting',
  'admin.releases.inPeriod',
  'admin.releases.releasable',
  'admin.releases.released',
  'admin.field.actions',
] as const;

const RELEASE_COLUMNS = [
  'admin.field.date',
  'admin.releases.project',
  'admin.releases.amount',
  'admin.releases.endToEndId',
  'admin.field.state',
  'admin.releases.file',
] as const;

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

function Sum({ sum }: { sum: { cents: number; count: number } }) {
  const format = useFormat();
  return (
    <>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {format.euro(formatCents(sum.cents))}
      </Text>
      <Text size="xs" c="dimmed">
        <FormattedMessage id="admin.releases.count" values={{ count: sum.count }} />
      </Text>
    </>
  );
}

export default function ReleasesPage() {
  const intl = useIntl();
  const format = useFormat();
  const feedback = useFeedback();
  const projects = trpc.admin.releases.projects.useQuery();
  const releases = trpc.admin.releases.list.useQuery();
  const close = trpc.admin.releases.closeFunding.useMutation({
    onSuccess: () => feedback.done('admin.releases.closed'),
    onError: feedback.failed,
  });
  const release = trpc.admin.releases.create.useMutation({
    onSuccess: () => feedback.done('admin.releases.created'),
    onError: feedback.failed,
  });
  const name = (p: { nameDe: string; nameEn: string }) => (intl.locale === 'en' ? p.nameEn : p.nameDe);
  const busy = close.isPending || release.isPending;

  const projectRow = (p: ReleasableProject) => (
    <Table.Tr key={p.assetTypeId}>
      <Table.Td>
        <ProjectCell
          name={name(p)}
          issuer={
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
      </Table.Td>
      <Table.Td>
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
      </Table.Td>
      <Table.Td>
        <Sum sum={p.committed} />
      </Table.Td>
      <Table.Td>
        <Sum sum={p.awaiting} />
      </Table.Td>
      <Table.Td>
        <Sum sum={p.inWithdrawalPeriod} />
      </Table.Td>
      <Table.Td>
        <Sum sum={p.releasable} />
      </Table.Td>
      <Table.Td>
        <Sum sum={p.released} />
      </Table.Td>
      <Table.Td>
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
      </Table.Td>
    </Table.Tr>
  );

  return (
    <AdminSection title="admin.nav.releases" query={projects}>
      <Stack gap="xl">
        <ConsolePart title="admin.releases.projects" intro="admin.releases.intro">
          <AdminTable minWidth={900} columns={PROJECT_COLUMNS}>
            {projects.data?.map(projectRow)}
          </AdminTable>
        </ConsolePart>
        <ConsolePart title="admin.releases.list">
          <ListTable
            rows={releases.data}
            empty="admin.releases.none"
            minWidth={760}
            columns={RELEASE_COLUMNS}
            row={(r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{format.dateTime(r.createdAt)}</Table.Td>
                <Table.Td>
                  <Text size="sm">{intl.locale === 'en' ? r.assetNameEn : r.assetNameDe}</Text>
                  <Text size="xs" c="dimmed">
                    {r.issuerName}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Sum sum={{ cents: r.amountCents, count: r.investmentCount }} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {r.endToEndId}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <StateBadge
                    color={
                      r.state === 'booked' ? 'var(--mantine-color-forest-8)' : 'var(--mantine-color-gray-7)'
                    }
                    text={r.state === 'booked' ? 'admin.releases.booked' : 'admin.releases.ordered'}
                  />
                </Table.Td>
                <Table.Td>
                  <FileLink
                    href={`/api/admin/releases/${encodeURIComponent(r.id)}/pain001`}
                    size="sm"
                    label={intl.formatMessage(
                      { id: 'admin.releases.downloadNamed' },
                      { reference: r.endToEndId },
                    )}
                  >
                    <FormattedMessage id="admin.releases.download" />
                  </FileLink>
                </Table.Td>
              </Table.Tr>
            )}
          />
        </ConsolePart>
      </Stack>
    </AdminSection>
  );
}
