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
  knowledgeTest: {
    name: 'profile.achievement.knowledgeTest.name',
    description: 'profile.achievement.knowledgeTest.description',
  },
  lossCheck: {
    name: 'profile.achievement.lossCheck.name',
    description: 'profile.achievement.lossCheck.description',
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
  spread: {
    name: 'profile.achievement.spread.name',
    description: 'profile.achievement.spread.description',
  },
  withinLimits: {
    name: 'profile.achievement.withinLimits.name',
    description: 'profile.achievement.withinLimits.description',
  },
  reconsidered: {
    name: 'profile.achievement.reconsidered.name',
    description: 'profile.achievement.reconsidered.description',
  },
  readSheet: {
    name: 'profile.achievement.readSheet.name',
    description: 'profile.achievement.readSheet.description',
  },
};

const ICONS: Record<ProfileAchievementId, AchievementIcon> = {
  welcome: 'welcome',
  knowledgeTest: 'portfolio',
  lossCheck: 'leaf',
  firstInvestment: 'tree',
  firstOrder: 'cart',
  fourAssets: 'leaf',
  allCategories: 'portfolio',
  farmer: 'farm',
  spread: 'spread',
  withinLimits: 'shield',
  reconsidered: 'hourglass',
  readSheet: 'document',
};

/** An achievement of the server as the grid shows it; an unlocked one unless said otherwise. */
export function achievementView(
  achievement: Pick<ProfileAchievement, 'id' | 'rarity'> &
    Partial<Pick<ProfileAchievement, 'unlocked' | 'date'>>,
  intl: IntlShape,
): AchievementView {
  return {
    ...achievement,
    // A public profile's achievements are unlocked and undated (decision 0050).
    unlocked: achievement.unlocked ?? true,
    date: achievement.date ?? null,
    icon: ICONS[achievement.id],
    name: intl.formatMessage({ id: TEXTS[achievement.id].name }),
    description: intl.formatMessage({ id: TEXTS[achievement.id].description }, { brand: BRAND }),
  };
}
