/**
 * The platform's calendar: days, times and years in Europe/Berlin, where its projects are and its legal
 * deadlines run. Every Berlin day, clock time and year the server writes or compares comes from here.
 */

import { addDays, berlinDay, berlinDayStart, PLATFORM_TIME_ZONE } from '@wurzelwerk/shared';

export const TIME_ZONE = PLATFORM_TIME_ZONE;

// Swedish writes ISO-like times: HH:MM.
const clock = new Intl.DateTimeFormat('sv-SE', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' });
const years = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, year: 'numeric' });

/** The day in Berlin of an instant (today by default): `YYYY-MM-DD`. */
export function berlinToday(now: Date = new Date()): string {
  return berlinDay(now);
}

/** The time of day in Berlin of an instant: `HH:MM`. */
export const berlinClock = (at: Date): string => clock.format(at);

/** The calendar year in Berlin of an instant. */
export const berlinYear = (at: Date): number => Number(years.format(at));

/** The instant a day (YYYY-MM-DD) begins in Europe/Berlin (packages/shared/src/berlinCalendar.ts). */
export const dayStart = berlinDayStart;

/** The day after a YYYY-MM-DD. */
export const nextDay = (day: string): string => addDays(day, 1);
