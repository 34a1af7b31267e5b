/** A console page of records (projects, news, products): their table, "new …" and the editor dialog. */
import { type ComponentType, useState } from 'react';
import { type Column, NewButton, RecordTable } from './AdminTable';
import { AdminSection } from './layout';
import { RECORD_TEXTS, type RecordKind } from './recordEditing';

interface RecordsSectionProps<T extends { id: number | string }> {
  /** Its title and its new button's label: RECORD_TEXTS. */
  kind: RecordKind;
  query: { isPending: boolean; error: { message: string } | null; data?: readonly T[] };
  minWidth: number;
  /** The columns; `edit` opens the editor for a row. */
  columns: (edit: (row: T) => void) => Column<T>[];
  /** The editor dialog for a new record (`item` null) or a row. */
  editor: ComponentType<{ item: T | null; onClose: () => void }>;
}

export function RecordsSection<T extends { id: number | string }>(props: RecordsSectionProps<T>) {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  return (
    <AdminSection
      title={RECORD_TEXTS[props.kind].page}
      query={props.query}
      action={<NewButton label={RECORD_TEXTS[props.kind].new} onClick={() => setEditing('new')} />}
    >
      <RecordTable minWidth={props.minWidth} rows={props.query.data} columns={props.columns(setEditing)} />
      {editing && <props.editor item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </AdminSection>
  );
}
