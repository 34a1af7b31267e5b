/** Test support for the reminder timers: a fixed start time and a clock whose timers run on `advance`. */

export const MINUTE = 60_000;
export const T0 = Date.UTC(2026, 10, 21, 12, 0, 0);

/** A fake clock: timers run when `advance` passes their due time. */
export function fakeClock(start = T0) {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, { due: number; callback: () => void }>();
  return {
    now: () => now,
    setTimeout: (callback: () => void, ms: number) => {
      const id = nextId++;
      timers.set(id, { due: now + ms, callback });
      return id;
    },
    clearTimeout: (id: number) => {
      timers.delete(id);
    },
    advance(ms: number) {
      now += ms;
      for (const [id, timer] of [...timers].sort((a, b) => a[1].due - b[1].due)) {
        if (timer.due <= now) {
          timers.delete(id);
          timer.callback();
        }
      }
    },
    pending: () => timers.size,
  };
}
