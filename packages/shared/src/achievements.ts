/**
 * Achievements: the one rarity scale (the profile's and the farm game's achievements and the farm's upgrades),
 * and the profile's achievements (issue 7).
 */
import { z } from 'zod';

/** Common first, legendary last. */
export const RARITIES = ['common', 'rare', 'epic', 'legendary'] as const;
export const rarity = z.enum(RARITIES);
export type Rarity = z.infer<typeof rarity>;

/**
 * The achievements of the signed-in profile, in the order the profile lists them. The server derives them
 * from the user's own data (server/src/domains/account/achievements.ts); names, texts and icons are the web's.
 * They reward what protects the investor, never amounts (issue 35, decision 0076): the former "bigInvestor"
 * (10,000 € invested) is retired. `spread`: over three issuers or three categories; `withinLimits`: three
 * investments in a row without a refused cap; `reconsidered`: an investment withdrawn within its period.
 */
export const PROFILE_ACHIEVEMENT_IDS = [
  'welcome',
  // Prudence (issue 35): the knowledge test passed, the loss check used.
  'knowledgeTest',
  'lossCheck',
  'firstInvestment',
  'firstOrder',
  'fourAssets',
  'allCategories',
  'farmer',
  'spread',
  'withinLimits',
  'reconsidered',
  /** Read the information sheet before investing (issue 35): an investment that acknowledged its sheet. */
  'readSheet',
] as const;
export type ProfileAchievementId = (typeof PROFILE_ACHIEVEMENT_IDS)[number];

export const profileAchievementSchema = z.object({
  id: z.enum(PROFILE_ACHIEVEMENT_IDS),
  rarity,
  unlocked: z.boolean(),
  /** When the user's data first met the rule; null while locked, and for the farm, which keeps no dates. */
  date: z.date().nullable(),
});
export type ProfileAchievement = z.infer<typeof profileAchievementSchema>;
/** Every achievement, locked ones included, in the order of PROFILE_ACHIEVEMENT_IDS. */
export const profileAchievementsSchema = z.array(profileAchievementSchema);
