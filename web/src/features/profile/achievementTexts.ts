/** The profile achievements' names, texts and icons (the server sends ids, rarity and dates only). */
import { BRAND, type ProfileAchievement, type ProfileAchievementId } from '@wurzelwerk/shared';
import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import type { AchievementIcon, AchievementView } from './achievementTypes';

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

/** An achievement of the server as the grid shows it; an unlocked one unless said otherwise. */
export function achievementView(
  achievement: Omit<ProfileAchievement, 'unlocked'> & { unlocked?: boolean },
  intl: IntlShape,
): AchievementView {
  return {
    ...achievement,
    unlocked: achievement.unlocked ?? true,
    icon: ICONS[achievement.id],
    name: intl.formatMessage({ id: TEXTS[achievement.id].name }),
    description: intl.formatMessage({ id: TEXTS[achievement.id].description }, { brand: BRAND }),
  };
}
