/** A console list: a striped table under its column headings, scrolling sideways on narrow screens. */
import { Button, Table } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/messages';

interface AdminTableProps {
  columns: readonly MessageId[];
  minWidth: number;
  children: ReactNode;
}

export function AdminTable({ columns, minWidth, children }: AdminTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            {columns.map((id) => (
              <Table.Th key={id}>
                <FormattedMessage id={id} />
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A column of a record table: its heading and what a row shows in it. */
export interface Column<T> {
  label: MessageId;
  cell: (row: T) => ReactNode;
  style?: CSSProperties;
}

/** A console list of records, a row each, its columns declared as data. */
export function RecordTable<T extends { id: number | string }>({
  rows,
  columns,
  minWidth,
}: {
  rows: readonly T[] | undefined;
  columns: readonly Column<T>[];
  minWidth: number;
}) {
  return (
    <AdminTable minWidth={minWidth} columns={columns.map((column) => column.label)}>
      {rows?.map((row) => (
        <Table.Tr key={row.id}>
          {columns.map((column) => (
            <Table.Td key={column.label} style={column.style}>
              {column.cell(row)}
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
    </AdminTable>
  );
}

/** A page's main action: "new …". */
export function NewButton({ label, onClick }: { label: MessageId; onClick: () => void }) {
  return (
    <Button onClick={onClick}>
      <FormattedMessage id={label} />
    </Button>
  );
}
