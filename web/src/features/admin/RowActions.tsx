/**
 * A row's buttons: edit, and publish or unpublish — each named with the row's item for screen readers; and
 * a row's single action, named the same way.
 */
import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DANGER_FILL } from '../../components/danger';
import type { MessageId } from '../../i18n/messages';

/**
 * A row's action: its text, spoken as "<text>: <name>" (the row's item); red when it cannot be undone, grey
 * (`default`) beside a more prominent one.
 */
export function RowButton(props: {
  label: MessageId;
  name: string;
  danger?: boolean;
  variant?: 'filled' | 'light' | 'default';
  loading?: boolean;
  onClick: () => void;
}) {
  const text = useIntl().formatMessage({ id: props.label });
  return (
    <Button
      size="xs"
      variant={props.danger ? 'filled' : (props.variant ?? 'light')}
      color={props.danger ? DANGER_FILL : undefined}
      loading={props.loading}
      onClick={props.onClick}
      aria-label={`${text}: ${props.name}`}
    >
      {text}
    </Button>
  );
}

type Publishable = { id: number | string; published: boolean };

/** A publish mutation (tRPC's `admin.<records>.publish`) as the row's button uses it. */
interface PublishMutation<T extends Publishable> {
  mutate(input: { id: T['id']; published: boolean }): void;
  isPending: boolean;
  variables?: { id: T['id'] };
}

/** The publish mutation's toasts: "published" or "unpublished", or the failure. */
export const publishFeedback = (feedback: {
  done(message: MessageId): void;
  failed(error: { message: string }): void;
}) => ({
  onSuccess: (record: { published: boolean }) =>
    feedback.done(record.published ? 'admin.publishedDone' : 'admin.unpublishedDone'),
  onError: feedback.failed,
});

interface RowActionsProps<T extends Publishable> {
  name: string;
  onEdit: () => void;
  /** The row's record and its publish mutation; without them there is no publish button. */
  record?: T;
  publish?: PublishMutation<T>;
  children?: ReactNode;
}

export function RowActions<T extends Publishable>({
  name,
  onEdit,
  record,
  publish,
  children,
}: RowActionsProps<T>) {
  return (
    <Group gap="xs" wrap="nowrap">
      <RowButton label="admin.edit" name={name} variant="default" onClick={onEdit} />
      {record && publish && (
        <RowButton
          label={record.published ? 'admin.unpublish' : 'admin.publish'}
          name={name}
          loading={publish.isPending && publish.variables?.id === record.id}
          onClick={() => publish.mutate({ id: record.id, published: !record.published })}
        />
      )}
      {children}
    </Group>
  );
}
