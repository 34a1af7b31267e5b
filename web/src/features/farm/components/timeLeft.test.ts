import { describe, expect, test } from 'bun:test';
import { hoursAndMinutes } from './timeLeft';

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
