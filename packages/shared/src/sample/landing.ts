/**
 * The landing page's sample figures and texts (product §1, §2.2, §9): nothing here is live data, and the page
 * marks every figure as a sample or an announcement.
 */
import categories from './landing.json' with { type: 'json' };
import type { SampleLandingCategory } from './types';

/** Hero tiles of the farm game (total coins, active levels, impact score, active players). */
export const sampleHeroGameStats = {
  totalCoins: 2_400_000,
  activeLevels: 50,
  impactScore: 12_400,
  activePlayers: 8_432,
} as const;

/** Values shown on the phone mock-up. */
export const samplePhoneGame = {
  level: 12,
  coins: 1_250,
  energy: 85,
  maxEnergy: 100,
  treeClicks: 640,
  treeClicksNeeded: 1_000,
  honey: 48,
  eggs: 23,
} as const;

/** Further sample figures of product §9 shown beside the investment categories. */
export const sampleVolumeEuro = 2_400_000;
export const sampleAverageReturnPercent = 8.2;

/** Fixed marketing claims of product §1: announcements, not live data. */
export const sampleMarketingClaims = {
  investedEuro: 50_000_000,
  investors: 10_000,
  projects: 150,
  trees: 50_000,
  cleanEnergyMw: 25,
  co2SavedTonnes: 2_500,
  goal2030People: 1_000_000,
  goal2030Euro: 100_000_000,
  goal2030Co2Tonnes: 500_000,
  countries: 12,
} as const;

/** The four investment categories of the landing page (product §3, §9). */
export const sampleLandingCategories: readonly SampleLandingCategory[] =
  categories as unknown as readonly SampleLandingCategory[];
