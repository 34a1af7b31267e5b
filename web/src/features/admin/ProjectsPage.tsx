/** The console's projects (asset types): every one, drafts too, with its funding; create, edit, publish. */
import { Table, Text } from '@mantine/core';
import type { adminAssetTypeSchema } from '@wurzelwerk/shared';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { z } from 'zod';
import { useFormat } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { categoryLabels } from '../marketplace';
import { AdminTable, NewButton } from './AdminTable';
import { PublishedBadge, useFeedback } from './kit';
import { AdminSection } from './layout';
import { ProjectForm } from './ProjectForm';
import { RowActions } from './RowActions';

type Project = z.output<typeof adminAssetTypeSchema>;

export default function ProjectsPage() {
  const format = useFormat();
  const feedback = useFeedback();
  const list = trpc.admin.assets.list.useQuery();
  const publish = trpc.admin.assets.publish.useMutation({
    onSuccess: (p) => feedback.done(p.published ? 'admin.publishedDone' : 'admin.unpublishedDone'),
    onError: feedback.failed,
  });
  const [editing, setEditing] = useState<Project | 'new' | null>(null);

  return (
    <AdminSection
      title="admin.nav.projects"
      query={list}
      action={<NewButton label="admin.projects.new" onClick={() => setEditing('new')} />}
    >
      <AdminTable
        minWidth={720}
        columns={[
          'admin.field.name',
          'admin.field.category',
          'admin.field.price',
          'admin.projects.funding',
          'admin.field.state',
          'admin.field.actions',
        ]}
      >
        {list.data?.map((p) => (
          <Table.Tr key={p.id}>
            <Table.Td>
              <Text fw={600} size="sm">
                {p.name}
              </Text>
              <Text size="xs" c="dimmed">
                {p.location}
              </Text>
            </Table.Td>
            <Table.Td>
              <FormattedMessage id={categoryLabels[p.category]} />
            </Table.Td>
            <Table.Td>{p.basePrice}</Table.Td>
            <Table.Td>
              {format.euroWhole(Number(p.fundingRaised))}
              {p.fundingTarget !== null && ` / ${format.euroWhole(p.fundingTarget)}`}
              {p.fundingDeadline && (
                <Text size="xs" c="dimmed">
                  <FormattedMessage
                    id="admin.projects.deadline"
                    values={{ date: format.date(new Date(p.fundingDeadline)) }}
                  />
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <PublishedBadge published={p.published} />
            </Table.Td>
            <Table.Td>
              <RowActions
                name={p.name}
                published={p.published}
                pending={publish.isPending && publish.variables?.id === p.id}
                onEdit={() => setEditing(p)}
                onPublish={() => publish.mutate({ id: p.id, published: !p.published })}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </AdminTable>
      {editing && (
        <ProjectForm project={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </AdminSection>
  );
}
