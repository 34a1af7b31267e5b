/**
 * The investing domain: asset types, investments with their activity log, news, livestreams with
 * reminders, orders with items and status history. Money is `numeric(12,2)` (exact; strings in JS).
 */
import {
  ASSET_CATEGORIES,
  DEFAULT_TERMS,
  INVESTMENT_STATUSES,
  PAYMENT_FREQUENCIES,
  REPAYMENT_TYPES,
} from '@wurzelwerk/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { belongsTo, catalogueEntry, createdAt, integerReference, localizedText, money } from './columns';
import { issuers } from './issuers';
import { products } from './shop';
import { ownerId, retainedOwnerId } from './users';

// Per-user indexes are ascending: PostgreSQL scans them backwards for `ORDER BY … DESC` (NULLS FIRST),
// which a `DESC NULLS LAST` index would not serve.

export const assetTypes = pgTable(
  'asset_types',
  {
    ...catalogueEntry(ASSET_CATEGORIES),
    /** Price of one unit in whole euros, shown as "250 €". */
    basePriceEuro: integer('base_price_euro').notNull(),
    /** Percent per year, e.g. 7.50. */
    expectedReturn: numeric('expected_return', { precision: 5, scale: 2 }).notNull(),
    /** Tonnes CO2 per year for one unit. */
    co2Impact: numeric('co2_impact', { precision: 10, scale: 3 }).notNull(),
    /** Yearly output of one unit: food in kg, water saved in litres, trees, clean energy in kWh. */
    foodKg: numeric('food_kg', { precision: 12, scale: 2 }).notNull().default('0'),
    waterLitres: numeric('water_litres', { precision: 14, scale: 2 }).notNull().default('0'),
    trees: numeric('trees', { precision: 10, scale: 2 }).notNull().default('0'),
    energyKwh: numeric('energy_kwh', { precision: 14, scale: 2 }).notNull().default('0'),
    location: text('location').notNull(),
    /** Decimal degrees (WGS 84); null for a place not located yet (the maps leave it out). */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    productionInfoDe: text('production_info_de'),
    productionInfoEn: text('production_info_en'),
    imagePath: text('image_path').notNull(),
    /** Listed and open to investment; an unpublished one keeps its existing investments (issue 20). */
    published: boolean('published').notNull().default(true),
    /** Funding goal in whole euros and its deadline; null when the project has none. */
    fundingTargetEuro: integer('funding_target_euro'),
    fundingDeadline: date('funding_deadline', { mode: 'string' }),
    /** When the operator closed the funding (decision 0059): no new investments from then on. */
    fundingClosedAt: timestamp('funding_closed_at', { withTimezone: true }),
    /** Who borrows the money (issue 33). */
    issuerId: integerReference('issuer_id', () => issuers.id),
    /** The offer's terms (issue 33): fixed once someone invested. */
    termMonths: integer('term_months').notNull().default(DEFAULT_TERMS.termMonths),
    repaymentType: text('repayment_type', { enum: REPAYMENT_TYPES })
      .notNull()
      .default(DEFAULT_TERMS.repaymentType),
    paymentFrequency: text('payment_frequency', { enum: PAYMENT_FREQUENCIES })
      .notNull()
      .default(DEFAULT_TERMS.paymentFrequency),
    paymentDeadlineDays: integer('payment_deadline_days')
      .notNull()
      .default(DEFAULT_TERMS.paymentDeadlineDays),
  },
  (t) => [
    index('asset_types_category_idx').on(t.category),
    index('asset_types_issuer_idx').on(t.issuerId),
    check('asset_types_term_positive', sql`${t.termMonths} > 0`),
    check('asset_types_payment_deadline_positive', sql`${t.paymentDeadlineDays} > 0`),
    check('asset_types_price_positive', sql`${t.basePriceEuro} > 0`),
    check('asset_types_latitude_range', sql`${t.latitude} BETWEEN -90 AND 90`),
    check('asset_types_longitude_range', sql`${t.longitude} BETWEEN -180 AND 180`),
  ],
);

