import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { AppPath } from '../../app/paths';
import { DocumentTitle } from '../../components/PageHeader';

interface AuthCardProps {
  title: string;
  subtitle: string;
  /** The form. */
  children: ReactNode;
  /** The way to the other auth page: "No account yet? Register". */
  other: { prompt: ReactNode; link: ReactNode; to: AppPath };
}

/** The frame shared by the sign-in and registration pages. */
export function AuthCard({ title, subtitle, children, other }: AuthCardProps) {
  return (
    <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={460} mx="auto">
      <DocumentTitle title={title} />
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{subtitle}</Text>
        </Stack>
        {children}
        <Text ta="center" size="sm">
          {other.prompt}{' '}
          <Anchor component={Link} to={other.to} fw={600}>
            {other.link}
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}
