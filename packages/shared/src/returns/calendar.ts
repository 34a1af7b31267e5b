/**
 * What the portfolio shows from its schedules (issue 34, decision 0060): the cash-flow calendar of the next
 * months and the flows an investment's return (XIRR) is computed over.
 */

import { addMonths, monthOf, parseIsoDate } from './dates';
import type { ScheduleRow } from './schedule';
import type { DatedFlow } from './xirr';

export interface CalendarMonth {
  /** `YYYY-MM` */
  month: string;
  interestCents: number;
  principalCents: number;
}

/**
 * Expected interest and principal per calendar month for `months` months, starting with the month of
 * `from`: every month is listed (zero when nothing is due); a row counts when it is due on or after `from`
 * (what fell due before is realised, not expected) and before the first day after the last month.
 */
export function cashFlowCalendar(
  schedules: readonly (readonly ScheduleRow[])[],
  from: string,
  months: number,
): CalendarMonth[] {
  if (!parseIsoDate(from)) throw new RangeError(`not a calendar date: ${from}`);
  if (!Number.isInteger(months) || months < 0 || months > 1200) throw new RangeError('months: 0 to 1200');
  const first = `${monthOf(from)}-01`;
  const calendar: CalendarMonth[] = [];
  const byMonth = new Map<string, CalendarMonth>();
  for (let index = 0; index < months; index++) {
    const entry = { month: monthOf(addMonths(first, index)), interestCents: 0, principalCents: 0 };
    calendar.push(entry);
    byMonth.set(entry.month, entry);
  }
  for (const rows of schedules)
    for (const row of rows) {
      if (row.dueDate < from) continue;
      const entry = byMonth.get(monthOf(row.dueDate));
      if (!entry) continue;
      entry.interestCents += row.interestCents;
      entry.principalCents += row.principalCents;
    }
  return calendar;
}

/**
 * An investment's flows as its investor sees them: the amount paid in (negative) on the day it was paid,
 * then each row's interest plus principal on its due date. Without `until`, all rows: the expected return.
 * With `until` (today), the rows due up to it plus the principal still owed, valued at its nominal amount
 * on `until`: the return realised so far (otherwise the unreturned principal would count as lost).
 */
export function investorFlows(
  principalCents: number,
  paidOn: string,
  rows: readonly ScheduleRow[],
  until?: string,
): DatedFlow[] {
  const flows: DatedFlow[] = [{ date: paidOn, cents: -principalCents }];
  let owed = principalCents;
  for (const row of rows) {
    if (until !== undefined && row.dueDate > until) break;
    flows.push({ date: row.dueDate, cents: row.interestCents + row.principalCents });
    owed = row.remainingCents;
  }
  if (until !== undefined && owed > 0) flows.push({ date: until, cents: owed });
  return flows;
}