export const investments = pgTable(
  'investments',
  {
    id: text('id').primaryKey(),
    /** Null once the investor deleted their account: the record stays, anonymised. */
    userId: retainedOwnerId(),
    assetTypeId: integerReference('asset_type_id', () => assetTypes.id),
    quantity: integer('quantity').notNull(),
    totalInvestment: money('total_investment').notNull(),
    expectedAnnualReturn: money('expected_annual_return').notNull(),
    /**
     * The payment life cycle (decision 0057): `awaiting_payment` from the confirmation until its money
     * arrives (`paid`), `lapsed` when unpaid past `paymentDueAt`, `withdrawn` by the investor within 14 days.
     * Investments from before issue 33 were migrated to `paid`.
     */
    status: text('status', { enum: INVESTMENT_STATUSES }).notNull().default('awaiting_payment'),
    createdAt: createdAt(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /**
     * When the confirmation with the withdrawal notice was provided (in the dialog's answer and its mail);
     * the withdrawal period ends 14 days later. Null on investments from before issue 19: their creation.
     */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Idempotency-Key of the request that created it, with a hash of that request's body. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    /** The transfer must arrive by then, else the investment lapses. Null on investments from before issue 33. */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    /** The ISO 11649 RF reference the investor's transfer names (unique). Null before issue 33. */
    paymentReference: text('payment_reference'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    lapsedAt: timestamp('lapsed_at', { withTimezone: true }),
    /** The information sheet acknowledged (SHA-256 of its PDF, decision 0074); null before issue 35. */
    informationSheetVersion: text('information_sheet_version'),
    /**
     * The investor confirmed the separate risk warning for this investment: its amount was above the higher
     * of 1,000 € and 5 % of their net worth (issue 35, decision 0073). False where none was needed.
     */
    largeAmountConfirmed: boolean('large_amount_confirmed').notNull().default(false),
  },
  (t) => [
    index('investments_user_created_idx').on(t.userId, t.createdAt, t.id),
    uniqueIndex('investments_user_idempotency_key').on(t.userId, t.idempotencyKey),
    uniqueIndex('investments_payment_reference').on(t.paymentReference),
    // The lapse job's rows past their deadline. `payment_due_at is not null` (true of every awaiting row)
    // keeps it out of the dashboard's reach: with statistics from before a burst of new investments, the
    // planner took this index for a user's awaiting rows as readily as the one below and read all users'
    // (decision 0077). The job's `payment_due_at <= $1` implies it, so the job still uses it.
    index('investments_awaiting_due_idx')
      .on(t.paymentDueAt)
      .where(sql`${t.status} = 'awaiting_payment' and ${t.paymentDueAt} is not null`),
    // The dashboard's "awaiting payment": a user's few awaiting rows, counted, summed and their earliest
    // deadline from the index alone (an index-only scan).
    index('investments_user_awaiting_idx')
      .on(t.userId, t.paymentDueAt, t.totalInvestment)
      .where(sql`${t.status} = 'awaiting_payment'`),
    // What an issuer sold within twelve months (§ 2a Abs. 1 VermAnlG, decision 0072): its asset types'
    // awaiting and paid investments by date, with the amount (an index-only scan).
    index('investments_asset_sold_idx')
      .on(t.assetTypeId, t.createdAt, t.totalInvestment)
      .where(sql`${t.status} in ('awaiting_payment', 'paid')`),
  ],
);

/**
 * Running totals of each user's investments per asset type, kept by a trigger on `investments` (migration
 * 0001, redefined by 0020 and 0021), so the dashboard sums at most one row per asset type however many
 * investments there are. The first three columns count awaiting and paid investments — the reservation the
 * caps of § 2a VermAnlG hold (decision 0057); the `paid*` columns count paid ones only — what the dashboard,
 * the public profile and the funding raised show (issue 33).
 */
export const investmentTotals = pgTable(
  'investment_totals',
  {
    userId: ownerId(),
    assetTypeId: integerReference('asset_type_id', () => assetTypes.id),
    totalInvestment: numeric('total_investment', { precision: 14, scale: 2 }).notNull(),
    expectedAnnualReturn: numeric('expected_annual_return', { precision: 14, scale: 2 }).notNull(),
    quantity: integer('quantity').notNull(),
    paidInvestment: numeric('paid_investment', { precision: 14, scale: 2 }).notNull().default('0'),
    paidExpectedAnnualReturn: numeric('paid_expected_annual_return', { precision: 14, scale: 2 })
      .notNull()
      .default('0'),
    paidQuantity: integer('paid_quantity').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.assetTypeId] })],
);

