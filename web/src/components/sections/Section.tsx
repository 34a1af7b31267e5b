/** A page section named by its h2 (with an optional badge, a dimmed line below it and a footnote). */
import { Badge, Box, Group, Stack, Text, Title } from '@mantine/core';
import { BRAND } from '@wurzelwerk/shared';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/messages';

export function Section({
  id,
  title,
  subtitle,
  badge,
  anchor,
  note,
  children,
}: {
  /** The heading's id. */
  id: string;
  title: MessageId;
  /** A dimmed line below the heading; `{brand}` in it is the brand's name. */
  subtitle?: MessageId;
  badge?: ReactNode;
  /** The section's own id, for links to #anchor (kept clear of the sticky header). */
  anchor?: string;
  /** A dimmed footnote below the content (where the figures come from). */
  note?: MessageId;
  children: ReactNode;
}) {
  return (
    <Box
      component="section"
      id={anchor}
      aria-labelledby={id}
      style={anchor ? { scrollMarginTop: 80 } : undefined}
    >
      <Stack gap="lg">
        <Stack gap={4}>
          <Group gap="xs">
            <Title id={id} order={2}>
              <FormattedMessage id={title} />
            </Title>
            {badge && <Badge variant="default">{badge}</Badge>}
          </Group>
          {subtitle && (
            <Text c="dimmed">
              <FormattedMessage id={subtitle} values={{ brand: BRAND }} />
            </Text>
          )}
        </Stack>
        {children}
        {note && (
          <Text size="sm" c="dimmed">
            <FormattedMessage id={note} />
          </Text>
        )}
      </Stack>
    </Box>
  );
}
