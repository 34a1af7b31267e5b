/** Quest time left as whole hours and minutes (spec §2.8, §9: "time shown as hours and minutes"). */
export function hoursAndMinutes(seconds: number): { hours: number; minutes: number } {
  const whole = Math.max(0, Math.floor(seconds));
  return { hours: Math.floor(whole / 3600), minutes: Math.floor((whole % 3600) / 60) };
}
