/** A page section named by its h2 (with an optional badge and a dimmed line below it). */
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
      </Stack>
    </Box>
  );
}
