import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { BRAND } from '@wurzelwerk/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messages';

/** The honest placeholder for content that a later issue builds: no invented figures or texts. */
export function UnderConstructionPanel() {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          <IconTools size={26} />
        </ThemeIcon>
        <Text fw={600} size="lg">
          <FormattedMessage id="building.text" />
        </Text>
        <Text c="dimmed">
          <FormattedMessage id="building.hint" />
        </Text>
      </Stack>
    </Paper>
  );
}

/** A whole page that is still being built: its title, as heading and document title, and the panel. */
export default function UnderConstructionPage({ title }: { title: MessageId }) {
  const intl = useIntl();
  const heading = intl.formatMessage({ id: title });
  return (
    <Stack gap="lg">
      <title>{`${heading} – ${BRAND}`}</title>
      <Title order={1}>{heading}</Title>
      <UnderConstructionPanel />
    </Stack>
  );
}
