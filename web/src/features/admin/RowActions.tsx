/** A row's buttons: edit, and publish or unpublish — each named with the row's item for screen readers. */
import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

interface RowActionsProps {
  name: string;
  onEdit: () => void;
  /** Without it there is no publish button. */
  published?: boolean;
  onPublish?: () => void;
  pending?: boolean;
  children?: ReactNode;
}

export function RowActions({ name, onEdit, published, onPublish, pending, children }: RowActionsProps) {
  const intl = useIntl();
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant="default"
        onClick={onEdit}
        aria-label={intl.formatMessage({ id: 'admin.editNamed' }, { name })}
      >
        <FormattedMessage id="admin.edit" />
      </Button>
      {onPublish && (
        <Button
          size="xs"
          variant="light"
          loading={pending}
          onClick={onPublish}
          aria-label={intl.formatMessage(
            { id: published ? 'admin.unpublishNamed' : 'admin.publishNamed' },
            { name },
          )}
        >
          <FormattedMessage id={published ? 'admin.unpublish' : 'admin.publish'} />
        </Button>
      )}
      {children}
    </Group>
  );
}
