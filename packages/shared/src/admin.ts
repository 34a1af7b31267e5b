/**
 * The operator console's inputs and answers (issue 20): what the admin router validates and returns, and
 * what its /api/admin adapters document. Texts come in German and English (`…De`, `…En`).
 */
import { z } from 'zod';
import { DEFAULT_TERMS, PAYMENT_FREQUENCIES, type PaymentFrequency, REPAYMENT_TYPES } from './assetKinds';
import { assetCategory, assetTypeSchema } from './assets';
import { userSchema } from './auth';
import { STREAM_CATEGORIES } from './content';
import { serialId } from './ids';
import { messageId } from './messages';
import { ORDER_ACTOR_KINDS, ORDER_STATUSES, orderSchema, trackingNumber } from './orders';
import { termsFitFrequency } from './returns/schedule';
import { productCategory, productSchema } from './shop';
import { SLUG_MAX, SLUG_SHAPE } from './slug';
import { lineField, textField } from './text';

const line = (max = 200) => lineField().trim().min(1).max(max);
const longText = (max = 20_000) => textField().trim().min(1).max(max);
const slug = textField()
  .trim()
  .min(1, messageId('admin.slug'))
  .max(SLUG_MAX)
  .regex(SLUG_SHAPE, messageId('admin.slug'))
  .meta({
    description:
      'The record’s address: lower-case letters and digits in words joined by hyphens. Optional on create: ' +
      'left out, it is derived from the German title as the console does (slugOf; the English title or the ' +
      'kind’s word when that gives none), with -2, -3, … when taken. Given and taken → 409.',
  });
/** A new record's slug: the server derives one from the title when it is left out (decision 0080). */
const newSlug = slug.optional();
/** A file under /media: a sample's (`assets/x.svg`) or an upload's (`uploads/<uuid>.png`); no `..`. */
export const mediaPath = textField().regex(
  /^(assets|products|streams|uploads)\/[a-z0-9-]+\.(svg|png|jpg|webp)$/,
  messageId('admin.imagePath'),
);
/** A decimal string with at most two places, e.g. "12.99". */
const decimal = (max: number) =>
  textField()
    .regex(/^\d{1,10}(\.\d{1,3})?$/, messageId('admin.decimal', { max }))
    .refine((value) => Number(value) <= max, messageId('admin.decimal', { max }));

/** The names and descriptions projects and products have in both languages: as inputs, and as the console reads them. */
const bilingualFields = {
  nameDe: line(),
  nameEn: line(),
  descriptionDe: longText(),
  descriptionEn: longText(),
};
const bilingualTexts = {
  nameDe: z.string(),
  nameEn: z.string(),
  descriptionDe: z.string(),
  descriptionEn: z.string(),
};

export const adminIdInput = z.object({ id: serialId(messageId('admin.id')) });
export const publishInput = adminIdInput.extend({ published: z.boolean() });

export const assetTypeFields = z.object({
  slug: newSlug,
  category: assetCategory,
  ...bilingualFields,
  productionInfoDe: longText().nullable().optional(),
  productionInfoEn: longText().nullable().optional(),
  basePriceEuro: z.number().int().min(1).max(1_000_000),
  expectedReturn: decimal(100),
  co2Impact: decimal(1_000_000),
  location: line(),
  latitude: z.number().min(-90).max(90).nullable().optional(),
  longitude: z.number().min(-180).max(180).nullable().optional(),
  /** Its category's default picture when left out (defaultImagePath). */
  imagePath: mediaPath.optional(),
  fundingTargetEuro: z.number().int().min(1).max(1_000_000_000).nullable().optional(),
  fundingDeadline: z.iso.date().nullable().optional(),
  published: z.boolean().optional(),
  /** Who borrows the money (issue 33): an issuer's id (GET /api/admin/issuers). */
  issuerId: serialId(messageId('admin.issuerUnknown')),
  /** The offer's terms (issue 33); the defaults (DEFAULT_TERMS) when left out. Fixed once invested in. */
  termMonths: z.number().int().min(1).max(600).optional(),
  repaymentType: z.enum(REPAYMENT_TYPES).optional(),
  paymentFrequency: z.enum(PAYMENT_FREQUENCIES).optional(),
  paymentDeadlineDays: z.number().int().min(1).max(90).optional(),
});
/** The fields of an offer's terms and its issuer: fixed once someone invested (a change is a new offer). */
export const OFFER_FIELDS = [
  'issuerId',
  'termMonths',
  'repaymentType',
  'paymentFrequency',
  'paymentDeadlineDays',
] as const satisfies readonly (keyof z.output<typeof assetTypeFields>)[];
/**
 * An offer's term is a whole number of its payment periods (decision 0060: 18 months cannot be paid
 * yearly), the defaults standing in for what is left out; 400 at `termMonths` otherwise. An edit is checked
 * by the server with the stored values standing in for what it leaves out.
 */
