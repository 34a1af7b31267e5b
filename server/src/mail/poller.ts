/**
 * A background loop of one server process: runs its work every `intervalMs` and when woken, never twice
 * at once, and again at once while the work says there is more. `stop()` ends it and waits for a run in
 * progress, leaving no timer behind (tests start and stop apps many times).
 */
import { logInternal } from '../errorLog';

export interface Poller {
  start(): void;
  /** Runs soon (or right after the run in progress). */
  wake(): void;
  stop(): Promise<void>;
}

/** `run` answers whether more work is waiting (a full batch): then it runs again at once. */
export function createPoller(name: string, intervalMs: number, run: () => Promise<boolean>): Poller {
  let started = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  /** One log line per stretch of failures (a database outage), not one per poll. */
  let failing = false;

  const schedule = () => {
    clearTimeout(timer);
    if (!started) return;
    timer = setTimeout(wake, intervalMs);
    timer.unref?.();
  };

  async function loop() {
    do {
      again = false;
      try {
        while (started && (await run()));
        failing = false;
      } catch (error) {
        if (!failing) logInternal(error, name);
        failing = true;
      }
    } while (again && started);
  }

  function wake() {
    if (!started) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = loop().finally(() => {
      running = undefined;
      schedule();
    });
  }

  return {
    start() {
      if (started) return;
      started = true;
      wake();
    },
    wake,
    async stop() {
      started = false;
      clearTimeout(timer);
      await running;
    },
  };
}
