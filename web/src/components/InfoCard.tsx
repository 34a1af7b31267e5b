/** A bordered card of an icon, a title and a dimmed text (the marketplace's notes, the shop's benefits). */
import { Card, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/messages';

export interface InfoCardProps {
  icon: ReactNode;
  title: MessageId;
  text: MessageId;
  /** The values of both messages' placeholders. */
  values?: Record<string, string>;
}

export function InfoCard({ icon, title, text, values }: InfoCardProps) {
  return (
    <Card withBorder radius="md" padding="lg">
      <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
        {icon}
      </ThemeIcon>
      <Title order={3} size="h4" mt="sm">
        <FormattedMessage id={title} values={values} />
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        <FormattedMessage id={text} values={values} />
      </Text>
    </Card>
  );
}