export function offerTermsFit(terms: { termMonths?: number; paymentFrequency?: PaymentFrequency }): boolean {
  return termsFitFrequency(
    terms.termMonths ?? DEFAULT_TERMS.termMonths,
    terms.paymentFrequency ?? DEFAULT_TERMS.paymentFrequency,
  );
}
const termsRefusal = { message: messageId('admin.termNotWholePeriods'), path: ['termMonths'] };
export const createAssetTypeInput = assetTypeFields.refine(offerTermsFit, termsRefusal);
/** Checked by the server with the stored values filled in (a refinement here would forbid `.omit`). */
export const updateAssetTypeInput = assetTypeFields.partial().extend({ id: adminIdInput.shape.id });
export type AssetTypeFields = z.output<typeof assetTypeFields>;

/** An asset type as the console sees it: the public shape plus both languages' texts and its state. */
export const adminAssetTypeSchema = assetTypeSchema.extend({
  slug: z.string(),
  ...bilingualTexts,
  productionInfoDe: z.string().nullable(),
  productionInfoEn: z.string().nullable(),
  basePriceEuro: z.number().int(),
  imagePath: z.string(),
  fundingTargetEuro: z.number().int().nullable(),
  published: z.boolean(),
  issuerId: z.number().int(),
  termMonths: z.number().int(),
  repaymentType: z.enum(REPAYMENT_TYPES),
  paymentFrequency: z.enum(PAYMENT_FREQUENCIES),
  paymentDeadlineDays: z.number().int(),
});

/**
 * An issuer (Emittent, issue 33): the project owner who borrows the money. Its IBAN (and BIC) are checked
 * by the server (server/src/banking/iban.ts), whose refusal names the reason in the reader's language.
 */
export const issuerFields = z.object({
  name: line(),
  legalForm: line(50),
  street: line(),
  postcode: line(10),
  city: line(),
  /** ISO 3166 country code, e.g. "DE". */
  country: textField()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, messageId('admin.country')),
  registerCourt: line(),
  registerNumber: line(50),
  iban: textField().trim().min(1).max(50),
  bic: textField().trim().min(1).max(20),
});
export const updateIssuerInput = issuerFields.partial().extend({ id: adminIdInput.shape.id });
export type IssuerFields = z.output<typeof issuerFields>;
/** An issuer as the console sees it; the IBAN in its electronic form, null for the migration's placeholder. */
export const adminIssuerSchema = issuerFields.extend({
  id: z.number().int(),
  iban: z.string().nullable(),
  bic: z.string().nullable(),
});
export type AdminIssuer = z.output<typeof adminIssuerSchema>;

export const newsFields = z.object({
  slug: newSlug,
  titleDe: line(),
  titleEn: line(),
  contentDe: longText(),
  contentEn: longText(),
  /** When it is listed from; now when left out. */
  publishedAt: z.coerce.date().optional(),
  published: z.boolean().optional(),
  /** A picture (an upload's path); none when null or left out. */
  imagePath: mediaPath.nullable().optional(),
  /** The project the item links to (GET /api/admin/asset-types); none when null or left out. */
  assetTypeId: serialId(messageId('asset.id')).nullable().optional(),
});
export const updateNewsInput = newsFields.partial().extend({ id: adminIdInput.shape.id });
export const adminNewsSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  titleDe: z.string(),
  titleEn: z.string(),
  contentDe: z.string(),
  contentEn: z.string(),
  publishedAt: z.date(),
  published: z.boolean(),
  imagePath: z.string().nullable(),
  assetTypeId: z.number().int().nullable(),
});

/**
 * A stream's address: https (HLS `.m3u8` or a video file) or a file of the app under /media/. Plain http
 * is refused: the page is served over https, and a browser blocks (or an attacker on the way rewrites)
 * media fetched over http.
 */
export const streamUrl = textField()
  .max(2000)
  .regex(/^(https:\/\/[^\s]+|\/media\/[a-z0-9/-]+\.[a-z0-9]+)$/i, messageId('admin.streamUrl'));

