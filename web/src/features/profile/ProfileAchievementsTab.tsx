/**
 * The signed-in profile's achievements. The server derives them from the user's own data
 * (account.achievements); the web adds their names, texts and icons.
 */
import { Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { trpc } from '../../lib/trpc';
import { AchievementsGrid } from './AchievementsGrid';
import { achievementView } from './achievementTexts';
import { TabPending } from './ProfileSection';

export function ProfileAchievementsTab() {
  const intl = useIntl();
  // Investing, ordering and playing happen on other pages: the tab asks again each time it opens instead
  // of relying on every one of them to invalidate it.
  const achievements = trpc.account.achievements.useQuery(undefined, { refetchOnMount: 'always' });
  if (!achievements.isSuccess) return <TabPending failed={achievements.isError} height={160} />;
  const unlocked = achievements.data.filter((achievement) => achievement.unlocked).length;
  return (
    <>
      <Text c="dimmed" size="sm" mb="md">
        <FormattedMessage
          id="profile.achievements.summary"
          values={{ unlocked, total: achievements.data.length }}
        />
      </Text>
      <AchievementsGrid
        achievements={achievements.data.map((achievement) => achievementView(achievement, intl))}
      />
    </>
  );
}
