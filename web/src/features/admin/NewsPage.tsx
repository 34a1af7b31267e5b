/** The console's news: write in German and English, preview both, publish and unpublish. */
import { Button, Card, Group, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { type adminNewsSchema, languageOf, newsFields } from '@wurzelwerk/shared';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { useFormat } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { AdminTable, NewButton } from './AdminTable';
import { EditorDialog, PublishedBadge, saveWith, useAdminForm, useFeedback, useFields } from './kit';
import { AdminSection } from './layout';
import { RowActions } from './RowActions';

type News = z.output<typeof adminNewsSchema>;

const emptyValues = { slug: '', titleDe: '', titleEn: '', contentDe: '', contentEn: '', published: true };
type Values = typeof emptyValues;

/** How the item will read, in both languages. */
function Preview({ values }: { values: Values }) {
  const format = useFormat();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} aria-live="polite">
      {(['De', 'En'] as const).map((lang) => (
        <Card key={lang} withBorder padding="sm" lang={lang.toLowerCase()}>
          <Text size="xs" c="dimmed">
            {format.date(new Date())}
          </Text>
          <Title order={3} size="h5">
            {values[`title${lang}`]}
          </Title>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {values[`content${lang}`]}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function NewsForm({ item, onClose }: { item: News | null; onClose: () => void }) {
  const feedback = useFeedback();
  const form = useAdminForm(newsFields, item ? { ...emptyValues, ...item } : emptyValues, (v) => v);
  const { t, text, long, checkbox } = useFields(form);
  const [preview, setPreview] = useState<Values | null>(null);
  const options = { onSuccess: () => feedback.done('admin.news.saved', onClose), onError: feedback.failed };
  const create = trpc.admin.news.create.useMutation(options);
  const update = trpc.admin.news.update.useMutation(options);
  const { save, pending } = saveWith(item, create, update);
  return (
    <EditorDialog
      title={t(item ? 'admin.news.edit' : 'admin.news.new')}
      form={form}
      pending={pending}
      onClose={onClose}
      onSave={({ slug, titleDe, titleEn, contentDe, contentEn, published }) =>
        save({ slug, titleDe, titleEn, contentDe, contentEn, published })
      }
    >
      {text('slug', 'admin.field.slug')}
      {text('titleDe', 'admin.field.titleDe')}
      {long('contentDe', 'admin.field.contentDe', 4)}
      {text('titleEn', 'admin.field.titleEn')}
      {long('contentEn', 'admin.field.contentEn', 4)}
      {!item && checkbox('published', 'admin.field.publishNow')}
      <Group>
        <Button variant="light" onClick={() => setPreview(form.getValues())}>
          <FormattedMessage id="admin.news.preview" />
        </Button>
      </Group>
      {preview && <Preview values={preview} />}
    </EditorDialog>
  );
}

export default function NewsPage() {
  const intl = useIntl();
  const format = useFormat();
  const feedback = useFeedback();
  const list = trpc.admin.news.list.useQuery();
  const publish = trpc.admin.news.publish.useMutation({
    onSuccess: (n) => feedback.done(n.published ? 'admin.publishedDone' : 'admin.unpublishedDone'),
    onError: feedback.failed,
  });
  const [editing, setEditing] = useState<News | 'new' | null>(null);
  const title = (n: News) => (languageOf(intl.locale) === 'en' ? n.titleEn : n.titleDe);

  return (
    <AdminSection
      title="admin.nav.news"
      query={list}
      action={<NewButton label="admin.news.new" onClick={() => setEditing('new')} />}
    >
      <AdminTable
        minWidth={640}
        columns={['admin.field.title', 'admin.field.date', 'admin.field.state', 'admin.field.actions']}
      >
        {list.data?.map((n) => (
          <Table.Tr key={n.id}>
            <Table.Td>{title(n)}</Table.Td>
            <Table.Td>{format.date(n.publishedAt)}</Table.Td>
            <Table.Td>
              <PublishedBadge published={n.published} />
            </Table.Td>
            <Table.Td>
              <RowActions
                name={title(n)}
                published={n.published}
                pending={publish.isPending && publish.variables?.id === n.id}
                onEdit={() => setEditing(n)}
                onPublish={() => publish.mutate({ id: n.id, published: !n.published })}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </AdminTable>
      {editing && <NewsForm item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </AdminSection>
  );
}
