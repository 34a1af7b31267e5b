/**
 * The console's sophisticated investor applications (issue 35, decision 0073): pending ones first with the
 * applicant, the criteria claimed and the evidence; an operator approves (valid two years) or rejects. Each
 * decision is audited. The status lifts only the separate risk warning, never the caps of § 2a VermAnlG.
 */
import { Badge, Button, Group, List, Select, Table, Text } from '@mantine/core';
import { SOPHISTICATED_STATES, type SophisticatedState } from '@wurzelwerk/shared';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { useFormat } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { CRITERION_TEXTS } from '../protection';
import { AdminTable } from './AdminTable';
import { AdminSection } from './layout';
import { useFeedback } from './recordEditing';

const STATES: Record<SophisticatedState, MessageId> = {
  pending: 'admin.sophisticated.pending',
  approved: 'admin.sophisticated.approved',
  rejected: 'admin.sophisticated.rejected',
};

const COLUMNS = [
  'admin.sophisticated.appliedAt',
  'admin.sophisticated.applicant',
  'admin.sophisticated.criteria',
  'admin.sophisticated.evidence',
  'admin.sophisticated.state',
  'admin.field.actions',
] as const;

export default function SophisticatedPage() {
  const intl = useIntl();
  const format = useFormat();
  const feedback = useFeedback();
  const [state, setState] = useState<SophisticatedState | 'all'>('pending');
  const list = trpc.admin.sophisticated.list.useQuery({ state: state === 'all' ? undefined : state });
  const decide = trpc.admin.sophisticated.decide.useMutation({
    onSuccess: () => feedback.done('admin.sophisticated.decided'),
    onError: feedback.failed,
  });

  const filters = (
    <Select
      label={intl.formatMessage({ id: 'admin.sophisticated.state' })}
      data={[
        { value: 'all', label: intl.formatMessage({ id: 'admin.sophisticated.all' }) },
        ...SOPHISTICATED_STATES.map((s) => ({ value: s, label: intl.formatMessage({ id: STATES[s] }) })),
      ]}
      value={state}
      allowDeselect={false}
      onChange={(value) => setState((value ?? 'pending') as SophisticatedState | 'all')}
      maw={240}
    />
  );

  return (
    <AdminSection title="admin.nav.sophisticated" query={list} filters={filters}>
      {list.data?.length === 0 && (
        <Text c="dimmed">
          <FormattedMessage id="admin.sophisticated.none" />
        </Text>
      )}
      <AdminTable minWidth={900} columns={COLUMNS}>
        {list.data?.map((a) => {
          const name = a.name ?? a.email ?? '—';
          return (
            <Table.Tr key={a.id}>
              <Table.Td>{format.dateTime(a.appliedAt)}</Table.Td>
              <Table.Td>
                <Text size="sm">{name}</Text>
                <Text size="xs" c="dimmed">
                  {a.email}
                </Text>
              </Table.Td>
              <Table.Td>
                <List size="sm">
                  {a.criteria.map((c) => (
                    <List.Item key={c}>
                      <FormattedMessage id={CRITERION_TEXTS[c]} />
                    </List.Item>
                  ))}
                </List>
              </Table.Td>
              <Table.Td maw={320}>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {a.evidence}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={a.state === 'approved' ? 'forest' : 'gray'}>
                  <FormattedMessage id={STATES[a.state]} />
                </Badge>
                {a.validUntil && (
                  <Text size="xs">
                    <FormattedMessage
                      id="admin.sophisticated.until"
                      values={{ date: format.date(a.validUntil) }}
                    />
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {a.state === 'pending' && (
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      loading={decide.isPending}
                      onClick={() => decide.mutate({ id: a.id, approve: true })}
                      aria-label={intl.formatMessage({ id: 'admin.sophisticated.approveNamed' }, { name })}
                    >
                      <FormattedMessage id="admin.sophisticated.approve" />
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      loading={decide.isPending}
                      onClick={() => decide.mutate({ id: a.id, approve: false })}
                      aria-label={intl.formatMessage({ id: 'admin.sophisticated.rejectNamed' }, { name })}
                    >
                      <FormattedMessage id="admin.sophisticated.reject" />
                    </Button>
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </AdminTable>
    </AdminSection>
  );
}
