/** What the profile feature offers other folders (the demo layer): its views. */

export { AchievementsGrid } from './AchievementsGrid';
export { type ActivityItem, ActivityList } from './ActivityList';
export type { AchievementView } from './achievementTypes';
export { PortfolioOverview, type PortfolioView } from './PortfolioOverview';
export { ProfileCard, type ProfileCardView } from './ProfileCard';
export { ProfileSection } from './ProfileSection';
