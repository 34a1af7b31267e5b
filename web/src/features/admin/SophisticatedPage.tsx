/**
 * The console's sophisticated investor applications (issue 35, decision 0073): pending ones first with the
 * applicant, the criteria claimed and the evidence; an operator approves (valid two years) or rejects. Each
 * decision is audited. The status lifts only the separate risk warning, never the caps of § 2a VermAnlG.
 */
import { Badge, Group, List, Select, Text } from '@mantine/core';
import {
  type AdminSophisticatedApplication,
  SOPHISTICATED_STATES,
  type SophisticatedState,
} from '@wurzelwerk/shared';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { useFormat } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { CRITERION_TEXTS } from '../protection';
import { type Column, RecordTable, TwoLines } from './AdminTable';
import { AdminSection } from './layout';
import { RowButton } from './RowActions';
import { useFeedback } from './recordEditing';

const STATES: Record<SophisticatedState, MessageId> = {
  pending: 'admin.sophisticated.pending',
  approved: 'admin.sophisticated.approved',
  rejected: 'admin.sophisticated.rejected',
};

export default function SophisticatedPage() {
  const intl = useIntl();
  const format = useFormat();
  const feedback = useFeedback();
  const [state, setState] = useState<SophisticatedState | 'all'>('pending');
  const list = trpc.admin.sophisticated.list.useQuery({ state: state === 'all' ? undefined : state });
  const decide = trpc.admin.sophisticated.decide.useMutation(feedback.on('admin.sophisticated.decided'));

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

  const name = (a: AdminSophisticatedApplication) => a.name ?? a.email ?? '—';
  const columns: Column<AdminSophisticatedApplication>[] = [
    { label: 'admin.sophisticated.appliedAt', cell: (a) => format.dateTime(a.appliedAt) },
    { label: 'admin.sophisticated.applicant', cell: (a) => <TwoLines main={name(a)} detail={a.email} /> },
    {
      label: 'admin.sophisticated.criteria',
      cell: (a) => (
        <List size="sm">
          {a.criteria.map((c) => (
            <List.Item key={c}>
              <FormattedMessage id={CRITERION_TEXTS[c]} />
            </List.Item>
          ))}
        </List>
      ),
    },
    {
      label: 'admin.sophisticated.evidence',
      cell: (a) => (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {a.evidence}
        </Text>
      ),
      style: { maxWidth: 320 },
    },
    {
      label: 'admin.sophisticated.state',
      cell: (a) => (
        <>
          <Badge variant="light" color={a.state === 'approved' ? 'forest' : 'gray'}>
            <FormattedMessage id={STATES[a.state]} />
          </Badge>
          {a.validUntil && (
            <Text size="xs">
              <FormattedMessage id="admin.sophisticated.until" values={{ date: format.date(a.validUntil) }} />
            </Text>
          )}
        </>
      ),
    },
    {
      label: 'admin.field.actions',
      cell: (a) =>
        a.state === 'pending' && (
          <Group gap="xs" wrap="nowrap">
            <RowButton
              label="admin.sophisticated.approve"
              name={name(a)}
              variant="filled"
              loading={decide.isPending}
              onClick={() => decide.mutate({ id: a.id, approve: true })}
            />
            <RowButton
              label="admin.sophisticated.reject"
              name={name(a)}
              variant="default"
              loading={decide.isPending}
              onClick={() => decide.mutate({ id: a.id, approve: false })}
            />
          </Group>
        ),
    },
  ];

  return (
    <AdminSection title="admin.nav.sophisticated" query={list} filters={filters}>
      <RecordTable rows={list.data} empty="admin.sophisticated.none" minWidth={900} columns={columns} />
    </AdminSection>
  );
}
