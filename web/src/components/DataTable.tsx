/** A striped table that scrolls sideways on a narrow screen: its header row from `columns`, its rows as children. */
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { type Column, TableHead } from './TableHead';

interface DataTableProps {
  /** Below this width the table scrolls instead of squeezing its columns. */
  minWidth: number;
  columns: readonly Column[];
  /** What the table shows, where no heading labels it. */
  caption?: ReactNode;
  /** The id of the heading that labels it. */
  labelledBy?: string;
  children: ReactNode;
}

export function DataTable({ minWidth, columns, caption, labelledBy, children }: DataTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped aria-labelledby={labelledBy}>
        {caption && <Table.Caption>{caption}</Table.Caption>}
        <TableHead columns={columns} />
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
