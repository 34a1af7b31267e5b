/**
 * Calendar dates as `YYYY-MM-DD` strings for the returns core (decision 0060): no time of day, no time
 * zone — a due date is a day in the investor's calendar. Arithmetic on UTC day numbers only.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

export interface CalendarDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The parts of a `YYYY-MM-DD` date, or null when it is not a real calendar date (2026-02-30, 2026-13-01). */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1000 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function formatIsoDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function required(value: string): CalendarDate {
  const date = parseIsoDate(value);
  if (!date) throw new RangeError(`not a calendar date: ${value}`);
  return date;
}

/**
 * `months` calendar months after `date`, the day kept — or the month's last day when the month is shorter
 * (Jan 31 + 1 month = Feb 28, or Feb 29 in a leap year; decision 0060). Always counted from the date given,
 * so a schedule's dates are start + k × months and never drift (Jan 31 → Feb 28 → Mar 31).
 */
export function addMonths(date: string, months: number): string {
  const { year, month, day } = required(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return formatIsoDate({
    year: targetYear,
    month: targetMonth,
    day: Math.min(day, daysInMonth(targetYear, targetMonth)),
  });
}

/**
 * Day numbers already worked out: a portfolio's schedules and XIRRs ask for the same few dates thousands of
 * times (200 investments of one project share their due dates). Bounded: emptied when full.
 */
const dayNumbers = new Map<string, number>();
const DAY_NUMBERS_KEPT = 10_000;

/** Days since 1970-01-01 (UTC day number). */
export function dayNumber(date: string): number {
  const known = dayNumbers.get(date);
  if (known !== undefined) return known;
  const { year, month, day } = required(date);
  const number = Date.UTC(year, month - 1, day) / DAY_MS;
  if (dayNumbers.size >= DAY_NUMBERS_KEPT) dayNumbers.clear();
  dayNumbers.set(date, number);
  return number;
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** The `YYYY-MM` month of a date. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}
