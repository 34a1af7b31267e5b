/** The closing box of a public page: a centred heading, an optional text and links as buttons. */
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { AppPath } from '../../config/paths';
import type { MessageId } from '../../i18n/messages';

export interface CallToActionLink {
  to: AppPath;
  label: MessageId;
}

/** The first link is the main action (filled), the others are secondary. */
export function CallToAction({
  id,
  title,
  text,
  links,
}: {
  id: string;
  title: MessageId;
  text?: ReactNode;
  links: readonly CallToActionLink[];
}) {
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="md" p="xl">
      <Stack align="center" ta="center" gap="md">
        <Title id={id} order={2}>
          <FormattedMessage id={title} />
        </Title>
        {text && (
          <Text c="dimmed" maw={640}>
            {text}
          </Text>
        )}
        <Group justify="center">
          {links.map((link, index) => (
            <Button
              key={link.label}
              component={Link}
              to={link.to}
              size="md"
              variant={index === 0 ? 'filled' : 'default'}
            >
              <FormattedMessage id={link.label} />
            </Button>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
