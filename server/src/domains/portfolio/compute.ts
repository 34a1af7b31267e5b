/**
 * The portfolio's figures from its rows (issue 34, decision 0068) — pure: the investments with their terms
 * and the wallet's payout credits in, the portfolio out. Amounts in integer cents.
 *
 * A payout is a wallet credit whose transfer is a payout (kind `payout…` or cause `payout`); its cause id
 * names the investment, `<investment id>:<number>` for one date of its schedule (ledger/transfers.ts
 * `payout`, decision 0067) or the investment's id alone. A date is paid when its payouts cover its interest
 * and principal;
 * undated payouts are applied to the open dates in order. Principal repaid is the principal of the paid
 * dates; interest received is everything else paid.
 */
import {
  addMonths,
  cashFlowCalendar,
  type DatedFlow,
  daysBetween,
  type InvestmentSchedule,
  investorFlows,
  monthOf,
  type Portfolio,
  type PortfolioInvestment,
  xirr,
} from '@wurzelwerk/shared';

export interface PortfolioRow {
  id: string;
  assetTypeId: number;
  assetName: string;
  status: PortfolioInvestment['status'];
  amountCents: number;
  createdOn: string;
  /** When the money arrived (Berlin day); null while awaiting. */
  paidOn: string | null;
  /** When it lapsed or was withdrawn (Berlin day). */
  endedOn: string | null;
  /** When its project's default was declared (Berlin day; decision 0067), null when it is not in default. */
  defaultOn: string | null;
  /** CO₂ saved per year in kilograms. */
  co2KgPerYear: number;
  schedule: InvestmentSchedule | null;
}

export interface PayoutCredit {
  causeId: string;
  cents: number;
  /** Berlin day it was booked. */
  postedOn: string;
}

const CALENDAR_MONTHS = 12;

/** The investment and schedule row (its number) a payout's cause id names (the number only when it has one). */
export function payoutTarget(causeId: string): { investmentId: string; number: number | null } {
  const match = /^(.*):(\d+)$/.exec(causeId);
  return match
    ? { investmentId: match[1] ?? '', number: Number(match[2]) }
    : { investmentId: causeId, number: null };
}

function withPayments(row: PortfolioRow, credits: readonly PayoutCredit[]) {
  const byNumber = new Map<number, number>();
  let undated = 0;
  let paidToDate = 0;
  for (const credit of credits) {
    paidToDate += credit.cents;
    const { number } = payoutTarget(credit.causeId);
    if (number === null) undated += credit.cents;
    else byNumber.set(number, (byNumber.get(number) ?? 0) + credit.cents);
  }
  const rows = (row.schedule?.rows ?? []).map((r) => {
    const due = r.interestCents + r.principalCents;
    let paidCents = byNumber.get(r.number) ?? 0;
    if (paidCents < due && undated >= due - paidCents) {
      undated -= due - paidCents;
      paidCents = due;
    }
    return { ...r, paid: paidCents >= due };
  });
  return { rows, paidToDate };
}

/** Months from `first` to `last` (`YYYY-MM`), both included. */
function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  for (let m = first; m <= last && months.length < 1200; m = monthOf(addMonths(`${m}-01`, 1))) months.push(m);
  return months;
}

