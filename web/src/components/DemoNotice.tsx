/** The note on a public demo page: it shows sample data, and an account gives the real thing. */
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import type { MessageId } from '../i18n/messages';

/** `text` says what the page shows once signed in; the title and the way to register are the same on every demo. */
export function DemoNotice({ text }: { text: MessageId }) {
  return (
    <Alert
      variant="light"
      icon={<IconInfoCircle aria-hidden />}
      title={<FormattedMessage id="demos.notice.title" />}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          <FormattedMessage id={text} />
        </Text>
        <Button component={Link} to={paths.register} size="xs">
          <FormattedMessage id="demos.notice.register" />
        </Button>
      </Group>
    </Alert>
  );
}