export const streamFields = z.object({
  slug: newSlug,
  titleDe: line(),
  titleEn: line(),
  location: line(),
  category: z.enum(STREAM_CATEGORIES),
  startTime: z.coerce.date(),
  /** Until when it is live; three hours after the start when left out. */
  endTime: z.coerce.date().optional(),
  /** Its category's default picture when left out (defaultImagePath). */
  thumbnailPath: mediaPath.optional(),
  streamUrl: streamUrl.nullable().optional(),
  assetTypeId: serialId(messageId('asset.id')).nullable().optional(),
});
/** A stream to schedule: a given end lies after the start (else 400 at `endTime`). */
export const scheduleStreamInput = streamFields.refine(
  (stream) => stream.endTime === undefined || stream.endTime.getTime() > stream.startTime.getTime(),
  { message: messageId('admin.streamEndsBeforeStart'), path: ['endTime'] },
);
/**
 * An edit of a stream (issue 36: edit and reschedule): only the fields sent change. A new start without an
 * end moves the end with it (the stream keeps its length); the end must lie after the start, the stored
 * values standing in for what is left out — checked by the server (400 at `endTime`), as a refinement here
 * would not see the stored ones.
 */
export const updateStreamInput = streamFields.partial().extend({ id: adminIdInput.shape.id });
export const adminStreamSchema = streamFields.extend({
  id: z.number().int(),
  slug: z.string(),
  thumbnailPath: z.string(),
  endTime: z.date(),
  streamUrl: z.string().nullable(),
  assetTypeId: z.number().int().nullable(),
});

export const productFields = z.object({
  slug: newSlug,
  category: productCategory,
  ...bilingualFields,
  price: decimal(100_000).refine((value) => Number(value) > 0, messageId('admin.priceAboveZero')),
  stock: z.number().int().min(0).max(1_000_000),
  sustainabilityScore: z.number().int().min(0).max(100),
  co2De: line().nullable().optional(),
  co2En: line().nullable().optional(),
  /** Its category's default picture when left out (defaultImagePath). */
  imagePath: mediaPath.optional(),
});
/** An edit leaves the stock alone: it changes only with `stockInput`, which compares the old value. */
export const updateProductInput = productFields
  .omit({ stock: true })
  .partial()
  .extend({ id: adminIdInput.shape.id });
const stockCount = z.number().int().min(0).max(1_000_000);
/**
 * A new stock, with the stock the operator saw (`previous`): set only while that is still the stock, so a
 * checkout that took goods in the meantime is never overwritten (issue 31; else 409 with the current one).
 */
export const stockInput = adminIdInput.extend({ stock: stockCount, previous: stockCount });
/** A product as the console sees it: the public shape plus both languages' texts and its media path. */
export const adminProductSchema = productSchema.extend({
  ...bilingualTexts,
  co2De: z.string().nullable(),
  co2En: z.string().nullable(),
  /** For `imagePath` of an edit: `products/<file>` of a sample, `uploads/<file>` of an upload. */
  imagePath: z.string(),
});

/** A page of a console list: `limit` entries (`size` when left out, at most `max`) after `offset`. */
export const page = (size: number, max: number) => ({
  limit: z.number().int().min(1).max(max).default(size),
  offset: z.number().int().min(0).max(1_000_000).default(0),
});

export const orderFilterInput = z
  .object({
    status: z.enum([...ORDER_STATUSES, 'cancelled']).optional(),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    ...page(50, 200),
  })
  .prefault({});
export const advanceOrderInput = z.object({
  id: textField().min(1).max(100),
  /** For `shipped`: the tracking number; generated when left out. */
  trackingNumber: trackingNumber.optional(),
  /** The status the operator saw: when the order has moved on since, nothing changes (409). */
  from: z.enum(ORDER_STATUSES).optional(),
});
export const cancelOrderInput = z.object({ id: textField().min(1).max(100), reason: line(500) });
export const adminOrderSchema = orderSchema.extend({
  /** Null for an order kept anonymised after its account was deleted. */
  userId: z.string().nullable(),
  customerEmail: z.string().nullable(),
  cancelledAt: z.date().nullable(),
  cancelReason: z.string().nullable(),
  /** The latest status step and who took it (issue 36); null for an order without a recorded step. */
  lastStep: z
    .object({
      status: z.enum(ORDER_STATUSES),
      at: z.date(),
      /** Null for a step recorded before issue 36. */
      actorKind: z.enum(ORDER_ACTOR_KINDS).nullable(),
      /** Null when the account is gone or the step is older than issue 36. */
      actorEmail: z.string().nullable(),
    })
    .nullable(),
});

export const userSearchInput = z
  .object({
    query: lineField().trim().max(200).optional(),
    ...page(20, 100),
  })
  .prefault({});
export const userIdInput = z.object({ id: textField().min(1).max(100) });
export const lockUserInput = userIdInput.extend({ locked: z.boolean() });
/** An account as the console sees it: the user as every API gives it, its state and what it holds. */
export const adminUserSchema = userSchema.extend({
  lockedAt: z.date().nullable(),
  createdAt: z.date(),
  counts: z.object({ investments: z.number().int(), orders: z.number().int() }),
});

/** An uploaded image: its path for the inputs above and its address. */
export const uploadedImageSchema = z.object({ path: z.string(), url: z.string() });
