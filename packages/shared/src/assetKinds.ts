/**
 * The asset types' and investments' constants and pure rules, apart from their schemas (assets.ts,
 * investments.ts, dashboard.ts): the public demos show sample data through the real views and load no zod
 * (issue 16).
 */

import { addDays, berlinDay, berlinDayStart } from './berlinCalendar';
import { percentOfCents } from './money';

export const ASSET_CATEGORIES = ['trees', 'animals', 'fields', 'energy'] as const;
export type AssetCategory = (typeof ASSET_CATEGORIES)[number];

/** The number in a basePrice string such as "250 €" or "1.000 €" (the marketplace price filter). */
export function basePriceNumber(basePrice: string): number {
  return Number(basePrice.replace(/[^\d,]/g, '').replace(',', '.'));
}

/** Business constants (product §9). */
export const INVESTMENT_LIMITS = {
  minEuro: 500,
  maxEuro: 100_000,
  /** Statutory right of withdrawal, in days. */
  withdrawalDays: 14,
  durationMonths: 12,
} as const;

/** How an offer repays (issue 33): `bullet` — interest yearly, the principal at the end; `annuity` — equal instalments. */
export const REPAYMENT_TYPES = ['bullet', 'annuity'] as const;
export type RepaymentType = (typeof REPAYMENT_TYPES)[number];

/** How often an offer pays (issue 33). */
export const PAYMENT_FREQUENCIES = ['yearly', 'quarterly', 'monthly'] as const;
export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];

/** An offer's terms when the operator leaves them out (issue 33): the spec's 12 months, a bullet loan paid yearly. */
export const DEFAULT_TERMS = {
  termMonths: INVESTMENT_LIMITS.durationMonths,
  repaymentType: 'bullet',
  paymentFrequency: 'yearly',
  /** Days an investor has to transfer the money after confirming. */
  paymentDeadlineDays: 14,
} as const satisfies {
  termMonths: number;
  repaymentType: RepaymentType;
  paymentFrequency: PaymentFrequency;
  paymentDeadlineDays: number;
};

/** The marketplace dialog's payment options (product §9); the choice is shown, not sent. */
export const INVESTMENT_PAYMENT_METHODS = ['creditcard', 'banktransfer', 'paypal', 'crypto'] as const;
export type InvestmentPaymentMethod = (typeof INVESTMENT_PAYMENT_METHODS)[number];

/** The expected annual return of an amount, to the cent: what the server stores with an investment. */
export function expectedReturnCents(amountCents: number, expectedReturn: string): number {
  return percentOfCents(amountCents, expectedReturn);
}

export interface InvestmentProjection {
  /** amount × expectedReturn %, rounded to whole euros (product §9). */
  expectedYieldCents: number;
  /** amount + expected yield. */
  totalRepaymentCents: number;
  durationMonths: number;
}

/** The marketplace dialog's projection (product §9), in exact cents. */
export function projectInvestment(
  amountCents: number,
  expectedReturn: string,
  durationMonths: number = INVESTMENT_LIMITS.durationMonths,
): InvestmentProjection {
  const expectedYieldCents = percentOfCents(amountCents, expectedReturn, 100);
  return {
    expectedYieldCents,
    totalRepaymentCents: amountCents + expectedYieldCents,
    durationMonths,
  };
}

/**
 * When the withdrawal period ends (§ 2d VermAnlG, § 355 BGB; decision 0074): it starts with the confirmation
 * with the withdrawal notice, whose day does not count (§ 187 Abs. 1 BGB), and ends with the end of its
 * fourteenth day (§ 188 Abs. 1 BGB) — at 24:00 in Europe/Berlin, the platform's calendar, whatever the
 * reader's time zone. The instant returned is that 24:00, i.e. the start of the next Berlin day: withdrawable
 * while `now` is before it.
 */
export function withdrawalEnd(confirmedAt: Date): Date {
  return berlinDayStart(addDays(berlinDay(confirmedAt), INVESTMENT_LIMITS.withdrawalDays + 1));
}

/** The Berlin calendar day (YYYY-MM-DD) a withdrawal period ending at `withdrawalEndsAt` ends with: its last day. */
export const withdrawalLastDay = (withdrawalEndsAt: Date): string =>
  berlinDay(new Date(withdrawalEndsAt.getTime() - 1));

/**
 * The earliest confirmation time still withdrawable at `now`: a confirmation at or after it has a period
 * that ends after `now` (the start of the Berlin day fourteen days before today's).
 */
export function withdrawalCutoff(now: Date): Date {
  return berlinDayStart(addDays(berlinDay(now), -INVESTMENT_LIMITS.withdrawalDays));
}

/** Statuses that hold money committed: they count towards the caps of § 2a VermAnlG and expect a return. */
export const COMMITTED_INVESTMENT_STATUSES = ['awaiting_payment', 'paid'] as const;

/** Whether the investment holds money committed (awaiting its payment or paid). */
export function isCommitted(investment: { status: string }): boolean {
  return (COMMITTED_INVESTMENT_STATUSES as readonly string[]).includes(investment.status);
}

/** An active investment can be withdrawn (Widerruf) until its withdrawal period ends. */
export function isWithdrawable(investment: { status: string; withdrawalEndsAt: Date }, now: Date): boolean {
  return isCommitted(investment) && investment.withdrawalEndsAt > now;
}

/** Assets per level (product §2). */
export const ASSETS_PER_LEVEL = 4;

/**
 * Level rule (product §2): level = floor(count / 4) + 1; bar = (count mod 4) × 25 %; `missing` is
 * how many more assets reach the next level.
 */
export function levelOf(assetCount: number): { level: number; progressPercent: number; missing: number } {
  const intoLevel = assetCount % ASSETS_PER_LEVEL;
  return {
    level: Math.floor(assetCount / ASSETS_PER_LEVEL) + 1,
    progressPercent: intoLevel * (100 / ASSETS_PER_LEVEL),
    missing: ASSETS_PER_LEVEL - intoLevel,
  };
}
