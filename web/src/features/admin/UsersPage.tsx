/** The console's users: search by name or e-mail, profile and counts, lock and unlock. */
import { Badge, Button, Group, Table, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { adminUserSchema } from '@wurzelwerk/shared';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { DANGER_FILL } from '../../components/danger';
import { useFormat } from '../../lib/format';
import { useSignedInUser } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { AdminTable } from './AdminTable';
import { ConfirmButton } from './ConfirmButton';
import { AdminSection } from './layout';
import { useFeedback } from './recordEditing';

type User = z.output<typeof adminUserSchema>;

const COLUMNS = [
  'admin.users.name',
  'admin.users.email',
  'admin.users.role',
  'admin.users.since',
  'admin.users.investments',
  'admin.users.orders',
  'admin.field.state',
  'admin.field.actions',
] as const;

export default function UsersPage() {
  const intl = useIntl();
  const format = useFormat();
  const feedback = useFeedback();
  const me = useSignedInUser();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), 300);
  const list = trpc.admin.users.search.useQuery({ query: debounced || undefined, limit: 100, offset: 0 });
  const lock = trpc.admin.users.lock.useMutation({
    onSuccess: (user) => feedback.done(user.lockedAt ? 'admin.users.lockedDone' : 'admin.users.unlockedDone'),
    onError: feedback.failed,
  });
  const name = (u: User) => `${u.firstName} ${u.lastName}`;

  const search = (
    <TextInput
      type="search"
      label={intl.formatMessage({ id: 'admin.users.search' })}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={query}
      onChange={(e) => setQuery(e.currentTarget.value)}
      maw={420}
    />
  );

  return (
    <AdminSection title="admin.nav.users" query={list} filters={search}>
      <AdminTable minWidth={900} columns={COLUMNS}>
        {list.data?.map((u) => (
          <Table.Tr key={u.id}>
            <Table.Td>
              {name(u)} <span style={{ color: 'var(--mantine-color-dimmed)' }}>@{u.username}</span>
            </Table.Td>
            <Table.Td>{u.email}</Table.Td>
            <Table.Td>
              <FormattedMessage
                id={u.role === 'operator' ? 'admin.users.operator' : 'admin.users.investor'}
              />
            </Table.Td>
            <Table.Td>{format.date(u.createdAt)}</Table.Td>
            <Table.Td>{u.counts.investments}</Table.Td>
            <Table.Td>{u.counts.orders}</Table.Td>
            <Table.Td>
              <Group gap={4}>
                {u.lockedAt && (
                  <Badge color={DANGER_FILL}>
                    <FormattedMessage id="admin.users.locked" />
                  </Badge>
                )}
                {!u.emailVerified && (
                  <Badge color="var(--mantine-color-gray-7)">
                    <FormattedMessage id="admin.users.unverified" />
                  </Badge>
                )}
              </Group>
            </Table.Td>
            <Table.Td>
              {u.lockedAt ? (
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => lock.mutate({ id: u.id, locked: false })}
                  aria-label={`${intl.formatMessage({ id: 'admin.users.unlock' })}: ${name(u)}`}
                >
                  <FormattedMessage id="admin.users.unlock" />
                </Button>
              ) : (
                u.id !== me.id && (
                  <ConfirmButton
                    label="admin.users.lock"
                    name={name(u)}
                    question="admin.users.lockQuestion"
                    onConfirm={() => lock.mutate({ id: u.id, locked: true })}
                  />
                )
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </AdminTable>
    </AdminSection>
  );
}
