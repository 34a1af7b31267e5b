/** The signed-in profile's recent activities: the same activity log the dashboard shows. */
import { Alert, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconActivity } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import { useFormat } from '../../lib/format';
import { trpc } from '../../lib/trpc';

export function ProfileActivitiesTab() {
  const format = useFormat();
  const summary = trpc.dashboard.summary.useQuery();
  if (summary.isPending) return <Skeleton h={120} aria-hidden />;
  if (summary.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        <FormattedMessage id="profile.loadFailed" />
      </Alert>
    );
  }
  const activities = summary.data.recentActivities;
  if (activities.length === 0) {
    return (
      <Text c="dimmed">
        <FormattedMessage id="profile.activities.empty" />
      </Text>
    );
  }
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {activities.map((activity) => (
        <Group key={activity.id} component="li" gap="sm" wrap="nowrap">
          <ThemeIcon size={36} radius="xl" variant="light" aria-hidden>
            <IconActivity size={18} />
          </ThemeIcon>
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {activity.message}
            </Text>
            <Text size="xs" c="dimmed">
              {format.dateTime(activity.createdAt)}
            </Text>
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
