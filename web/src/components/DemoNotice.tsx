/** The note on a public demo page: it shows sample data, and an account gives the real thing. */
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../app/paths';

export function DemoNotice({
  title,
  text,
  register,
}: {
  title: ReactNode;
  text: ReactNode;
  register: ReactNode;
}) {
  return (
    <Alert
      variant="light"
      icon={<IconInfoCircle aria-hidden />}
      title={title}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{text}</Text>
        <Button component={Link} to={paths.register} size="xs">
          {register}
        </Button>
      </Group>
    </Alert>
  );
}
