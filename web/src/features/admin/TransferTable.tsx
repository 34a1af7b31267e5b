/**
 * The console's lists of the money going out of the escrow account and of what the statement left open:
 * returns to senders, releases to issuers, withdrawal files, exceptions, due dates. A note when the list is
 * empty, else its table; a project with its issuer; a transfer's state as a badge; the link that downloads
 * its pain.001 file.
 */
import { Anchor, Badge, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorAlert } from '../../components/ErrorAlert';
import type { MessageId } from '../../i18n/messages';
import { useFailureText } from '../../lib/serverMessage';
import { AdminTable } from './AdminTable';

interface ListTableProps<T> {
  /** Nothing while loading. */
  rows: readonly T[] | undefined;
  /** The query's failure, shown above (nothing when none). */
  error?: unknown;
  /** The note for an empty list. */
  empty: MessageId;
  columns: readonly MessageId[];
  minWidth: number;
  /** A row (a `Table.Tr` with its key). */
  row: (item: T) => ReactNode;
}

export function ListTable<T>({ rows, error, empty, columns, minWidth, row }: ListTableProps<T>) {
  const intl = useIntl();
  const failureText = useFailureText();
  return (
    <>
      {error ? (
        <ErrorAlert title={intl.formatMessage({ id: 'admin.loadFailed' })}>{failureText(error)}</ErrorAlert>
      ) : null}
      {rows?.length === 0 && (
        <Text c="dimmed">
          <FormattedMessage id={empty} />
        </Text>
      )}
      {rows && rows.length > 0 && (
        <AdminTable minWidth={minWidth} columns={columns}>
          {rows.map(row)}
        </AdminTable>
      )}
    </>
  );
}

/** A project in a console list: its name, and under it its issuer (with what else the page says of it). */
export const ProjectCell = ({ name, issuer }: { name: string; issuer: ReactNode }) => (
  <>
    <Text fw={600} size="sm">
      {name}
    </Text>
    <Text size="xs" c="dimmed">
      {issuer}
    </Text>
  </>
);

/** A transfer's state (its colour keeps the text at 4.5:1 in both schemes). */
export const StateBadge = ({ color, text }: { color: string; text: MessageId }) => (
  <Badge color={color} autoContrast>
    <FormattedMessage id={text} />
  </Badge>
);

/** The link that downloads a transfer file; `label` names the file for screen readers. */
export const FileLink = ({
  href,
  label,
  size,
  children,
}: {
  href: string;
  label: string;
  size?: 'sm';
  children: ReactNode;
}) => (
  <Anchor href={href} download size={size} aria-label={label}>
    {children}
  </Anchor>
);
