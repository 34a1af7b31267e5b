/**
 * An investment's repayment schedule from its offer's terms (issue 34, decision 0060): due dates, interest
 * and principal per date, for bullet and annuity loans paid yearly, quarterly or monthly.
 *
 * - Day count 30/360: every period is a whole number of months, each month counts 30 days, so a period's
 *   rate is `rate × monthsPerPeriod / 12` whatever the calendar dates (regular periods earn equal interest).
 * - Rounding: each period's interest (and the annuity's instalment) is rounded half up to the cent from the
 *   exact value; integer arithmetic only (BigInt), so the schedule is the same on every run and machine.
 * - Principal: the parts add up exactly to the investment — a bullet repays it all on the last date; an
 *   annuity's last instalment takes whatever principal remains (absorbing the rounding).
 * - Dates: start + k × monthsPerPeriod months, end of month kept (dates.ts `addMonths`); the last is start +
 *   term. A term that is not a whole number of periods is refused (`termsFitFrequency`).
 */

import type { PaymentFrequency, RepaymentType } from '../assetKinds';
import { addMonths, parseIsoDate } from './dates';

/** Months per payment period. */
export const MONTHS_PER_PERIOD: Readonly<Record<PaymentFrequency, number>> = {
  yearly: 12,
  quarterly: 3,
  monthly: 1,
};

/** A term fits a frequency when it is a whole number of its periods (18 months cannot be paid yearly). */
export function termsFitFrequency(termMonths: number, frequency: PaymentFrequency): boolean {
  return Number.isInteger(termMonths) && termMonths > 0 && termMonths % MONTHS_PER_PERIOD[frequency] === 0;
}

export interface ScheduleInput {
  /** The investment, in cents: a positive integer (at most 10 billion €). */
  principalCents: number;
  /** Interest per year in basis points (hundredths of a percent): 7.5 % = 750. See `percentToBasisPoints`. */
  annualRateBasisPoints: number;
  termMonths: number;
  repayment: RepaymentType;
  frequency: PaymentFrequency;
  /** The first period starts here (the release of the project's funds): `YYYY-MM-DD`. */
  startDate: string;
}

export interface ScheduleRow {
  /** 1, 2, … */
  number: number;
  dueDate: string;
  interestCents: number;
  principalCents: number;
  /** The principal still owed after this row. */
  remainingCents: number;
}

export type ScheduleErrorCode = 'principal' | 'rate' | 'term' | 'termNotWholePeriods' | 'startDate';

/** Input the schedule cannot be made from; `code` says which (the terms' schema refuses these first). */
export class ScheduleError extends Error {
  constructor(
    readonly code: ScheduleErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ScheduleError';
  }
}

/** At most 100 % a year and 50 years: the console's limits (admin.ts); 10 billion € keeps every sum safe. */
const MAX_PRINCIPAL_CENTS = 1_000_000_000_000;
const MAX_BASIS_POINTS = 10_000;
const MAX_TERM_MONTHS = 600;

/**
 * "7.5" or "7.50" (the terms' interest per year in percent, stored with two places) → 750; null when it
 * is not a decimal with at most two places.
 */
export function percentToBasisPoints(percent: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(percent);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** numerator / denominator rounded half up, both non-negative, denominator positive. */
function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

function check(input: ScheduleInput): void {
  const { principalCents, annualRateBasisPoints, termMonths, frequency, startDate } = input;
  if (!Number.isSafeInteger(principalCents) || principalCents <= 0 || principalCents > MAX_PRINCIPAL_CENTS)
    throw new ScheduleError(
      'principal',
      `principalCents must be an integer from 1 to ${MAX_PRINCIPAL_CENTS}`,
    );
  if (
    !Number.isInteger(annualRateBasisPoints) ||
    annualRateBasisPoints < 0 ||
    annualRateBasisPoints > MAX_BASIS_POINTS
  )
    throw new ScheduleError('rate', `annualRateBasisPoints must be an integer from 0 to ${MAX_BASIS_POINTS}`);
  if (!Number.isInteger(termMonths) || termMonths < 1 || termMonths > MAX_TERM_MONTHS)
    throw new ScheduleError('term', `termMonths must be an integer from 1 to ${MAX_TERM_MONTHS}`);
  if (!termsFitFrequency(termMonths, frequency))
    throw new ScheduleError('termNotWholePeriods', `${termMonths} months are not whole ${frequency} periods`);
  const start = parseIsoDate(startDate);
  if (!start || start.year > 9000) throw new ScheduleError('startDate', `not a calendar date: ${startDate}`);
}

/**
 * The schedule of one investment. Throws `ScheduleError` for input it cannot use; otherwise every amount is
 * a non-negative integer, the principal parts sum to `principalCents` and the last row's remainder is 0.
 */
export function repaymentSchedule(input: ScheduleInput): ScheduleRow[] {
  check(input);
  const months = MONTHS_PER_PERIOD[input.frequency];
  const periods = input.termMonths / months;
  // The period's rate under 30/360 as an exact fraction: bp × months / (12 × 10 000).
  const rateNumerator = BigInt(input.annualRateBasisPoints * months);
  const rateDenominator = 120_000n;
  const principal = BigInt(input.principalCents);
  const instalment =
    input.repayment === 'annuity'
      ? annuityInstalment(principal, rateNumerator, rateDenominator, periods)
      : 0n;

  const rows: ScheduleRow[] = [];
  let remaining = principal;
  for (let number = 1; number <= periods; number++) {
    const interest = roundHalfUp(remaining * rateNumerator, rateDenominator);
    let repaid: bigint;
    if (number === periods) repaid = remaining;
    else if (input.repayment === 'bullet') repaid = 0n;
    else {
      const part = instalment - interest;
      repaid = part < 0n ? 0n : part > remaining ? remaining : part;
    }
    remaining -= repaid;
    rows.push({
      number,
      dueDate: addMonths(input.startDate, number * months),
      interestCents: Number(interest),
      principalCents: Number(repaid),
      remainingCents: Number(remaining),
    });
  }
  return rows;
}

/**
 * The annuity's instalment P·r·(1+r)ⁿ / ((1+r)ⁿ − 1) with r = a/b, computed exactly as
 * P·a·(a+b)ⁿ / (b·((a+b)ⁿ − bⁿ)) and rounded half up to the cent; P/n when the rate is 0.
 */
export function annuityInstalment(principal: bigint, a: bigint, b: bigint, periods: number): bigint {
  const n = BigInt(periods);
  if (a === 0n) return roundHalfUp(principal, n);
  const grown = (a + b) ** n;
  return roundHalfUp(principal * a * grown, b * (grown - b ** n));
}

/** What an investor receives in total: the sum of interest and of principal over the schedule. */
export function scheduleTotals(rows: readonly ScheduleRow[]): {
  interestCents: number;
  principalCents: number;
} {
  let interest = 0;
  let principal = 0;
  for (const row of rows) {
    interest += row.interestCents;
    principal += row.principalCents;
  }
  return { interestCents: interest, principalCents: principal };
}
