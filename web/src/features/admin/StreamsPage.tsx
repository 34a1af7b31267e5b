/** The console's livestreams: schedule one (title, place, category, start, thumbnail, address), end, delete. */
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
import { ImageUpload, textOrNull, useAdminForm, useFields } from './fields';
import { AdminSection } from './layout';
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
  startTime: v.startTime ? new Date(v.startTime) : undefined,
  endTime: v.endTime ? new Date(v.endTime) : undefined,
  streamUrl: textOrNull(v.streamUrl),
});

function ScheduleForm({ onClose }: { onClose: () => void }) {
  const feedback = useFeedback();
  const form = useAdminForm(scheduleStreamInput, emptyValues, toInput);
  const { t, text, select } = useFields(form);
  const schedule = trpc.admin.streams.schedule.useMutation({
    onSuccess: () => feedback.done('admin.streams.saved', onClose),
    onError: feedback.failed,
  });
  return (
    <EditorDialog
      editor={{ title: t('admin.streams.new'), pending: schedule.isPending, onClose }}
      form={form}
      onSave={(values) => schedule.mutate(scheduleStreamInput.parse(toInput(values)))}
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
  const end = trpc.admin.streams.end.useMutation({
    onSuccess: () => feedback.done('admin.streams.endedDone'),
    onError: feedback.failed,
  });
  const remove = trpc.admin.streams.delete.useMutation({
    onSuccess: () => feedback.done('admin.streams.deleted'),
    onError: feedback.failed,
  });
  const [scheduling, setScheduling] = useState(false);
  const title = (s: Stream) => (languageOf(intl.locale) === 'en' ? s.titleEn : s.titleDe);
  const columns: Column<Stream>[] = [
    { label: 'admin.field.title', cell: title },
    { label: 'admin.field.start', cell: (s) => format.dateTime(s.startTime) },
    { label: 'admin.field.state', cell: (s) => <StreamState stream={s} /> },
    { label: 'admin.field.streamUrl', cell: (s) => s.streamUrl ?? '–', style: { wordBreak: 'break-all' } },
    {
      label: 'admin.field.actions',
      cell: (s) => (
        <SimpleGrid cols={2} spacing="xs">
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
      action={<NewButton label="admin.streams.new" onClick={() => setScheduling(true)} />}
    >
      <RecordTable minWidth={720} rows={list.data} columns={columns} />
      {scheduling && <ScheduleForm onClose={() => setScheduling(false)} />}
    </AdminSection>
  );
}