const monthEnd = (month: string) => {
  const next = addMonths(`${month}-01`, 1);
  return new Date(Date.parse(`${next}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
};

export function buildPortfolio(
  rows: readonly PortfolioRow[],
  credits: readonly PayoutCredit[],
  today: string,
): Portfolio {
  const creditsOf = new Map<string, PayoutCredit[]>();
  for (const credit of credits) {
    const { investmentId } = payoutTarget(credit.causeId);
    creditsOf.set(investmentId, [...(creditsOf.get(investmentId) ?? []), credit]);
  }
  const known = new Set(rows.map((r) => r.id));
  const investments: PortfolioInvestment[] = rows.map((row) => {
    const { rows: scheduleRows, paidToDate } = withPayments(row, creditsOf.get(row.id) ?? []);
    const next = scheduleRows.find((r) => !r.paid);
    return {
      id: row.id,
      assetTypeId: row.assetTypeId,
      assetName: row.assetName,
      status: row.status,
      amountCents: row.amountCents,
      createdOn: row.createdOn,
      paidToDateCents: paidToDate,
      schedule: row.schedule ? { ...row.schedule, rows: scheduleRows } : null,
      nextPayment: next
        ? { dueDate: next.dueDate, interestCents: next.interestCents, principalCents: next.principalCents }
        : null,
    };
  });

  const paid = investments.filter((i) => i.status === 'paid');
  const paidOn = new Map(rows.map((r) => [r.id, r.paidOn ?? r.createdOn]));
  let invested = 0;
  let repaid = 0;
  let received = 0;
  for (const i of paid) {
    invested += i.amountCents;
    received += i.paidToDateCents;
    for (const r of i.schedule?.rows ?? []) if (r.paid) repaid += r.principalCents;
  }
  const outstanding = invested - repaid;

  // Realised: what was paid in, what came back when it came, and the principal still owed at face value today.
  const realised: DatedFlow[] = [];
  const expected: DatedFlow[] = [];
  for (const i of paid) {
    const on = paidOn.get(i.id) ?? today;
    realised.push({ date: on, cents: -i.amountCents });
    for (const c of creditsOf.get(i.id) ?? []) realised.push({ date: c.postedOn, cents: c.cents });
    if (i.schedule) expected.push(...investorFlows(i.amountCents, on, i.schedule.rows));
  }
  if (outstanding > 0) realised.push({ date: today, cents: outstanding });

  const open = paid.map((i) => (i.schedule?.rows ?? []).filter((r) => !r.paid));
  return {
    asOf: today,
    totals: {
      investedCents: invested,
      repaidCents: repaid,
      interestReceivedCents: received - repaid,
      outstandingCents: outstanding,
    },
    realisedReturn: xirr(realised),
    expectedReturn: xirr(expected),
    investments,
    calendar: cashFlowCalendar(open, today, CALENDAR_MONTHS),
    timeline: timeline(
      paid,
      paidOn,
      credits.filter((c) => known.has(payoutTarget(c.causeId).investmentId)),
      today,
    ),
    impact: impact(rows, today),
  };
}

/** Per month from the first paid investment to the last due date: payouts paid and expected, capital outstanding. */
function timeline(
  paid: readonly PortfolioInvestment[],
  paidOn: ReadonlyMap<string, string>,
  credits: readonly PayoutCredit[],
  today: string,
): Portfolio['timeline'] {
  const starts = paid.map((i) => paidOn.get(i.id) ?? today).sort();
  const first = starts[0];
  if (first === undefined) return [];
  const dueDates = paid.flatMap((i) => (i.schedule?.rows ?? []).map((r) => r.dueDate)).sort();
  const last = [today, ...dueDates].sort().at(-1) ?? today;
  const paidPerMonth = new Map<string, number>();
  for (const c of credits)
    paidPerMonth.set(monthOf(c.postedOn), (paidPerMonth.get(monthOf(c.postedOn)) ?? 0) + c.cents);
  const expectedPerMonth = new Map<string, number>();
  for (const i of paid)
    for (const r of i.schedule?.rows ?? [])
      if (!r.paid && r.dueDate >= today) {
        const m = monthOf(r.dueDate);
        expectedPerMonth.set(m, (expectedPerMonth.get(m) ?? 0) + r.interestCents + r.principalCents);
      }
  let cumulative = 0;
  return monthsBetween(monthOf(first), monthOf(last)).map((month) => {
    const end = monthEnd(month);
    const paidCents = paidPerMonth.get(month) ?? 0;
    const expectedCents = expectedPerMonth.get(month) ?? 0;
    cumulative += paidCents + expectedCents;
    let outstandingCents = 0;
    for (const i of paid) {
      if ((paidOn.get(i.id) ?? today) > end) continue;
      const due = (i.schedule?.rows ?? []).filter((r) => r.dueDate <= end).at(-1);
      outstandingCents += due ? due.remainingCents : i.amountCents;
    }
    return { month, paidCents, expectedCents, outstandingCents, cumulativeCents: cumulative };
  });
}

/** The last day an investment's impact accrues: when it lapsed or was withdrawn, or its project's default. */
export function impactEndsOn(row: Pick<PortfolioRow, 'endedOn' | 'defaultOn'>): string | null {
  const ends = [row.endedOn, row.defaultOn].filter((day): day is string => day !== null).sort();
  return ends[0] ?? null;
}

/**
 * CO₂ saved, accumulated at each month's end (today for this month), in kilograms to one decimal: each
 * investment's yearly figure per day from the day it was made, until it lapsed or was withdrawn or its
 * project's default was declared (issue 34: a project in default shows its impact reduced) — not after.
 */
function impact(rows: readonly PortfolioRow[], today: string): Portfolio['impact'] {
  const counted = rows.filter((r) => r.co2KgPerYear > 0);
  const first = counted.map((r) => r.createdOn).sort()[0];
  if (first === undefined) return [];
  return monthsBetween(monthOf(first), monthOf(today)).map((month) => {
    const end = [monthEnd(month), today].sort()[0] ?? today;
    let kg = 0;
    for (const r of counted) {
      const endsOn = impactEndsOn(r);
      const stop = endsOn !== null && endsOn < end ? endsOn : end;
      if (stop > r.createdOn) kg += (r.co2KgPerYear * daysBetween(r.createdOn, stop)) / 365;
    }
    return { month, co2Kg: Math.round(kg * 10) / 10 };
  });
}
