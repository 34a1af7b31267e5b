import { z } from 'zod';
import { ASSET_CATEGORIES, PAYMENT_FREQUENCIES, REPAYMENT_TYPES } from './assetKinds';
import { serialId } from './ids';
import { messageId } from './messages';
import { PAYMENT_STATUSES, paymentsOnTimeSchema } from './payouts';

export const assetCategory = z.enum(ASSET_CATEGORIES, { error: messageId('asset.category') });

export const assetTypesInput = z.object({ category: assetCategory.optional() }).optional();

/** An asset type's id, as an investment names it and GET /api/asset-types/{id} looks it up. */
export const assetTypeId = serialId(messageId('asset.id'));
export const assetTypeIdInput = z.object({ id: assetTypeId });

/** Who borrows the money (issue 33), as the public sees it. */
export const assetIssuerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** E.g. "GmbH", "eG". */
  legalForm: z.string(),
  city: z.string(),
  /** Register court and number, e.g. "Amtsgericht Freiburg, HRB 000123". */
  register: z.string(),
});
export type AssetIssuer = z.infer<typeof assetIssuerSchema>;

/** An offer's terms (issue 33); the funding target and deadline are the asset type's own fields. */
export const assetTermsSchema = z.object({
  termMonths: z.number().int(),
  /** Interest per year in percent: the expected return, e.g. "7.5". */
  interestPercent: z.string(),
  repaymentType: z.enum(REPAYMENT_TYPES),
  paymentFrequency: z.enum(PAYMENT_FREQUENCIES),
  /** Days to transfer the money after confirming. */
  paymentDeadlineDays: z.number().int(),
});
export type AssetTerms = z.infer<typeof assetTermsSchema>;

export const assetTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  category: assetCategory,
  /** Price of one unit with the currency, e.g. "250 €". */
  basePrice: z.string(),
  /** Percent per year, e.g. "7.5". */
  expectedReturn: z.string(),
  /** Tonnes CO2 per year for one unit. */
  co2Impact: z.number(),
  imageUrl: z.string(),
  location: z.string(),
  /** Where the project is, in decimal degrees (WGS 84); null while its place is not known. */
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  productionInfo: z.string().nullable(),
  /** Funding goal in whole euros, null without one (issue 20). */
  fundingTarget: z.number().int().nullable(),
  /** Sum of the paid investments in it (issue 33), euros as a decimal string ("1250.00"). */
  fundingRaised: z.string(),
  /** fundingRaised / fundingTarget (1 = fully funded; may exceed 1), null without a goal. */
  fundingProgress: z.number().nullable(),
  /** Last day of the funding, `YYYY-MM-DD`, null without one. */
  fundingDeadline: z.string().nullable(),
  /** How many people hold a paid investment in it (issue 36): the investors behind fundingRaised. */
  investors: z.number().int(),
  /** False once the operator closed the funding (decision 0059): new investments are refused (409). */
  fundingOpen: z.boolean(),
  issuer: assetIssuerSchema,
  terms: assetTermsSchema,
  /**
   * "x of y payments on time" (decision 0067): of its due dates due so far, those paid by their date; null
   * before its first release. Only on the single project's read (absent from the list).
   */
  paymentsOnTime: paymentsOnTimeSchema.nullable().optional(),
  /**
   * The project's payment status (decision 0067), by an investment's rule: repaid (every due date paid),
   * default (declared by the operator: interest stops), late (a due date passed unpaid), on track; null
   * before its first release unless declared in default. Only on the single project's read.
   */
  paymentStatus: z.enum(PAYMENT_STATUSES).nullable().optional(),
});
export type AssetType = z.infer<typeof assetTypeSchema>;
