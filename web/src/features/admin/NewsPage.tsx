/**
 * The console's news: write in German and English, with a picture and a linked project if wanted, preview
 * both, publish and unpublish.
 */
import { Button, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { type adminNewsSchema, languageOf, mediaUrl, newsFields } from '@wurzelwerk/shared';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { NewsImage } from '../../components/NewsImage';
import { useFormat } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import type { Column } from './AdminTable';
import { ImageUpload, useAdminForm, useFields, useSlugFrom } from './fields';
import { RecordsSection } from './RecordsSection';
import { publishFeedback, RowActions } from './RowActions';
import { EditorDialog, PublishedBadge, useFeedback, useRecordEditor } from './recordEditing';

type News = z.output<typeof adminNewsSchema>;

const emptyValues = {
  slug: '',
  titleDe: '',
  titleEn: '',
  contentDe: '',
  contentEn: '',
  published: true,
  imagePath: '',
  /** The linked project's id as the select holds it; '' for none. */
  assetTypeId: '',
};
type Values = typeof emptyValues;

/** The router's input: only the fields the form holds; no picture or project is null. */
const toInput = (v: Values) => ({
  slug: v.slug,
  titleDe: v.titleDe,
  titleEn: v.titleEn,
  contentDe: v.contentDe,
  contentEn: v.contentEn,
  published: v.published,
  imagePath: v.imagePath || null,
  assetTypeId: v.assetTypeId === '' ? null : Number(v.assetTypeId),
});

const valuesOf = (item: News): Values => ({
  ...emptyValues,
  ...item,
  imagePath: item.imagePath ?? '',
  assetTypeId: item.assetTypeId === null ? '' : String(item.assetTypeId),
});

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
          {values.imagePath && <NewsImage src={mediaUrl(values.imagePath)} />}
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {values[`content${lang}`]}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function NewsForm({ item, onClose }: { item: News | null; onClose: () => void }) {
  const form = useAdminForm(newsFields, item ? valuesOf(item) : emptyValues, toInput);
  useSlugFrom(form, 'titleDe', item === null);
  const { text, long, checkbox, select, t } = useFields(form);
  const projects = trpc.admin.assets.list.useQuery();
  const projectOptions = [
    { value: '', label: t('admin.news.noProject') },
    ...(projects.data ?? []).map((project) => ({ value: String(project.id), label: project.name })),
  ];
  const [preview, setPreview] = useState<Values | null>(null);
  const editor = useRecordEditor(trpc.admin.news, item, 'news', onClose);
  return (
    <EditorDialog
      editor={editor}
      form={form}
      onSave={(values) => editor.save(newsFields.parse(toInput(values)))}
    >
      {text('slug', 'admin.field.slug')}
      {text('titleDe', 'admin.field.titleDe')}
      {long('contentDe', 'admin.field.contentDe', 4)}
      {text('titleEn', 'admin.field.titleEn')}
      {long('contentEn', 'admin.field.contentEn', 4)}
      <ImageUpload
        form={form}
        field="imagePath"
        label="admin.field.newsImage"
        hint="admin.image.hintOptional"
      />
      {select('assetTypeId', 'admin.field.project', projectOptions)}
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
  const list = trpc.admin.news.list.useQuery();
  const publish = trpc.admin.news.publish.useMutation(publishFeedback(useFeedback()));
  const title = (n: News) => (languageOf(intl.locale) === 'en' ? n.titleEn : n.titleDe);
  const columns = (edit: (row: News) => void): Column<News>[] => [
    {
      label: 'admin.field.image',
      cell: (n) => n.imagePath && <NewsImage src={mediaUrl(n.imagePath)} size="thumb" />,
      style: { width: 80 },
    },
    { label: 'admin.field.title', cell: title },
    { label: 'admin.field.date', cell: (n) => format.date(n.publishedAt) },
    { label: 'admin.field.state', cell: (n) => <PublishedBadge published={n.published} /> },
    {
      label: 'admin.field.actions',
      cell: (n) => <RowActions name={title(n)} record={n} publish={publish} onEdit={() => edit(n)} />,
    },
  ];
  return <RecordsSection kind="news" query={list} minWidth={720} columns={columns} editor={NewsForm} />;
}
