/** The signed-in profile's achievements, derived from the user's own investments and orders. */
import { Alert, Skeleton, Text } from '@mantine/core';
import { BRAND, type Profile } from '@wurzelwerk/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { trpc } from '../../lib/trpc';
import { AchievementsGrid } from './AchievementsGrid';
import { deriveAchievements, type RealAchievementId } from './profileRules';

const TEXTS: Record<RealAchievementId, { name: MessageId; description: MessageId }> = {
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

export function ProfileAchievementsTab({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const investments = trpc.investments.list.useQuery();
  const orders = trpc.orders.list.useQuery();
  // Opening the tab loads the farm like opening /farm does (a new player gets the starting farm).
  const farm = trpc.farm.get.useQuery();
  if (investments.isPending || orders.isPending || farm.isPending) return <Skeleton h={160} aria-hidden />;
  if (investments.isError || orders.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        <FormattedMessage id="profile.loadFailed" />
      </Alert>
    );
  }
  const achievements = deriveAchievements({
    joinedAt: profile.createdAt,
    investments: investments.data,
    orders: orders.data,
    // Without the farm (not reachable now) its achievement simply stays locked.
    farmAchievements: farm.data?.state.achievements ?? [],
  });
  const unlocked = achievements.filter((achievement) => achievement.unlocked).length;
  return (
    <>
      <Text c="dimmed" size="sm" mb="md">
        <FormattedMessage
          id="profile.achievements.summary"
          values={{ unlocked, total: achievements.length }}
        />
      </Text>
      <AchievementsGrid
        achievements={achievements.map((achievement) => ({
          ...achievement,
          name: intl.formatMessage({ id: TEXTS[achievement.id].name }),
          description: intl.formatMessage({ id: TEXTS[achievement.id].description }, { brand: BRAND }),
        }))}
      />
    </>
  );
}
