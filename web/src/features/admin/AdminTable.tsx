/** A console list: a striped table under its column headings, scrolling sideways on narrow screens. */
import { Button, Table } from '@mantine/core';
import type { ReactNode } from 'react';
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

/** A page's main action: "new …". */
export function NewButton({ label, onClick }: { label: MessageId; onClick: () => void }) {
  return (
    <Button onClick={onClick}>
      <FormattedMessage id={label} />
    </Button>
  );
}
