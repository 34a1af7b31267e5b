/** The console's projects (asset types): every one, drafts too, with its funding; create, edit, publish. */
import { Text } from '@mantine/core';
import type { adminAssetTypeSchema } from '@wurzelwerk/shared';
import { FormattedMessage } from 'react-intl';
import type { z } from 'zod';
import { useFormat } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { categoryLabels } from '../marketplace';
import type { Column } from './AdminTable';
import { ProjectForm } from './ProjectForm';
import { RecordsSection } from './RecordsSection';
import { publishFeedback, RowActions } from './RowActions';
import { PublishedBadge, useFeedback } from './recordEditing';

type Project = z.output<typeof adminAssetTypeSchema>;

export default function ProjectsPage() {
  const format = useFormat();
  const list = trpc.admin.assets.list.useQuery();
  const publish = trpc.admin.assets.publish.useMutation(publishFeedback(useFeedback()));
  const columns = (edit: (row: Project) => void): Column<Project>[] => [
    {
      label: 'admin.field.name',
      cell: (p) => (
        <>
          <Text fw={600} size="sm">
            {p.name}
          </Text>
          <Text size="xs" c="dimmed">
            {p.location}
          </Text>
        </>
      ),
    },
    { label: 'admin.field.category', cell: (p) => <FormattedMessage id={categoryLabels[p.category]} /> },
    { label: 'admin.field.price', cell: (p) => p.basePrice },
    {
      label: 'admin.projects.funding',
      cell: (p) => (
        <>
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
        </>
      ),
    },
    { label: 'admin.field.state', cell: (p) => <PublishedBadge published={p.published} /> },
    {
      label: 'admin.field.actions',
      cell: (p) => <RowActions name={p.name} record={p} publish={publish} onEdit={() => edit(p)} />,
    },
  ];
  return (
    <RecordsSection kind="projects" query={list} minWidth={720} columns={columns} editor={ProjectForm} />
  );
}
