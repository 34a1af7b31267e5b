import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { DocumentTitle } from '../../components/PageHeader';

interface AuthCardProps {
  title: string;
  subtitle: string;
  /** The form. */
  children: ReactNode;
  /** The link to the other auth page. */
  footer: ReactNode;
}

/** The frame shared by the sign-in and registration pages. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
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
          {footer}
        </Text>
      </Stack>
    </Paper>
  );
}