/**
 * What each asset type sold per day (UTC): the sum of its investments awaiting payment or paid, by the day
 * they were made, kept by statement-level triggers on `investments` (migration 0042). The issuer's 6 million €
 * within twelve months (§ 2a Abs. 1 VermAnlG) is read from at most a year of these rows and the investments of
 * the window's first day, not from every investment of the year (investments/sold.ts, decision 0102).
 */
export const investmentSalesDays = pgTable(
  'investment_sales_days',
  {
    assetTypeId: integerReference('asset_type_id', () => assetTypes.id),
    day: date('day', { mode: 'string' }).notNull(),
    total: numeric('total', { precision: 16, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.assetTypeId, t.day] })],
);

export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    /** What happened; the message is rendered in the reader's language from kind and the columns below. */
    kind: text('kind', { enum: ['investment', 'withdrawal', 'order', 'reminder'] }).notNull(),
    assetTypeId: integer('asset_type_id').references(() => assetTypes.id),
    amount: money('amount'),
    reference: text('reference'),
    createdAt: createdAt(),
  },
  (t) => [index('activities_user_created_idx').on(t.userId, t.createdAt, t.id)],
);

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    ...localizedText('title'),
    ...localizedText('content'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** Listed once publishedAt has come; an operator can take an item back (issue 20). */
    published: boolean('published').notNull().default(true),
    /** A picture under /media (an upload or a picture of the app); none when null (issue 36). */
    imagePath: text('image_path'),
    /** The project the item is about, linked from it (issue 36). */
    assetTypeId: integer('asset_type_id').references(() => assetTypes.id),
  },
  (t) => [index('news_published_idx').on(t.publishedAt, t.id)],
);

export const livestreams = pgTable(
  'livestreams',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    ...localizedText('title'),
    location: text('location').notNull(),
    category: text('category', { enum: ['trees', 'animals', 'energy', 'farming'] }).notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    /** Live from startTime until endTime; listed while not ended. */
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    thumbnailPath: text('thumbnail_path').notNull(),
    /**
     * What the stream plays: an HLS playlist (.m3u8) or a video file; null shows no play button, and no
     * viewers (they are counted through the player, table stream_viewers; issue 36).
     */
    streamUrl: text('stream_url'),
    assetTypeId: integer('asset_type_id').references(() => assetTypes.id),
  },
  (t) => [index('livestreams_end_time_idx').on(t.endTime)],
);

export const streamReminders = pgTable(
  'stream_reminders',
  {
    userId: ownerId(),
    livestreamId: integer('livestream_id')
      .notNull()
      .references(() => livestreams.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.livestreamId] })],
);

export const orderStatuses = ['pending', 'processing', 'shipped', 'delivered', 'return_requested'] as const;

export interface ShippingAddress {
  name: string;
  street: string;
  zipCode: string;
  city: string;
  country: string;
}

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    /** Null once the customer deleted their account: the record stays, its address removed. */
    userId: retainedOwnerId(),
    orderNumber: text('order_number').notNull().unique(),
    status: text('status', { enum: orderStatuses }).notNull().default('pending'),
    paymentMethod: text('payment_method').notNull(),
    trackingNumber: text('tracking_number'),
    totalAmount: money('total_amount').notNull(),
    shippingCost: money('shipping_cost').notNull(),
    /** Null for an order of digital products only (nothing is shipped). */
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>(),
    createdAt: createdAt(),
    /** Cancelled by an operator, with the reason given; a cancelled order moves no further. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** The checkout's Idempotency-Key, if it sent one, and a fingerprint of what it asked for (checkout.ts). */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt, t.orderNumber),
    // A key belongs to its user; a retry with it finds the first order (and waits for it while it commits).
    uniqueIndex('orders_user_idempotency_key').on(t.userId, t.idempotencyKey),
    // Unique per user, not across users: a refused number must not tell one user that another has it.
    uniqueIndex('orders_user_tracking_number').on(t.userId, t.trackingNumber),
  ],
);

/** The order a row belongs to; the row goes with the order. */
export const orderId = () => belongsTo('order_id', () => orders.id);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: orderId(),
    /** The catalogue product ordered in the shop; null for items that are not (or no longer) in it. */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The German name at order time (the receipt's wording). */
    name: text('name').notNull(),
    /** The English name at order time; null for a line without one, which then shows the German name. */
    nameEn: text('name_en'),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    total: money('total').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);
