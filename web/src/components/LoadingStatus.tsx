/** A page's content while it loads: a status line read out by screen readers, and placeholders of its shape. */
import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/messages';

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
