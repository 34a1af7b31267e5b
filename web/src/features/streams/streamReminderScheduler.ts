/**
 * The 15-minute stream warning (product §4, §9) as pure timer logic: the clock and the timer functions are
 * injected, so that it runs the same in the browser and under a fake clock in unit tests.
 */

/** Lead time of the warning before a stream starts. */
export const REMINDER_LEAD_MS = 15 * 60 * 1000;

/** Browsers clamp longer delays to 0 (signed 32-bit), which would fire a far-future warning at once. */
const MAX_TIMER_MS = 2_147_483_647;

export interface RemindableStream {
  id: number;
  startTime: Date;
  reminderSet: boolean;
}

export interface SchedulerClock<Handle> {
  now: () => number;
  setTimeout: (callback: () => void, ms: number) => Handle;
  clearTimeout: (handle: Handle) => void;
}

/**
 * Milliseconds until the warning of a stream, or null when none is due: no reminder, or the start is
 * not more than 15 minutes ahead (the spec only warns streams that are further away).
 */
export function reminderDelay(stream: RemindableStream, now: number): number | null {
  if (!stream.reminderSet) return null;
  const untilStart = stream.startTime.getTime() - now;
  if (untilStart <= REMINDER_LEAD_MS) return null;
  const delay = untilStart - REMINDER_LEAD_MS;
  return delay > MAX_TIMER_MS ? null : delay;
}

/**
 * Sets one timer per stream with a reminder. When a timer fires, `isStillSet` is asked again (the user
 * may have removed the reminder meanwhile) before `onDue` runs. Returns the function that cancels all.
 */
export function scheduleStreamReminders<S extends RemindableStream, Handle>(
  streams: readonly S[],
  clock: SchedulerClock<Handle>,
  isStillSet: (id: number) => boolean,
  onDue: (stream: S) => void,
): () => void {
  const now = clock.now();
  const handles: Handle[] = [];
  for (const stream of streams) {
    const delay = reminderDelay(stream, now);
    if (delay === null) continue;
    handles.push(
      clock.setTimeout(() => {
        if (isStillSet(stream.id)) onDue(stream);
      }, delay),
    );
  }
  return () => {
    for (const handle of handles) clock.clearTimeout(handle);
  };
}
