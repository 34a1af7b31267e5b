/**
 * The console's livestreams: schedule one (title, place, category, start, thumbnail, address), edit and
 * reschedule it, end, delete.
 */
import { Badge, SimpleGrid } from '@mantine/core';
import {
  type adminStreamSchema,
  languageOf,
  STREAM_CATEGORIES,
  scheduleStreamInput,
} from '@wurzelwerk/shared';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { DANGER_FILL } from '../../components/danger';
import { CATEGORY_LABELS } from '../../components/StreamCard';
import { useFormat } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { type Column, NewButton, RecordTable } from './AdminTable';
import { ConfirmButton } from './ConfirmButton';
import { ImageUpload, textOrNull, useAdminForm, useFields, useSlugFrom } from './fields';
import { AdminSection } from './layout';
import { RowButton } from './RowActions';
import { EditorDialog, useFeedback } from './recordEditing';

type Stream = z.output<typeof adminStreamSchema>;

const emptyValues = {
  slug: '',
  titleDe: '',
  titleEn: '',
  location: '',
  category: 'trees' as string,
  startTime: '',
  endTime: '',
  thumbnailPath: '',
  streamUrl: '',
};
type Values = typeof emptyValues;

/** `datetime-local` values are local times; an empty one stays out. */
const toInput = (v: Values) => ({
  ...v,
  // None chosen: the server gives the category's default picture.
  thumbnailPath: v.thumbnailPath || undefined,
  startTime: v.startTime ? new Date(v.startTime) : undefined,
  endTime: v.endTime ? new Date(v.endTime) : undefined,
  streamUrl: textOrNull(v.streamUrl),
});

/** A time as a `datetime-local` input holds it: the local date and time to the minute. */
function localInput(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

const valuesOf = (stream: Stream): Values => ({
  ...emptyValues,
  ...stream,
  startTime: localInput(stream.startTime),
  endTime: localInput(stream.endTime),
  streamUrl: stream.streamUrl ?? '',
});

/** Schedules a stream (`item` null) or edits and reschedules one; either way its end lies after its start. */
function StreamForm({ item, onClose }: { item: Stream | null; onClose: () => void }) {
  const feedback = useFeedback();
  const form = useAdminForm(scheduleStreamInput, item ? valuesOf(item) : emptyValues, toInput);
  useSlugFrom(form, 'titleDe', item === null);
  const { t, text, select } = useFields(form);
  const schedule = trpc.admin.streams.schedule.useMutation(feedback.on('admin.streams.saved', onClose));
  const update = trpc.admin.streams.update.useMutation(feedback.on('admin.streams.updated', onClose));
  const save = (values: Values) => {
    const input = scheduleStreamInput.parse(toInput(values));
    if (item) update.mutate({ ...input, id: item.id });
    else schedule.mutate(input);
  };
  return (
    <EditorDialog
      editor={{
        title: t(item ? 'admin.streams.edit' : 'admin.streams.new'),
        pending: schedule.isPending || update.isPending,
        onClose,
      }}
      form={form}
      onSave={save}
    >
      {text('slug', 'admin.field.slug')}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text('titleDe', 'admin.field.titleDe')}
        {text('titleEn', 'admin.field.titleEn')}
        {text('location', 'admin.field.location')}
        {select(
          'category',
          'admin.field.category',
          STREAM_CATEGORIES.map((c) => ({ value: c, label: t(CATEGORY_LABELS[c]) })),
        )}
        {text('startTime', 'admin.field.start', 'datetime-local')}
        {text('endTime', 'admin.field.end', 'datetime-local')}
      </SimpleGrid>
      <ImageUpload form={form} field="thumbnailPath" label="admin.field.thumbnail" />
      {text('streamUrl', 'admin.field.streamUrl', 'text', 'admin.streams.urlHint')}
    </EditorDialog>
  );
}

function StreamState({ stream }: { stream: Stream }) {
  const now = Date.now();
  const state =
    stream.endTime.getTime() <= now ? 'ended' : stream.startTime.getTime() <= now ? 'live' : 'scheduled';
  const label = {
    ended: 'admin.streams.ended',
    live: 'streams.live',
    scheduled: 'streams.scheduled',
  } as const;
  return (
    <Badge color={state === 'live' ? DANGER_FILL : 'var(--mantine-color-gray-7)'} autoContrast>
      <FormattedMessage id={label[state]} />
    </Badge>
  );
}

export default function StreamsPage() {
  const intl = useIntl();
  const format = useFormat();
  const feedback = useFeedback();
  const list = trpc.admin.streams.list.useQuery();
  const end = trpc.admin.streams.end.useMutation(feedback.on('admin.streams.endedDone'));
  const remove = trpc.admin.streams.delete.useMutation(feedback.on('admin.streams.deleted'));
  // The stream being edited, `null` for a new one; closed when undefined.
  const [editing, setEditing] = useState<Stream | null | undefined>(undefined);
  const title = (s: Stream) => (languageOf(intl.locale) === 'en' ? s.titleEn : s.titleDe);
  const columns: Column<Stream>[] = [
    { label: 'admin.field.title', cell: title },
    { label: 'admin.field.start', cell: (s) => format.dateTime(s.startTime) },
    { label: 'admin.field.state', cell: (s) => <StreamState stream={s} /> },
    { label: 'admin.field.streamUrl', cell: (s) => s.streamUrl ?? '–', style: { wordBreak: 'break-all' } },
    {
      label: 'admin.field.actions',
      cell: (s) => (
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
          <RowButton label="admin.edit" name={title(s)} onClick={() => setEditing(s)} />
          <ConfirmButton
            label="admin.streams.end"
            name={title(s)}
            question="admin.streams.endQuestion"
            disabled={s.endTime.getTime() <= Date.now()}
            onConfirm={() => end.mutate({ id: s.id })}
          />
          <ConfirmButton
            label="admin.delete"
            name={title(s)}
            question="admin.streams.deleteQuestion"
            onConfirm={() => remove.mutate({ id: s.id })}
          />
        </SimpleGrid>
      ),
    },
  ];

  return (
    <AdminSection
      title="admin.nav.streams"
      query={list}
      action={<NewButton label="admin.streams.new" onClick={() => setEditing(null)} />}
    >
      <RecordTable minWidth={720} rows={list.data} columns={columns} />
      {editing !== undefined && <StreamForm item={editing} onClose={() => setEditing(undefined)} />}
    </AdminSection>
  );
}
