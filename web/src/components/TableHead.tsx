/** A table's header row: one column header per message, amounts and counts aligned right. */
import { Table } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/messages';

export interface Column {
  label: MessageId;
  align?: 'right';
}

export function TableHead({ columns }: { columns: readonly Column[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map(({ label, align }) => (
          <Table.Th key={label} scope="col" ta={align}>
            <FormattedMessage id={label} />
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
