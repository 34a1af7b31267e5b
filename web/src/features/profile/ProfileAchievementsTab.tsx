/**
 * The signed-in profile's achievements. The server derives them from the user's own data
 * (account.achievements); the web adds their names, texts and icons.
 */
import { Text } from '@mantine/core';
import { BRAND, type ProfileAchievementId } from '@wurzelwerk/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { trpc } from '../../lib/trpc';
import { AchievementsGrid } from './AchievementsGrid';
import type { AchievementIcon } from './achievementTypes';
import { TabPending } from './ProfileSection';

const TEXTS: Record<ProfileAchievementId, { name: MessageId; description: MessageId }> = {
  welcome: {
    name: 'profile.achievement.welcome.name',
    description: 'profile.achievement.welcome.description',
  },
  firstInvestment: {
    name: 'profile.achievement.firstInvestment.name',
    description: 'profile.achievement.firstInvestment.description',
  },
  firstOrder: {
    name: 'profile.achievement.firstOrder.name',
    description: 'profile.achievement.firstOrder.description',
  },
  fourAssets: {
    name: 'profile.achievement.fourAssets.name',
    description: 'profile.achievement.fourAssets.description',
  },
  allCategories: {
    name: 'profile.achievement.allCategories.name',
    description: 'profile.achievement.allCategories.description',
  },
  farmer: {
    name: 'profile.achievement.farmer.name',
    description: 'profile.achievement.farmer.description',
  },
  bigInvestor: {
    name: 'profile.achievement.bigInvestor.name',
    description: 'profile.achievement.bigInvestor.description',
  },
};

const ICONS: Record<ProfileAchievementId, AchievementIcon> = {
  welcome: 'welcome',
  firstInvestment: 'tree',
  firstOrder: 'cart',
  fourAssets: 'leaf',
  allCategories: 'portfolio',
  farmer: 'farm',
  bigInvestor: 'crown',
};

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
        achievements={achievements.data.map((achievement) => ({
          ...achievement,
          icon: ICONS[achievement.id],
          name: intl.formatMessage({ id: TEXTS[achievement.id].name }),
          description: intl.formatMessage({ id: TEXTS[achievement.id].description }, { brand: BRAND }),
        }))}
      />
    </>
  );
}
