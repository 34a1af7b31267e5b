/** The console's audit log: who changed what and when, with the values before and after; newest first. */
import { Button, Code, Group, Table } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useFormat } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { AdminTable } from './AdminTable';
import { AdminSection } from './layout';

const PAGE_SIZE = 50;
const COLUMNS = [
  'admin.audit.when',
  'admin.audit.who',
  'admin.audit.action',
  'admin.audit.entity',
  'admin.audit.before',
  'admin.audit.after',
] as const;

/** A value of the log as compact JSON; nothing as a dash. */
const shown = (value: unknown) => (value === null || value === undefined ? '–' : JSON.stringify(value));

export default function AuditPage() {
  const format = useFormat();
  const [page, setPage] = useState(0);
  const list = trpc.admin.audit.useQuery({ limit: PAGE_SIZE, offset: page * PAGE_SIZE });
  return (
    <AdminSection title="admin.nav.audit" query={list}>
      <AdminTable minWidth={900} columns={COLUMNS}>
        {list.data?.map((entry) => (
          <Table.Tr key={entry.id}>
            <Table.Td>{format.dateTime(entry.createdAt)}</Table.Td>
            <Table.Td>{entry.actorEmail}</Table.Td>
            <Table.Td>{entry.action}</Table.Td>
            <Table.Td>
              {entry.entity} {entry.entityId}
            </Table.Td>
            {[entry.before, entry.after].map((value, index) => (
              <Table.Td key={index === 0 ? 'before' : 'after'} maw={320}>
                <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                  {shown(value)}
                </Code>
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </AdminTable>
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
