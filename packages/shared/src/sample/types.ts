/**
 * Shapes of the sample content (issue 3): the seed turns these into rows, and the local-only demo screens
 * show them as they are. Texts come in German and English; German is the product's first language.
 */
import type { Rarity } from '../achievements';
import type { AssetCategory } from '../assets';
import type { Livestream } from '../content';
import type {
  BeehiveState,
  CoopState,
  FarmAchievement,
  FarmQuest,
  FarmUpgrade,
  PlayerState,
  TreeState,
} from '../farm';
import type { Localized } from '../projects';
import type { EcoShopCategory, ProductCategory, ProductDetails } from '../shop';

export type StreamCategory = Livestream['category'];

export type { Localized } from '../projects';

export interface SampleAssetType {
  /** Stable key, kebab-case; also the image file name: server/assets/images/assets/<slug>.svg */
  slug: string;
  category: AssetCategory;
  name: Localized;
  description: Localized;
  /** Whole euros, 50–1000; shown as "250 €". */
  basePriceEuro: number;
  /** Percent per year as a decimal string, e.g. "7.5". */
  expectedReturn: string;
  /** Tonnes CO2 per year as a decimal string, e.g. "2.4". */
  co2Impact: string;
  /** Place name, e.g. "Schwarzwald, Baden-Württemberg". */
  location: string;
  /** Where the project is, in decimal degrees (WGS 84): the maps place it there. */
  latitude: number;
  longitude: number;
  productionInfo: Localized;
}

export interface SampleNews {
  slug: string;
  title: Localized;
  content: Localized;
  /** Published this many days before the seed runs (0 = today). */
  daysAgo: number;
}

export interface SampleLivestream {
  /** Also the thumbnail file name: server/assets/images/streams/<slug>.svg */
  slug: string;
  title: Localized;
  location: string;
  category: StreamCategory;
  viewers: number;
  /** Minutes from seed time to the start: negative = already live (started that long ago). */
  startOffsetMinutes: number;
  /** The asset type this stream shows, if any (its slug). */
  assetSlug?: string;
}

/** The farm demo's state: the numbers it shows; the rest of the state is a new farm's. */
export interface SampleFarm {
  tree: Pick<TreeState, 'level' | 'maxLevel' | 'clicks' | 'clicksNeeded' | 'coins' | 'experience' | 'height'>;
  beehive: Pick<BeehiveState, 'bees' | 'honey' | 'level'>;
  coop: Pick<CoopState, 'chickens' | 'eggs' | 'collectedEggs' | 'level'>;
  player: Pick<PlayerState, 'level' | 'totalCoins' | 'achievements' | 'dailyStreak' | 'energy' | 'maxEnergy'>;
  upgrades: (FarmUpgrade & { name: Localized; description: Localized; effectText: Localized })[];
  /** Experience is paid on top of the coins where a quest says so. */
  quests: (FarmQuest & { title: Localized; description: Localized; experience?: number })[];
  achievements: (FarmAchievement & { name: Localized; description: Localized })[];
}

/** The profile demo's sample user (public-and-local-screens.md §3 "Profile (demo)", "Achievement", "Activity"). */
export interface SampleProfile {
  card: {
    avatar: string;
    firstName: string;
    lastName: string;
    username: string;
    vipLevel: number;
    level: number;
    experience: number;
    nextLevelExp: number;
    bio: Localized;
    email: string;
    location: Localized;
    /** ISO date. */
    joinDate: string;
    coins: number;
    achievements: number;
    /** Euro, whole amounts are enough for a sample. */
    currentValue: number;
    totalInvestments: number;
    dailyStreak: number;
  };
  /** Investment distribution by category; the percentages are computed from the amounts. */
  distribution: { category: AssetCategory; name: Localized; amount: number }[];
  achievements: {
    id: string;
    name: Localized;
    description: Localized;
    icon: 'tree' | 'energy' | 'streak' | 'leaf' | 'portfolio' | 'crown';
    rarity: Rarity;
    unlocked: boolean;
    /** ISO date of unlocking; only unlocked achievements have one. */
    date: string | null;
  }[];
  activities: {
    id: number;
    title: Localized;
    /** ISO date. */
    date: string;
    /** Euro; the sign is not stored: investments are shown with minus, everything else with plus. */
    amount: number;
    type: 'investment' | 'other';
    icon: 'investment' | 'return' | 'bonus';
  }[];
}

/** A milestone of the about page's journey. */
export interface SampleMilestone {
  period: Localized;
  title: Localized;
  text: Localized;
}

/** One of the landing page's four investment categories (spec §3). */
export interface SampleLandingCategory {
  id: 'reforestation' | 'renewable' | 'agriculture' | 'conservation';
  title: Localized;
  description: Localized;
  impact: Localized;
  minInvestmentEuro: number;
  expectedReturn: readonly [number, number];
  durationYears: readonly [number, number];
  examples: readonly Localized[];
}

export type RiskLevel = 'low' | 'medium' | 'high';

/** A sample project of an investment category on /categories. */
export interface SampleCategoryProject {
  name: Localized;
  location: Localized;
  fundedPercent: number;
  targetEuro: number;
  minInvestEuro: number;
}

/** One of the six investment categories of /categories (spec §2.4, §3). */
export interface SampleInvestmentCategory {
  id: 'reforestation' | 'renewable-energy' | 'sustainable-agriculture' | 'wildlife' | 'ocean' | 'urban';
  name: Localized;
  description: Localized;
  minInvestmentEuro: number;
  expectedReturn: readonly [number, number];
  riskLevel: RiskLevel;
  impactMetrics: readonly Localized[];
  benefits: readonly Localized[];
  projects: readonly SampleCategoryProject[];
  timelineYears: readonly [number, number];
  verificationProcess: Localized;
}

/** A product of the German shop's sample catalogue; stock 0 marks it as sold out. */
export interface SampleShopProduct {
  slug: string;
  category: ProductCategory;
  nameDe: string;
  nameEn: string;
  descriptionDe: string;
  descriptionEn: string;
  /** Euro with two places, e.g. "12.99". */
  price: string;
  /** 0–5, one decimal. */
  rating: number;
  reviews: number;
  stock: number;
  /** 0–100. */
  sustainabilityScore: number;
  co2De: string | null;
  co2En: string | null;
}

/**
 * A product of the English eco shop demo (spec §2.11, §3 "Shop product (English)"): local only, never in
 * the database. The texts are English in both languages by the spec; the discount follows from the prices.
 */
export interface SampleEcoProduct extends ProductDetails {
  name: string;
  category: EcoShopCategory;
  description: string;
  /** Euro with two places, e.g. "59.99". */
  price: string;
  /** 0–5, one decimal. */
  rating: number;
  reviews: number;
  inStock: boolean;
}
