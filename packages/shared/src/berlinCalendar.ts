/**
 * The platform's calendar days in Europe/Berlin (decision 0074): where its projects are and its legal
 * deadlines run, whatever the time zone of the browser or the server. The server's calendar.ts builds on it;
 * the withdrawal period (assetKinds.ts) ends at 24:00 of a Berlin day.
 */

export const PLATFORM_TIME_ZONE = 'Europe/Berlin';

// Canadian English writes ISO-like dates: YYYY-MM-DD.
const days = new Intl.DateTimeFormat('en-CA', { timeZone: PLATFORM_TIME_ZONE });
const offsets = new Intl.DateTimeFormat('en-US', {
  timeZone: PLATFORM_TIME_ZONE,
  timeZoneName: 'longOffset',
});

/** The day in Berlin of an instant: `YYYY-MM-DD`. */
export const berlinDay = (at: Date): string => days.format(at);

/** The instant a day (YYYY-MM-DD) begins in Europe/Berlin (midnight never falls into a DST switch there). */
export function berlinDayStart(day: string): Date {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  const utc = Date.UTC(y, m - 1, d);
  const name = offsets.formatToParts(new Date(utc)).find((p) => p.type === 'timeZoneName')?.value ?? '';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  const offset = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
  return new Date(utc - offset * 60_000);
}

/** The calendar day `count` days after a YYYY-MM-DD (before it when negative). */
export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}
