import { describe, expect, test } from 'bun:test';
import { hoursAndMinutes, percentOf } from './figures';

describe('hoursAndMinutes', () => {
  test('splits seconds into whole hours and minutes, dropping seconds', () => {
    expect(hoursAndMinutes(18_000)).toEqual({ hours: 5, minutes: 0 });
    expect(hoursAndMinutes(518_400)).toEqual({ hours: 144, minutes: 0 });
    expect(hoursAndMinutes(3_599)).toEqual({ hours: 0, minutes: 59 });
    expect(hoursAndMinutes(7_261.9)).toEqual({ hours: 2, minutes: 1 });
  });

  test('never shows negative time', () => {
    expect(hoursAndMinutes(-5)).toEqual({ hours: 0, minutes: 0 });
  });
});

describe('percentOf', () => {
  test('a share of the goal in percent, at most 100, and 0 without a goal', () => {
    expect(percentOf(340, 1000)).toBe(34);
    expect(percentOf(12, 10)).toBe(100);
    expect(percentOf(5, 0)).toBe(0);
  });
});
