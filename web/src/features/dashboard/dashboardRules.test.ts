import { describe, expect, test } from 'bun:test';
import { IMPACT_SCALE, impactPercent, relativeTimeParts } from './dashboardRules';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const ago = (ms: number) => new Date(NOW - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('impactPercent', () => {
  test('scales to 200 t, 1000 kg and 10000 l and caps at 100 %', () => {
    expect(impactPercent(50, IMPACT_SCALE.co2Saved)).toBe(25);
    expect(impactPercent(500, IMPACT_SCALE.foodProduced)).toBe(50);
    expect(impactPercent(25_000, IMPACT_SCALE.waterSaved)).toBe(100);
    expect(impactPercent(0, IMPACT_SCALE.co2Saved)).toBe(0);
    expect(impactPercent(Number.NaN, IMPACT_SCALE.co2Saved)).toBe(0);
  });
});

describe('relativeTimeParts', () => {
  test('minutes under an hour, hours under a day, then days', () => {
    expect(relativeTimeParts(ago(30 * 1000), NOW)).toEqual({ value: -1, unit: 'minute' });
    expect(relativeTimeParts(ago(59 * MINUTE), NOW)).toEqual({ value: -59, unit: 'minute' });
    expect(relativeTimeParts(ago(HOUR), NOW)).toEqual({ value: -1, unit: 'hour' });
    expect(relativeTimeParts(ago(23 * HOUR + 59 * MINUTE), NOW)).toEqual({ value: -23, unit: 'hour' });
    expect(relativeTimeParts(ago(DAY), NOW)).toEqual({ value: -1, unit: 'day' });
    expect(relativeTimeParts(ago(10 * DAY + 5 * HOUR), NOW)).toEqual({ value: -10, unit: 'day' });
  });

  test('a timestamp slightly in the future counts as now', () => {
    expect(relativeTimeParts(new Date(NOW + 5000), NOW)).toEqual({ value: -1, unit: 'minute' });
  });
});
