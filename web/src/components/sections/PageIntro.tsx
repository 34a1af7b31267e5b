/**
 * The opening of a public page: the h1 (with an optional badge beside it), a lead line and an optional
 * note; the document title names the page.
 */
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { PageMeta } from '../PageMeta';

export function PageIntro({
  page,
  title,
  badge,
  lead,
  note,
  description,
}: {
  /** The page's name in the document title. */
  page: MessageId;
  /** The page's description (PageMeta). */
  description: MessageId;
  title: ReactNode;
  badge?: ReactNode;
  lead: ReactNode;
  note?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Stack gap="xs" pt="md">
      <PageMeta title={intl.formatMessage({ id: page })} description={description} />
      <Group gap="sm">
        <Title order={1}>{title}</Title>
        {badge && <Badge variant="default">{badge}</Badge>}
      </Group>
      <Text size="lg" maw={760}>
        {lead}
      </Text>
      {note && (
        <Text size="sm" c="dimmed">
          {note}
        </Text>
      )}
    </Stack>
  );
}
