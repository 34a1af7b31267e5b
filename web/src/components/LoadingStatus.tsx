/** What shows while something loads: status lines read out by screen readers. */
import { Group, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/messages';

/** A page's content while it loads: the status line, and placeholders of its shape. */
export function LoadingStatus({ message, children }: { message: MessageId; children: ReactNode }) {
  return (
    <Stack gap="md" role="status" aria-busy>
      <Text>
        <FormattedMessage id={message} />
      </Text>
      {children}
    </Stack>
  );
}

/** A status line with a small spinner, for a part of a page that loads or waits for an answer. */
export function LoadingLine({ message }: { message: MessageId }) {
  return (
    <Group gap="xs" role="status">
      <Loader size="sm" aria-hidden />
      <Text>
        <FormattedMessage id={message} />
      </Text>
    </Group>
  );
}
