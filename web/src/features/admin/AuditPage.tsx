/**
 * The console's audit log (issues 20, 36; decision 0079): who changed what and when, newest first — the
 * action in words, the record by its name, the change field by field — filtered on the server by kind,
 * person, days and words.
 */
import { Badge, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { AUDIT_KINDS, type AuditEntry, type AuditKind, auditKindOf, isAuditAction } from '@wurzelwerk/shared';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePeriod } from '../../components/ListFilter';
import type { MessageId } from '../../i18n/messages';
import { useFormat } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { type Column, RecordTable } from './AdminTable';
import { AuditChange } from './AuditChange';
import { AUDIT_KIND_LABELS, auditActionLabel } from './auditTexts';
import { AdminSection } from './layout';

const PAGE_SIZE = 50;
/** The person filter's values besides an operator's id. */
const EVERYONE = 'all';
const CUSTOMERS = 'customers';

const isKind = (kind: string): kind is AuditKind => (AUDIT_KINDS as readonly string[]).includes(kind);

/** An entry's time, who (an operator or the customer), the action in words, its record by name, the change. */
function useAuditColumns(): Column<AuditEntry>[] {
  const intl = useIntl();
  const format = useFormat();
  const action = (entry: AuditEntry) =>
    isAuditAction(entry.action)
      ? intl.formatMessage({ id: auditActionLabel(entry.action) })
      : intl.formatMessage({ id: 'admin.audit.unknownAction' }, { action: entry.action });
  const subject = (entry: AuditEntry) => {
    if (entry.subject) return entry.subject;
    const kind = auditKindOf(entry.action);
    return intl.formatMessage(
      { id: 'admin.audit.entityOf' },
      { kind: isKind(kind) ? intl.formatMessage({ id: AUDIT_KIND_LABELS[kind] }) : kind, id: entry.entityId },
    );
  };
  return [
    { label: 'admin.audit.when', cell: (entry) => format.dateTime(entry.createdAt) },
    {
      label: 'admin.audit.who',
      cell: (entry) => (
        <Stack gap={2} align="flex-start">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {entry.actorEmail}
          </Text>
          <Badge variant="outline" color={entry.actorKind === 'customer' ? 'grape' : 'gray'}>
            <FormattedMessage
              id={entry.actorKind === 'customer' ? 'admin.audit.byCustomer' : 'admin.audit.byOperator'}
            />
          </Badge>
        </Stack>
      ),
    },
    { label: 'admin.audit.action', cell: action },
    { label: 'admin.audit.subject', cell: subject },
    {
      label: 'admin.audit.change',
      cell: (entry) => <AuditChange before={entry.before} after={entry.after} />,
    },
  ];
}

function AuditFilters(props: {
  kind: string;
  onKind: (kind: string) => void;
  person: string;
  onPerson: (person: string) => void;
  query: string;
  onQuery: (query: string) => void;
  period: ReturnType<typeof usePeriod>;
}) {
  const intl = useIntl();
  const operators = trpc.admin.auditOperators.useQuery();
  const text = (id: MessageId) => intl.formatMessage({ id });
  return (
    <Group align="flex-end" wrap="wrap">
      <Select
        label={text('admin.audit.kind')}
        data={[
          { value: EVERYONE, label: text('admin.audit.allKinds') },
          ...AUDIT_KINDS.map((kind) => ({ value: kind, label: text(AUDIT_KIND_LABELS[kind]) })),
        ]}
        value={props.kind}
        allowDeselect={false}
        onChange={(value) => value !== null && props.onKind(value)}
      />
      <Select
        label={text('admin.audit.person')}
        data={[
          { value: EVERYONE, label: text('admin.audit.everyone') },
          { value: CUSTOMERS, label: text('admin.audit.customers') },
          ...(operators.data ?? []).map((operator) => ({ value: operator.id, label: operator.email })),
        ]}
        value={props.person}
        allowDeselect={false}
        onChange={(value) => value !== null && props.onPerson(value)}
      />
      <TextInput
        type="date"
        label={text('admin.audit.from')}
        value={props.period.from}
        onChange={(e) => props.period.onFromChange(e.currentTarget.value)}
      />
      <TextInput
        type="date"
        label={text('admin.audit.to')}
        value={props.period.to}
        onChange={(e) => props.period.onToChange(e.currentTarget.value)}
      />
      <TextInput
        type="search"
        label={text('admin.audit.search')}
        description={text('admin.audit.searchHint')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={props.query}
        onChange={(e) => props.onQuery(e.currentTarget.value)}
        miw={260}
      />
    </Group>
  );
}

export default function AuditPage() {
  const columns = useAuditColumns();
  const [page, setPage] = useState(0);
  const [kind, setKind] = useState(EVERYONE);
  const [person, setPerson] = useState(EVERYONE);
  const [query, setQuery] = useState('');
  const [words] = useDebouncedValue(query.trim(), 300);
  const period = usePeriod();
  // A new filter starts at the newest entries again.
  const refilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(0);
    };
  const list = trpc.admin.audit.useQuery({
    kind: isKind(kind) ? kind : undefined,
    actorKind: person === CUSTOMERS ? 'customer' : undefined,
    actorId: person !== EVERYONE && person !== CUSTOMERS ? person : undefined,
    from: period.from || undefined,
    to: period.to || undefined,
    query: words || undefined,
    limit: PAGE_SIZE,
    offset: page * PAGE_SIZE,
  });
  const filters = (
    <AuditFilters
      kind={kind}
      onKind={refilter(setKind)}
      person={person}
      onPerson={refilter(setPerson)}
      query={query}
      onQuery={refilter(setQuery)}
      period={{
        ...period,
        onFromChange: refilter(period.onFromChange),
        onToChange: refilter(period.onToChange),
      }}
    />
  );
  return (
    <AdminSection title="admin.nav.audit" query={list} filters={filters}>
      <RecordTable rows={list.data} empty="admin.audit.none" minWidth={900} columns={columns} />
      <Group justify="space-between">
        <Button variant="default" disabled={page === 0} onClick={() => setPage(page - 1)}>
          <FormattedMessage id="admin.audit.newer" />
        </Button>
        <Button
          variant="default"
          disabled={(list.data?.length ?? 0) < PAGE_SIZE}
          onClick={() => setPage(page + 1)}
        >
          <FormattedMessage id="admin.audit.older" />
        </Button>
      </Group>
    </AdminSection>
  );
}
