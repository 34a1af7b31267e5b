/**
 * The money-weighted return (XIRR) of dated cash flows (issue 34, decision 0060): the annual rate r with
 * Σ cents / (1 + r)^(days / 365) = 0, days counted from the earliest flow (act/365, as spreadsheets do).
 *
 * Undefined (null): no payment or no receipt, all flows on one day, or no rate in range.
 *
 * Method: Newton's iteration from 10 %, kept inside (−1, ∞); when it leaves that range, stalls or does not
 * converge in 50 steps, bisection on a bracket where the net present value changes sign. Converged when a
 * step changes the rate by less than 1e-10 of 1 + rate (near −100 % the value turns on the tiniest step of
 * the rate) or |NPV| is below 1e-9 of the flows' absolute sum. Floating
 * point, but the same operations in the same order: the same flows give the same rate on every run.
 */

import { dayNumber } from './dates';

export interface DatedFlow {
  /** `YYYY-MM-DD` */
  date: string;
  /** Negative: paid by the investor; positive: received. */
  cents: number;
}

const RATE_STEP = 1e-10;
const NEWTON_STEPS = 50;
const BISECTION_STEPS = 200;
/** The lowest and highest rates looked at: −99.9999 % and 10 000 000 % a year. */
const LOWEST = -0.999999;
const HIGHEST = 100_000;

interface Prepared {
  years: number[];
  amounts: number[];
  scale: number;
}

function prepare(flows: readonly DatedFlow[]): Prepared | null {
  const nonZero = flows.filter((flow) => flow.cents !== 0);
  if (!nonZero.some((flow) => flow.cents > 0) || !nonZero.some((flow) => flow.cents < 0)) return null;
  const days = nonZero.map((flow) => dayNumber(flow.date));
  const first = Math.min(...days);
  // All on one day: every rate gives the same value; there is no return to speak of.
  if (days.every((day) => day === first)) return null;
  return {
    years: days.map((day) => (day - first) / 365),
    amounts: nonZero.map((flow) => flow.cents),
    scale: nonZero.reduce((sum, flow) => sum + Math.abs(flow.cents), 0),
  };
}

/** The net present value of the flows at an annual rate (> −1), act/365. */
export function npv(rate: number, flows: readonly DatedFlow[]): number {
  const prepared = prepare(flows);
  if (!prepared) return flows.reduce((sum, flow) => sum + flow.cents, 0);
  return valueAt(prepared, rate).value;
}

function valueAt({ years, amounts }: Prepared, rate: number): { value: number; slope: number } {
  let value = 0;
  let slope = 0;
  const base = 1 + rate;
  for (let i = 0; i < amounts.length; i++) {
    const t = years[i] as number;
    const amount = amounts[i] as number;
    const discounted = amount / base ** t;
    value += discounted;
    slope -= (t * discounted) / base;
  }
  return { value, slope };
}

function newton(prepared: Prepared, tolerance: number): number | null {
  let rate = 0.1;
  for (let step = 0; step < NEWTON_STEPS; step++) {
    const { value, slope } = valueAt(prepared, rate);
    if (!Number.isFinite(value) || !Number.isFinite(slope) || slope === 0) return null;
    if (Math.abs(value) <= tolerance) return rate;
    const next = rate - value / slope;
    if (!Number.isFinite(next) || next <= LOWEST || next > HIGHEST) return null;
    if (Math.abs(next - rate) < RATE_STEP * (1 + Math.min(rate, next))) return next;
    rate = next;
  }
  return null;
}

function bisection(prepared: Prepared, tolerance: number): number | null {
  // A bracket: the first two neighbouring rates, from −99.9999 % upwards, whose NPVs differ in sign.
  let low = Number.NaN;
  let lowValue = Number.NaN;
  let high = Number.NaN;
  for (const candidate of [LOWEST, -0.99, -0.9, -0.5, 0, 0.1, 0.5, 1, 2, 5, 10, 100, 1000, 10_000, HIGHEST]) {
    const value = valueAt(prepared, candidate).value;
    if (Number.isNaN(value)) continue;
    if (value === 0) return candidate;
    if (!Number.isNaN(lowValue) && Math.sign(value) !== Math.sign(lowValue)) {
      high = candidate;
      break;
    }
    low = candidate;
    lowValue = value;
  }
  if (Number.isNaN(high)) return null;
  for (let step = 0; step < BISECTION_STEPS; step++) {
    const middle = (low + high) / 2;
    const value = valueAt(prepared, middle).value;
    if (
      Math.abs(value) <= tolerance ||
      high - low < RATE_STEP * (1 + low) ||
      middle === low ||
      middle === high
    )
      return middle;
    if (Math.sign(value) === Math.sign(lowValue)) {
      low = middle;
      lowValue = value;
    } else high = middle;
  }
  return (low + high) / 2;
}

/**
 * The annual rate of return of the flows, or null when there is none: fewer than one payment and one
 * receipt, or no rate between −99.9999 % and 10 000 000 % makes the NPV zero.
 */
export function xirr(flows: readonly DatedFlow[]): number | null {
  const prepared = prepare(flows);
  if (!prepared) return null;
  const tolerance = prepared.scale * 1e-9;
  return newton(prepared, tolerance) ?? bisection(prepared, tolerance);
}
