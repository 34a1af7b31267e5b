import { z } from 'zod';
import { acknowledgementInput } from './acknowledgement';
import { INVESTMENT_LIMITS, PAYMENT_FREQUENCIES, REPAYMENT_TYPES } from './assetKinds';
import { assetCategory, assetTypeId } from './assets';
import { messageIds } from './messages';
import { parseCents } from './money';
import { PAYMENT_STATUSES } from './payouts';
import { lineField, textField } from './text';

/** The schema's messages: ids of the catalogue's section `investment`, rendered in the reader's language. */
export const INVESTMENT_MESSAGES = messageIds('investment', {
  amountMin: { min: INVESTMENT_LIMITS.minEuro },
  amountMax: { max: INVESTMENT_LIMITS.maxEuro },
  withdrawalExpired: { days: INVESTMENT_LIMITS.withdrawalDays },
});

/** A money amount sent as a decimal string, 500–100,000 €. */
export const investmentAmount = textField({ error: INVESTMENT_MESSAGES.amountFormat })
  .refine((value) => parseCents(value) !== null, { message: INVESTMENT_MESSAGES.amountFormat, abort: true })
  .refine((value) => (parseCents(value) ?? 0) >= INVESTMENT_LIMITS.minEuro * 100, {
    message: INVESTMENT_MESSAGES.amountMin,
    abort: true,
  })
  .refine(
    (value) => (parseCents(value) ?? 0) <= INVESTMENT_LIMITS.maxEuro * 100,
    INVESTMENT_MESSAGES.amountMax,
  )
  .meta({
    description: `Euro amount as a decimal string with at most two places, ${INVESTMENT_LIMITS.minEuro} to ${INVESTMENT_LIMITS.maxEuro}.`,
    pattern: String.raw`^\d{1,10}(\.\d{1,2})?$`,
    examples: ['500.00'],
  });

export const createInvestmentInput = z.object({
  assetTypeId,
  /** Always 1 (product §3): an investment is one unit of its amount. */
  quantity: z.literal(1, { error: INVESTMENT_MESSAGES.quantity }),
  totalInvestment: investmentAmount,
  /** The information sheet read and the typed confirmation, equivalent to a signature (decision 0074). */
  acknowledgement: acknowledgementInput,
  /** Optional Idempotency-Key (the REST adapter takes it from the header). */
  idempotencyKey: lineField().min(1).max(200).optional(),
  /**
   * The explicit confirmation of the separate risk warning (issue 35, decision 0073): needed for an amount
   * above the higher of 1,000 € and 5 % of the investor's net worth (lossCheck.ts), else refused with 409.
   */
  largeAmountConfirmed: z.boolean().optional(),
});
export type CreateInvestmentInput = z.input<typeof createInvestmentInput>;

/**
 * An investment's payment life cycle (decision 0057): awaiting its transfer until the money arrives
 * (`paid`); unpaid past its deadline `lapsed`; `withdrawn` by the investor within the 14 days.
 */
export const INVESTMENT_STATUSES = ['awaiting_payment', 'paid', 'lapsed', 'withdrawn'] as const;
export type InvestmentStatus = (typeof INVESTMENT_STATUSES)[number];
export const investmentStatus = z.enum(INVESTMENT_STATUSES);

export const investmentSchema = z.object({
  id: z.string(),
  quantity: z.number().int(),
  /** Decimal strings with two places, e.g. "500.00". */
  totalInvestment: z.string(),
  expectedAnnualReturn: z.string(),
  status: investmentStatus,
  createdAt: z.date(),
  /** When the confirmation with the withdrawal notice was provided, and when the 14 days after it end. */
  confirmedAt: z.date(),
  withdrawalEndsAt: z.date(),
  /** Set once withdrawn. */
  withdrawnAt: z.date().nullable(),
  /** The transfer must arrive by then (null on investments from before payments were tracked). */
  paymentDueAt: z.date().nullable(),
  paidAt: z.date().nullable(),
  /** The information sheet acknowledged before confirming (SHA-256 of its PDF); null before issue 35. */
  informationSheetVersion: z.string().nullable().optional(),
  /** Once released (decision 0067): on track, late, in default or repaid; absent before (and outside the list). */
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  assetType: z.object({
    id: z.number().int(),
    name: z.string(),
    imageUrl: z.string(),
    location: z.string(),
    category: assetCategory,
  }),
});
export type Investment = z.infer<typeof investmentSchema>;

export const investmentIdInput = z.object({ id: textField().min(1).max(100) });

/** One date of an investment's repayment schedule (decision 0060), amounts in cents. */
export const scheduleRowSchema = z.object({
  number: z.number().int(),
  /** `YYYY-MM-DD` */
  dueDate: z.string(),
  interestCents: z.number().int(),
  principalCents: z.number().int(),
  /** The principal still owed after this date. */
  remainingCents: z.number().int(),
});

/**
 * An investment's repayment schedule (issue 34, decision 0060): `fixed` from the release of the project's
 * funds, `projected` ("voraussichtlich") before it — then from the later of today and the funding deadline.
 */
export const investmentScheduleSchema = z.object({
  investmentId: z.string(),
  state: z.enum(['fixed', 'projected']),
  /** The first period starts here: the release date, or the projected one. */
  startDate: z.string(),
  termMonths: z.number().int(),
  /** Interest per year in percent, e.g. "7.5". */
  interestPercent: z.string(),
  repaymentType: z.enum(REPAYMENT_TYPES),
  paymentFrequency: z.enum(PAYMENT_FREQUENCIES),
  principalCents: z.number().int(),
  totalInterestCents: z.number().int(),
  /** The money-weighted return (XIRR, act/365) if every date is paid as scheduled; null when undefined. */
  expectedReturn: z.number().nullable(),
  rows: z.array(scheduleRowSchema),
});
export type InvestmentSchedule = z.output<typeof investmentScheduleSchema>;
