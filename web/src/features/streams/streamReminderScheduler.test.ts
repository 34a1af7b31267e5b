import { describe, expect, test } from 'bun:test';
import { fakeClock, MINUTE, T0 } from './fakeClock';
import { REMINDER_LEAD_MS, reminderDelay, scheduleStreamReminders } from './streamReminderScheduler';

const stream = (id: number, minutesAhead: number, reminderSet = true) => ({
  id,
  startTime: new Date(T0 + minutesAhead * MINUTE),
  reminderSet,
});

describe('reminderDelay', () => {
  test('is the time until 15 minutes before the start', () => {
    expect(reminderDelay(stream(1, 40), T0)).toBe(25 * MINUTE);
    expect(REMINDER_LEAD_MS).toBe(15 * MINUTE);
  });

  test('is null without a reminder, at or within 15 minutes, for live streams and beyond the timer limit', () => {
    expect(reminderDelay(stream(1, 40, false), T0)).toBeNull();
    expect(reminderDelay(stream(1, 15), T0)).toBeNull();
    expect(reminderDelay(stream(1, 5), T0)).toBeNull();
    expect(reminderDelay(stream(1, -10), T0)).toBeNull();
    expect(reminderDelay(stream(1, 60 * 24 * 30), T0)).toBeNull();
    expect(reminderDelay(stream(1, 15.01), T0)).toBe(0.01 * MINUTE);
  });
});

describe('scheduleStreamReminders', () => {
  test('fires once, exactly 15 minutes before the start, only for streams with a reminder', () => {
    const clock = fakeClock();
    const fired: number[] = [];
    scheduleStreamReminders(
      [stream(1, 40), stream(2, 60, false), stream(3, 10), stream(4, 120)],
      clock,
      () => true,
      (s) => fired.push(s.id),
    );
    expect(clock.pending()).toBe(2);
    clock.advance(25 * MINUTE - 1);
    expect(fired).toEqual([]);
    clock.advance(1);
    expect(fired).toEqual([1]);
    clock.advance(80 * MINUTE);
    expect(fired).toEqual([1, 4]);
  });

  test('does not warn when the reminder was removed before the timer fired', () => {
    const clock = fakeClock();
    const set = new Set([1]);
    const fired: number[] = [];
    scheduleStreamReminders(
      [stream(1, 40)],
      clock,
      (id) => set.has(id),
      (s) => fired.push(s.id),
    );
    set.delete(1);
    clock.advance(30 * MINUTE);
    expect(fired).toEqual([]);
  });

  test('cancel clears every pending timer', () => {
    const clock = fakeClock();
    const fired: number[] = [];
    const cancel = scheduleStreamReminders(
      [stream(1, 40), stream(2, 50)],
      clock,
      () => true,
      (s) => fired.push(s.id),
    );
    cancel();
    expect(clock.pending()).toBe(0);
    clock.advance(60 * MINUTE);
    expect(fired).toEqual([]);
  });
});
