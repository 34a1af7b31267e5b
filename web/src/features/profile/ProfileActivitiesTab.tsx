/** The signed-in profile's recent activities: the same activity log the dashboard shows. */
import { Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { trpc } from '../../lib/trpc';
import { ActivityList } from './ActivityList';
import { TabPending } from './ProfileSection';

export function ProfileActivitiesTab() {
  const summary = trpc.dashboard.summary.useQuery();
  if (!summary.isSuccess) return <TabPending failed={summary.isError} height={120} />;
  const activities = summary.data.recentActivities;
  if (activities.length === 0) {
    return (
      <Text c="dimmed">
        <FormattedMessage id="profile.activities.empty" />
      </Text>
    );
  }
  return (
    <ActivityList
      items={activities.map((activity) => ({
        id: activity.id,
        icon: 'activity',
        title: activity.message,
        at: activity.createdAt,
      }))}
    />
  );
}
