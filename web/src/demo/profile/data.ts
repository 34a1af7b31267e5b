/** The profile demo's data (product §2.12): the sample user in the shapes of the profile views, in one language. */
import { type Localized, sampleProfile } from '@wurzelwerk/shared';
import type { AchievementView, ActivityItem, PortfolioView, ProfileCardView } from '../../features/profile';

export function demoProfile(localized: (text: Localized) => string) {
  const { card, distribution, achievements, activities } = sampleProfile;
  const profileCard: ProfileCardView = {
    ...card,
    bio: localized(card.bio),
    location: localized(card.location),
  };
  const portfolio: PortfolioView = {
    currentValue: card.currentValue,
    totalInvestments: card.totalInvestments,
    dailyStreak: card.dailyStreak,
    distribution: distribution.map((share) => ({ ...share, name: localized(share.name) })),
  };
  const achievementViews: AchievementView[] = achievements.map((achievement) => ({
    ...achievement,
    name: localized(achievement.name),
    description: localized(achievement.description),
  }));
  const activityItems: ActivityItem[] = activities.map((activity) => ({
    id: activity.id,
    icon: activity.icon,
    title: localized(activity.title),
    at: activity.date,
    amount: { euro: activity.amount, type: activity.type },
  }));
  return { card: profileCard, portfolio, achievements: achievementViews, activities: activityItems };
}
