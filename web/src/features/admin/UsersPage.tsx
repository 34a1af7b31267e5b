/** The console's users: search by name or e-mail, profile and counts, lock and unlock. */
import { Badge, Group, TextInput } from '@mantine/core';
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
import { type Column, RecordTable } from './AdminTable';
import { ConfirmButton } from './ConfirmButton';
import { AdminSection } from './layout';
import { RowButton } from './RowActions';
import { useFeedback } from './recordEditing';

type User = z.output<typeof adminUserSchema>;

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

  const columns: Column<User>[] = [
    {
      label: 'admin.users.name',
      cell: (u) => (
        <>
          {name(u)} <span style={{ color: 'var(--mantine-color-dimmed)' }}>@{u.username}</span>
        </>
      ),
    },
    { label: 'admin.users.email', cell: (u) => u.email },
    {
      label: 'admin.users.role',
      cell: (u) => (
        <FormattedMessage id={u.role === 'operator' ? 'admin.users.operator' : 'admin.users.investor'} />
      ),
    },
    { label: 'admin.users.since', cell: (u) => format.date(u.createdAt) },
    { label: 'admin.users.investments', cell: (u) => u.counts.investments },
    { label: 'admin.users.orders', cell: (u) => u.counts.orders },
    {
      label: 'admin.field.state',
      cell: (u) => (
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
      ),
    },
    {
      label: 'admin.field.actions',
      cell: (u) =>
        u.lockedAt ? (
          <RowButton
            label="admin.users.unlock"
            name={name(u)}
            onClick={() => lock.mutate({ id: u.id, locked: false })}
          />
        ) : (
          u.id !== me.id && (
            <ConfirmButton
              label="admin.users.lock"
              name={name(u)}
              question="admin.users.lockQuestion"
              onConfirm={() => lock.mutate({ id: u.id, locked: true })}
            />
          )
        ),
    },
  ];

  return (
    <AdminSection title="admin.nav.users" query={list} filters={search}>
      <RecordTable rows={list.data} minWidth={900} columns={columns} />
    </AdminSection>
  );
}
