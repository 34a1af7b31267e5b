import { describe, expect, test } from 'bun:test';
import type { Toast } from '../../components/useToast';
import { fakeClock, MINUTE, T0 } from './fakeClock';
import {
  DUE_TOAST_MS,
  type NotificationApi,
  requestPermissionIfUndecided,
  TOGGLE_TOAST_MS,
  warnStreamDue,
} from './reminderWarning';
import { scheduleStreamReminders } from './streamReminderScheduler';

/** A stand-in for window.Notification that records what it was asked to do. */
function fakeNotificationApi(permission: NotificationPermission) {
  const shown: { title: string; body?: string }[] = [];
  let requests = 0;
  const Api = class {
    static permission = permission;
    static requestPermission() {
      requests += 1;
      return Promise.resolve<NotificationPermission>('granted');
    }
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, body: options?.body });
    }
  } satisfies NotificationApi;
  return { Api, shown, requests: () => requests };
}

const texts = { title: 'Livestream beginnt gleich', message: '„Imkerei live“ startet in 15 Minuten.' };

/** Schedules one stream 40 minutes ahead with the real warning as the due action. */
function scheduleWarning(api: NotificationApi | null, stillSet: () => boolean = () => true) {
  const clock = fakeClock();
  const toasts: Toast[] = [];
  scheduleStreamReminders(
    [{ id: 1, startTime: new Date(T0 + 40 * MINUTE), reminderSet: true }],
    clock,
    stillSet,
    () => warnStreamDue(texts, (toast) => toasts.push(toast), api),
  );
  return { clock, toasts };
}

describe('the 15-minute warning', () => {
  test('shows a 10 s toast exactly 15 minutes before the start', () => {
    const { clock, toasts } = scheduleWarning(null);
    clock.advance(25 * MINUTE - 1);
    expect(toasts).toEqual([]);
    clock.advance(1);
    expect(toasts).toEqual([{ ...texts, durationMs: 10_000, icon: undefined }]);
    expect(DUE_TOAST_MS).toBe(10_000);
    expect(TOGGLE_TOAST_MS).toBe(3_000);
  });

  test('adds a browser notification only when the permission was granted', () => {
    const granted = fakeNotificationApi('granted');
    scheduleWarning(granted.Api).clock.advance(25 * MINUTE);
    expect(granted.shown).toEqual([{ title: texts.title, body: texts.message }]);

    for (const permission of ['default', 'denied'] as const) {
      const other = fakeNotificationApi(permission);
      const { clock, toasts } = scheduleWarning(other.Api);
      clock.advance(25 * MINUTE);
      expect(toasts).toHaveLength(1);
      expect(other.shown).toEqual([]);
    }
  });

  test('stays silent when the reminder was removed before the timer fired', () => {
    const granted = fakeNotificationApi('granted');
    const { clock, toasts } = scheduleWarning(granted.Api, () => false);
    clock.advance(30 * MINUTE);
    expect(toasts).toEqual([]);
    expect(granted.shown).toEqual([]);
  });
});

describe('the permission request on load', () => {
  test('asks only while the visitor has not decided', () => {
    const undecided = fakeNotificationApi('default');
    requestPermissionIfUndecided(undecided.Api);
    expect(undecided.requests()).toBe(1);
    for (const permission of ['granted', 'denied'] as const) {
      const decided = fakeNotificationApi(permission);
      requestPermissionIfUndecided(decided.Api);
      expect(decided.requests()).toBe(0);
    }
    // Without the API nothing happens.
    expect(() => requestPermissionIfUndecided(null)).not.toThrow();
  });
});
