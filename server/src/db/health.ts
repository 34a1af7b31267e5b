/**
 * What the app knows about its database's health. /api/health reports it, and the database layer
 * (db/guard.ts) refuses calls at once while it says the database is down, so that an outage gives quick
 * 503s instead of a queue (docs/decisions/0017).
 *
 * A ping is shared by all checks that arrive while it runs, and a good answer is reused for a short time:
 * a load balancer polling health must not become the database's heaviest client. A failed ping, or a
 * call that reports a lost connection or no answer, makes the probe ping at once; when that fails too the
 * database is down, and the probe pings in the background until it answers again — so the app recovers by
 * itself, without a restart and without a request having to wait for it.
 */
import { DatabaseCallError } from './callError';

/** How long a ping may take before the database counts as unreachable. */
export const PING_TIMEOUT_MS = 1000;

/**
 * Seconds postgres.js waits before it opens a connection again after `failures` failed attempts of the
 * client (its counter is shared by the pool and reset by the first connection that opens). Its default
 * (3^failures / 100 s, up to 20 s) put every connection of the pool 10 to 20 s away after an outage of a
 * few seconds, and a ping given up in that wait stalled the connection for good (decision 0049). Retries
 * are paced by the health probe anyway (one ping every 500 ms while the database is down; every other
 * call is refused), so half a second at most keeps the recovery within a second of the database's.
 */
export const reconnectDelay = (failures: number) => Math.min(0.05 * 2 ** failures, 0.5);

export interface HealthOptions {
  /** How long a good answer is reused. */
  reuseMs: number;
  /** How often the probe pings while the database is down. */
  retryMs: number;
}

export function createHealthProbe(
  database: { ping(): Promise<void> },
  options: HealthOptions = { reuseMs: 1000, retryMs: 500 },
) {
  let inFlight: Promise<void> | undefined;
  let healthyUntil = 0;
  let down = false;
  let recovering = false;
  let closed = false;
  /** Aborted when the database goes down; calls waiting for it give up then (db/guard.ts). */
  let downController = new AbortController();

  /** One more try at once when the first fails fast: a connection that was just cut is not an outage. */
  const pingTwice = () => database.ping().catch(() => database.ping());

  const ping = async () => {
    let timer: Timer | undefined;
    try {
      await Promise.race([
        pingTwice(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS);
        }),
      ]);
      healthyUntil = performance.now() + options.reuseMs;
      if (down) {
        down = false;
        downController = new AbortController();
      }
    } catch (error) {
      markDown();
      throw error;
    } finally {
      clearTimeout(timer);
      inFlight = undefined;
    }
  };

  const markDown = () => {
    if (!down) {
      down = true;
      downController.abort();
    }
    healthyUntil = 0;
    if (recovering || closed) return;
    recovering = true;
    void (async () => {
      while (down && !closed) {
        await Bun.sleep(options.retryMs);
        inFlight ??= ping();
        await inFlight.catch(() => {});
      }
      recovering = false;
    })();
  };

  const check = (): Promise<void> => {
    if (down) return Promise.reject(new DatabaseCallError('DATABASE_DOWN', 'the database is unreachable'));
    if (performance.now() < healthyUntil) return Promise.resolve();
    inFlight ??= ping();
    return inFlight;
  };

  return {
    /** Whether the database answered within the last `reuseMs` (no waiting, no ping). */
    isHealthy(): boolean {
      return !down && performance.now() < healthyUntil;
    },
    /** Whether the last ping failed and none has succeeded since. */
    isDown(): boolean {
      return down;
    },
    /** A signal that aborts when the database is found to be down (already aborted while it is). */
    downSignal(): AbortSignal {
      return downController.signal;
    },
    /**
     * Resolves when the database answered within the last `reuseMs`, or answers now; rejects at once while
     * it is known to be down.
     */
    check,
    /**
     * A call got its answer: the database answers, no ping needed for `reuseMs`. Under load the pool's
     * queue would delay a ping past its deadline, and a load balancer's readiness check would take the
     * busy database for a dead one (issue 21); answered calls are the better evidence.
     */
    reportSuccess(): void {
      if (!down) healthyUntil = performance.now() + options.reuseMs;
    },
    /** A call lost its connection or got no answer: ping now (the answer decides whether it is down). */
    reportFailure(): void {
      if (down) return;
      healthyUntil = 0;
      check().catch(() => {});
    },
    /** Stops the background pings (when the database is closed). */
    close(): void {
      closed = true;
    },
  };
}

export type HealthProbe = ReturnType<typeof createHealthProbe>;
