/**
 * The platform's calendar: days, times and years in Europe/Berlin, where its projects are and its legal
 * deadlines run. Every Berlin day, clock time and year the server writes or compares comes from here.
 */

export const TIME_ZONE = 'Europe/Berlin';

// Canadian English and Swedish write ISO-like dates and times: YYYY-MM-DD, HH:MM.
const days = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE });
const clock = new Intl.DateTimeFormat('sv-SE', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' });
const years = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, year: 'numeric' });
const offsets = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, timeZoneName: 'longOffset' });

/** The day in Berlin of an instant (today by default): `YYYY-MM-DD`. */
export function berlinToday(now: Date = new Date()): string {
  return days.format(now);
}

/** The time of day in Berlin of an instant: `HH:MM`. */
export const berlinClock = (at: Date): string => clock.format(at);

/** The calendar year in Berlin of an instant. */
export const berlinYear = (at: Date): number => Number(years.format(at));

/** The instant a day (YYYY-MM-DD) begins in Europe/Berlin (midnight never falls into a DST switch there). */
export function dayStart(day: string): Date {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  const utc = Date.UTC(y, m - 1, d);
  const name = offsets.formatToParts(new Date(utc)).find((p) => p.type === 'timeZoneName')?.value ?? '';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  const offset = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
  return new Date(utc - offset * 60_000);
}

/** The day after a YYYY-MM-DD. */
export const nextDay = (day: string): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};
