/**
 * Shapes of the sample content (issue 3), as zod schemas: each sample module's JSON data file is held to
 * one of them (or to its domain's schema) by sample.test.ts, so a malformed record fails the tests; the
 * modules hand the JSON out typed, without zod at run time (the public pages load no zod). The
 * seed turns the records into rows, and the local-only demo screens show them as they are. Texts come in
 * German and English; German is the product's first language.
 */
import { z } from 'zod';
import { rarity } from '../achievements';
import { assetTypeFields, issuerFields } from '../admin';
import { assetCategory } from '../assets';
import { STREAM_CATEGORIES } from '../content';
import {
  beehiveStateSchema,
  coopStateSchema,
  farmAchievementSchema,
  farmQuestSchema,
  farmUpgradeSchema,
  playerStateSchema,
  treeStateSchema,
} from '../farm';
import { localizedSchema } from '../projects';
import { productDetailsSchema } from '../shop';
import { ECO_SHOP_CATEGORIES, PRODUCT_CATEGORIES } from '../shopKinds';

export type { Localized } from '../projects';

const localized = localizedSchema;
const localizedList = z.array(localized).readonly();
const range = z.tuple([z.number(), z.number()]).readonly();

export type StreamCategory = (typeof STREAM_CATEGORIES)[number];

/**
 * A sample asset type: the operator's fields (`assetTypeFields`, admin.ts), held to the same rules, each one
 * required (null where the field may be empty) — but its texts as one `Localized` each (`name` for nameDe
 * and nameEn …), located, and without what the seed derives (the image, from the slug: assets/<slug>.svg)
 * or leaves to the defaults (no funding goal, published).
 */
export const sampleAssetTypeSchema = assetTypeFields
  .omit({
    nameDe: true,
    nameEn: true,
    descriptionDe: true,
    descriptionEn: true,
    productionInfoDe: true,
    productionInfoEn: true,
    imagePath: true,
    fundingTargetEuro: true,
    fundingDeadline: true,
    published: true,
    issuerId: true,
  })
  .required()
  .extend({
    /** Its issuer: the `key` of a sample issuer (sample/issuers.json); the seed writes its id. */
    issuer: z.string(),
    name: localized,
    description: localized,
    /** Where the project is, in decimal degrees (WGS 84): the maps place it there. */
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    productionInfo: localized,
  });
export type SampleAssetType = z.infer<typeof sampleAssetTypeSchema>;

/** A sample issuer (issue 33): a clearly fictitious company, its IBAN checksum-valid but no one's account. */
export const sampleIssuerSchema = issuerFields.extend({ key: z.string() });
export type SampleIssuer = z.infer<typeof sampleIssuerSchema>;

export const sampleNewsSchema = z.object({
  slug: z.string(),
  title: localized,
  content: localized,
  /** Published this many days before the seed runs (0 = today). */
  daysAgo: z.number(),
  /** The asset type the item is about (its slug): the seed links it, and the item shows its picture. */
  assetSlug: z.string().optional(),
});
export type SampleNews = z.infer<typeof sampleNewsSchema>;

export const sampleLivestreamSchema = z.object({
  /** Also the thumbnail file name: server/assets/images/streams/<slug>.svg */
  slug: z.string(),
  title: localized,
  location: z.string(),
  category: z.enum(STREAM_CATEGORIES),
  /** The dashboard demo's figure only (local sample data); the app counts real viewers (issue 36). */
  viewers: z.number(),
  /** Minutes from seed time to the start: negative = already live (started that long ago). */
  startOffsetMinutes: z.number(),
  /** The asset type this stream shows, if any (its slug). */
  assetSlug: z.string().optional(),
  /**
   * What plays (issue 20): a file of the app under /media/ or an http(s) address; none: no play button. A
   * live sample plays its loop, /media/streams/loops/<slug>.webm, made by the build (issue 36).
   */
  streamUrl: z.string().optional(),
});
export type SampleLivestream = z.infer<typeof sampleLivestreamSchema>;

/** The farm demo's state: the numbers it shows; the rest of the state is a new farm's. */
export const sampleFarmSchema = z.object({
  tree: treeStateSchema.pick({
    level: true,
    maxLevel: true,
    clicks: true,
    clicksNeeded: true,
    coins: true,
    experience: true,
    height: true,
  }),
  beehive: beehiveStateSchema.pick({ bees: true, honey: true, level: true }),
  coop: coopStateSchema.pick({ chickens: true, eggs: true, collectedEggs: true, level: true }),
  player: playerStateSchema.pick({
    level: true,
    totalCoins: true,
    achievements: true,
    dailyStreak: true,
    energy: true,
    maxEnergy: true,
  }),
  upgrades: z.array(
    farmUpgradeSchema.extend({ name: localized, description: localized, effectText: localized }),
  ),
  /** Experience is paid on top of the coins where a quest says so. */
  quests: z.array(
    farmQuestSchema.extend({ title: localized, description: localized, experience: z.number().optional() }),
  ),
  achievements: z.array(farmAchievementSchema.extend({ name: localized, description: localized })),
});
export type SampleFarm = z.infer<typeof sampleFarmSchema>;

