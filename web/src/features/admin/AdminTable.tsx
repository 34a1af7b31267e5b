/**
 * A console list of records (a DataTable: striped, under its column headings, scrolling sideways on narrow
 * screens) with its columns as data and its note when empty; the cells several lists share.
 */
import { Button, Table, Text } from '@mantine/core';
import type { CSSProperties, Key, ReactElement, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DataTable } from '../../components/DataTable';
import { ErrorAlert } from '../../components/ErrorAlert';
import type { MessageId } from '../../i18n/messages';
import { useFailureText } from '../../lib/serverMessage';

/**
 * A cell's two lines: what it names (bold where it is the row's subject, e.g. a project), and under it,
 * small and dimmed, what goes with it (an e-mail, an IBAN, an issuer); no second line without `detail`.
 */
export function TwoLines({
  main,
  detail,
  strong,
}: {
  main: ReactNode;
  detail?: ReactNode;
  strong?: boolean;
}) {
  return (
    <>
      <Text size="sm" fw={strong ? 600 : undefined}>
        {main}
      </Text>
      {detail != null && detail !== false && detail !== '' && (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      )}
    </>
  );
}

/** A column's cells on one line (dates, sums). */
export const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** A code in a cell (a ticket, a reference), in a monospace font. */
export const Mono = ({ children }: { children: ReactNode }) => (
  <Text size="sm" ff="monospace">
    {children}
  </Text>
);

/** A column of a record table: its heading and what a row shows in it. */
export interface Column<T> {
  label: MessageId;
  cell: (row: T) => ReactNode;
  style?: CSSProperties;
}

interface RecordTableProps<T> {
  /** Nothing while loading. */
  rows: readonly T[] | undefined;
  columns: readonly Column<T>[];
  minWidth: number;
  /** The note shown instead of the table when the list is empty; without it, the headings alone. */
  empty?: MessageId;
  /** The query's failure, shown above (an AdminSection shows its own query's; this is for a part's). */
  error?: unknown;
  /** A row's key: its `id` unless this says otherwise. */
  rowKey?: (row: T) => Key;
}

/** A console list of records, a row each, its columns declared as data (heading and cell together). */
export function RecordTable<T extends { id: Key }>(props: RecordTableProps<T>): ReactElement;
/** Records without an id say what keys their rows. */
export function RecordTable<T>(props: RecordTableProps<T> & { rowKey: (row: T) => Key }): ReactElement;
export function RecordTable<T>({ rows, columns, minWidth, empty, error, ...props }: RecordTableProps<T>) {
  const intl = useIntl();
  const failureText = useFailureText();
  const rowKey = props.rowKey ?? ((row: T) => (row as { id: Key }).id);
  return (
    <>
      {error ? (
        <ErrorAlert title={intl.formatMessage({ id: 'admin.loadFailed' })}>{failureText(error)}</ErrorAlert>
      ) : null}
      {empty && rows?.length === 0 ? (
        <Text c="dimmed">
          <FormattedMessage id={empty} />
        </Text>
      ) : (
        rows && (
          <DataTable minWidth={minWidth} columns={columns}>
            {rows.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((column) => (
                  <Table.Td key={column.label} style={column.style}>
                    {column.cell(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </DataTable>
        )
      )}
    </>
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
