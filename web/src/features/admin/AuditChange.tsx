/**
 * An audit entry's change, field by field: each changed field by the console form's name for it (its key
 * where no form names it) with its value before and after.
 */
import { Code, Table, Text } from '@mantine/core';
import { auditChanges, isOrderStatus } from '@wurzelwerk/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { TableHead } from '../../components/TableHead';
import type { MessageId } from '../../i18n/messages';
import { ORDER_STATUS_LABELS } from '../orders';

const COLUMNS = [
  { label: 'admin.audit.field' },
  { label: 'admin.audit.valueBefore' },
  { label: 'admin.audit.valueAfter' },
] as const;

/** Fields whose name is not `admin.field.<key>`. */
const FIELD_NAMES: Record<string, MessageId> = {
  status: 'admin.field.state',
  trackingNumber: 'admin.field.trackingNumber',
};

/** A field by the name the console's forms give it, or null where none does. */
function useFieldName() {
  const intl = useIntl();
  return (field: string): string | null => {
    const id = FIELD_NAMES[field] ?? `admin.field.${field}`;
    return id in intl.messages ? intl.formatMessage({ id: id as MessageId }) : null;
  };
}

/** A value as a reader takes it in: nothing as a dash, an order status in words, text as it is. */
function useShown() {
  const intl = useIntl();
  return (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return '–';
    if (field === 'status' && typeof value === 'string' && isOrderStatus(value))
      return intl.formatMessage({ id: ORDER_STATUS_LABELS[value] });
    return typeof value === 'string' ? value : JSON.stringify(value);
  };
}

export function AuditChange({ before, after }: { before: unknown; after: unknown }) {
  const shown = useShown();
  const fieldName = useFieldName();
  const changes = auditChanges(before, after);
  if (changes.length === 0)
    return (
      <Text size="sm" c="dimmed">
        <FormattedMessage id="admin.audit.noChange" />
      </Text>
    );
  return (
    <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing="xs" fz="sm">
      <TableHead columns={COLUMNS} />
      <Table.Tbody>
        {changes.map((change) => (
          <Table.Tr key={change.field}>
            <Table.Td>{fieldName(change.field) ?? <Code>{change.field || '–'}</Code>}</Table.Td>
            {[change.before, change.after].map((value, index) => (
              <Table.Td key={index === 0 ? 'before' : 'after'} maw={260} style={{ overflowWrap: 'anywhere' }}>
                {shown(change.field, value)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
