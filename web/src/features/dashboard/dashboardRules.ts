/** The dashboard's rules (product §2, §9) as pure functions, so that they can be unit-tested without a DOM. */

/** Items shown before "show all" (assets) and at all (news). */
export const DASHBOARD_LIST_LIMIT = 3;

/** The full-bar values of the impact panel: CO2 in t, food in kg, water in l. */
export const IMPACT_SCALE = { co2Saved: 200, foodProduced: 1000, waterSaved: 10_000 } as const;

/** Share of a bar, in percent, capped at 100. */
export function impactPercent(value: number, scale: number): number {
  if (!(value > 0)) return 0;
  return Math.min(100, (value / scale) * 100);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A past instant as a value and unit for Intl.RelativeTimeFormat: minutes under an hour, hours under a
 * day, then days (product §9). The value is negative ("vor 5 Minuten").
 */
export function relativeTimeParts(
  date: Date,
  now: number,
): { value: number; unit: 'minute' | 'hour' | 'day' } {
  const elapsed = Math.max(0, now - date.getTime());
  if (elapsed < HOUR) return { value: -Math.max(1, Math.floor(elapsed / MINUTE)), unit: 'minute' };
  if (elapsed < DAY) return { value: -Math.floor(elapsed / HOUR), unit: 'hour' };
  return { value: -Math.floor(elapsed / DAY), unit: 'day' };
}
