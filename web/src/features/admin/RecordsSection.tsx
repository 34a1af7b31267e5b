/** A console page of records (projects, news, products): their table, "new …" and the editor dialog. */
import { type ReactNode, useState } from 'react';
import type { MessageId } from '../../i18n/messages';
import { type Column, NewButton, RecordTable } from './AdminTable';
import { AdminSection } from './layout';

interface RecordsSectionProps<T extends { id: number | string }> {
  title: MessageId;
  newLabel: MessageId;
  query: { isPending: boolean; error: { message: string } | null; data?: readonly T[] };
  minWidth: number;
  /** The columns; `edit` opens the editor for a row. */
  columns: (edit: (row: T) => void) => Column<T>[];
  /** The editor dialog for a new record (null) or a row. */
  editor: (record: T | null, close: () => void) => ReactNode;
}

export function RecordsSection<T extends { id: number | string }>(props: RecordsSectionProps<T>) {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  return (
    <AdminSection
      title={props.title}
      query={props.query}
      action={<NewButton label={props.newLabel} onClick={() => setEditing('new')} />}
    >
      <RecordTable minWidth={props.minWidth} rows={props.query.data} columns={props.columns(setEditing)} />
      {editing && props.editor(editing === 'new' ? null : editing, () => setEditing(null))}
    </AdminSection>
  );
}
