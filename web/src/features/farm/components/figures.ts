/** Numbers the farm's cards show. */

/** Quest time left as whole hours and minutes (product §2.8, §9: "time shown as hours and minutes"). */
export function hoursAndMinutes(seconds: number): { hours: number; minutes: number } {
  const whole = Math.max(0, Math.floor(seconds));
  return { hours: Math.floor(whole / 3600), minutes: Math.floor((whole % 3600) / 60) };
}

/** `value` as a percent of `max` for a progress bar: at most 100, and 0 without a goal. */
export function percentOf(value: number, max: number): number {
  return max > 0 ? Math.min(100, (value / max) * 100) : 0;
}
