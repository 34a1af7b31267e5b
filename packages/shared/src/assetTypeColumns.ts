/**
 * An asset type as stored and as served (decision 0054). Its fields are declared once, as the operator's
 * input `assetTypeFields` (admin.ts): a column of the same name each (server/src/db/schema/domain.ts), the
 * samples' shape (sample/types.ts), the console's form. `AssetTypeColumns` is that declaration's stored form,
 * and `servedAssetType` the one mapping of it to the public shape (`assetTypeSchema`, assets.ts) — for the
 * server's catalogue and the demos' samples alike. Without zod: the public demos load none (decision 0039).
 */
import type { AssetTypeFields } from './admin';
import type { AssetIssuer, AssetType } from './assets';
import type { MessageLocale } from './messages';
import { trimDecimal } from './money';

/** The operator's fields as stored: every one present, null where it may be left empty. */
export type AssetTypeColumns = { [K in keyof AssetTypeFields]-?: Exclude<AssetTypeFields[K], undefined> };

/** What the public shape shows of an issuer, as stored (the issuers table's columns). */
export interface StoredIssuerSummary {
  id: number;
  name: string;
  legalForm: string;
  city: string;
  registerCourt: string;
  registerNumber: string;
}

/** The public shape of an issuer's summary. */
export const servedIssuer = (issuer: StoredIssuerSummary): AssetIssuer => ({
  id: issuer.id,
  name: issuer.name,
  legalForm: issuer.legalForm,
  city: issuer.city,
  register: `${issuer.registerCourt}, ${issuer.registerNumber}`,
});

/**
 * What the public shape is made of: the columns, the id, the sum of the active investments in it and its
 * issuer (joined; server/src/domains/assets/catalog.ts).
 */
export type StoredAssetType = AssetTypeColumns & {
  id: number;
  /** Euros as a decimal string, e.g. "1250.00". */
  fundingRaised: string;
  /** How many people hold a paid investment in it (issue 36). */
  investors: number;
  /** When the operator closed its funding (decision 0059); null while it is open. */
  fundingClosedAt: Date | null;
  issuer: StoredIssuerSummary;
};

/** Where the app serves a file of the media folder (asset images, stream thumbnails, uploads). */
export const mediaUrl = (path: string) => `/media/${path}`;

const inLanguage = (locale: MessageLocale, de: string, en: string) => (locale === 'en' ? en : de);

/** The public shape of an asset type in one language: what GET /api/asset-types answers. */
export function servedAssetType(row: StoredAssetType, locale: MessageLocale): AssetType {
  return {
    id: row.id,
    name: inLanguage(locale, row.nameDe, row.nameEn),
    description: inLanguage(locale, row.descriptionDe, row.descriptionEn),
    category: row.category,
    basePrice: `${row.basePriceEuro} €`,
    expectedReturn: trimDecimal(row.expectedReturn),
    co2Impact: Number(row.co2Impact),
    imageUrl: mediaUrl(row.imagePath),
    location: row.location,
    latitude: row.latitude,
    longitude: row.longitude,
    productionInfo:
      row.productionInfoDe && row.productionInfoEn
        ? inLanguage(locale, row.productionInfoDe, row.productionInfoEn)
        : null,
    fundingTarget: row.fundingTargetEuro,
    fundingRaised: row.fundingRaised,
    fundingProgress: row.fundingTargetEuro ? Number(row.fundingRaised) / row.fundingTargetEuro : null,
    fundingDeadline: row.fundingDeadline,
    investors: row.investors,
    fundingOpen: row.fundingClosedAt === null,
    issuer: servedIssuer(row.issuer),
    terms: {
      termMonths: row.termMonths,
      interestPercent: trimDecimal(row.expectedReturn),
      repaymentType: row.repaymentType,
      paymentFrequency: row.paymentFrequency,
      paymentDeadlineDays: row.paymentDeadlineDays,
    },
  };
}
