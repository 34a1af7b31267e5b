/**
 * Shapes of the sample content (issue 3): the seed turns these into rows, and the local-only demo screens
 * show them as they are. Texts come in German and English; German is the product's first language.
 */
import type { AssetCategory } from '../assets';
import type { Livestream } from '../content';
import type { EcoShopCategory, ProductCategory, ProductDetails } from '../shop';

export type StreamCategory = Livestream['category'];

export interface Localized {
  de: string;
  en: string;
}

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
