/** The heading of a catalogue card (a marketplace asset, a shop product) with its category badge beside it. */
import { Badge, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/messages';

interface CardTitleProps {
  children: ReactNode;
  category: MessageId;
  id?: string;
  lang?: string;
}

export function CardTitle({ children, category, id, lang }: CardTitleProps) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
      <Title order={3} size="h4" id={id} lang={lang}>
        {children}
      </Title>
      <Badge variant="light" style={{ flexShrink: 0 }}>
        <FormattedMessage id={category} />
      </Badge>
    </Group>
  );
}