/** The profile demo's sample user (product §3 "Profile (demo)", "Achievement", "Activity"). */
export const sampleProfileSchema = z.object({
  card: z.object({
    avatar: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    username: z.string(),
    vipLevel: z.number(),
    level: z.number(),
    experience: z.number(),
    nextLevelExp: z.number(),
    bio: localized,
    email: z.string(),
    location: localized,
    /** ISO date. */
    joinDate: z.string(),
    coins: z.number(),
    achievements: z.number(),
    /** Euro, whole amounts are enough for a sample. */
    currentValue: z.number(),
    totalInvestments: z.number(),
    dailyStreak: z.number(),
  }),
  /** Investment distribution by category; the percentages are computed from the amounts. */
  distribution: z.array(z.object({ category: assetCategory, name: localized, amount: z.number() })),
  achievements: z.array(
    z.object({
      id: z.string(),
      name: localized,
      description: localized,
      icon: z.enum(['tree', 'energy', 'streak', 'leaf', 'portfolio', 'crown']),
      rarity,
      unlocked: z.boolean(),
      /** ISO date of unlocking; only unlocked achievements have one. */
      date: z.string().nullable(),
    }),
  ),
  activities: z.array(
    z.object({
      id: z.number(),
      title: localized,
      /** ISO date. */
      date: z.string(),
      /** Euro; the sign is not stored: investments are shown with minus, everything else with plus. */
      amount: z.number(),
      type: z.enum(['investment', 'other']),
      icon: z.enum(['investment', 'return', 'bonus']),
    }),
  ),
});
export type SampleProfile = z.infer<typeof sampleProfileSchema>;

/** A milestone of the about page's journey. */
export const sampleMilestoneSchema = z.object({ period: localized, title: localized, text: localized });
export type SampleMilestone = z.infer<typeof sampleMilestoneSchema>;

/** One of the landing page's four investment categories (product §3). */
export const sampleLandingCategorySchema = z.object({
  id: z.enum(['reforestation', 'renewable', 'agriculture', 'conservation']),
  title: localized,
  description: localized,
  impact: localized,
  minInvestmentEuro: z.number(),
  expectedReturn: range,
  durationYears: range,
  examples: localizedList,
});
export type SampleLandingCategory = z.infer<typeof sampleLandingCategorySchema>;

const riskLevel = z.enum(['low', 'medium', 'high']);
export type RiskLevel = z.infer<typeof riskLevel>;

/** A sample project of an investment category on /categories. */
const sampleCategoryProjectSchema = z.object({
  name: localized,
  location: localized,
  fundedPercent: z.number(),
  targetEuro: z.number(),
  minInvestEuro: z.number(),
});
export type SampleCategoryProject = z.infer<typeof sampleCategoryProjectSchema>;

/** One of the six investment categories of /categories (product §2.4, §3). */
export const sampleInvestmentCategorySchema = z.object({
  id: z.enum(['reforestation', 'renewable-energy', 'sustainable-agriculture', 'wildlife', 'ocean', 'urban']),
  name: localized,
  description: localized,
  minInvestmentEuro: z.number(),
  expectedReturn: range,
  riskLevel,
  impactMetrics: localizedList,
  benefits: localizedList,
  projects: z.array(sampleCategoryProjectSchema).readonly(),
  timelineYears: range,
  verificationProcess: localized,
});
export type SampleInvestmentCategory = z.infer<typeof sampleInvestmentCategorySchema>;

/** Euro with two places, e.g. "12.99". */
const price = z.string();
/** 0–5, one decimal. */
const rating = z.number();

/** A product of the German shop's sample catalogue; stock 0 marks it as sold out. */
export const sampleShopProductSchema = z.object({
  slug: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  nameDe: z.string(),
  nameEn: z.string(),
  descriptionDe: z.string(),
  descriptionEn: z.string(),
  price,
  rating,
  reviews: z.number(),
  stock: z.number(),
  /** 0–100. */
  sustainabilityScore: z.number(),
  co2De: z.string().nullable(),
  co2En: z.string().nullable(),
  /** A digital product (e-book, online course, voucher): not shipped (issue 19). */
  digital: z.boolean(),
});
export type SampleShopProduct = z.infer<typeof sampleShopProductSchema>;

/**
 * A product of the English eco shop demo (product §2.11, §3 "Shop product (English)"): local only, never in
 * the database. The texts are English in both languages by the spec; the discount follows from the prices.
 */
export const sampleEcoProductSchema = productDetailsSchema.extend({
  name: z.string(),
  category: z.enum(ECO_SHOP_CATEGORIES),
  description: z.string(),
  price,
  rating,
  reviews: z.number(),
  inStock: z.boolean(),
});
export type SampleEcoProduct = z.infer<typeof sampleEcoProductSchema>;
