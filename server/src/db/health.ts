/**
 * The database health as /api/health reports it. A ping is shared by all requests that arrive while it
 * runs, and its result is reused for a short time: a load balancer polling health must not become the
 * database's heaviest client. A failed ping is not reused, so recovery shows at the next request.
 */
import type { DbHandle } from './client';

/** How long the health check waits for the database before it reports it unreachable. */
export const PING_TIMEOUT_MS = 2000;

export function createHealthProbe(database: Pick<DbHandle, 'ping'>, options = { reuseMs: 1000 }) {
  let inFlight: Promise<void> | undefined;
  let healthyUntil = 0;

  const ping = async () => {
    let timer: Timer | undefined;
    try {
      await Promise.race([
        database.ping(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS);
        }),
      ]);
      healthyUntil = performance.now() + options.reuseMs;
    } finally {
      clearTimeout(timer);
      inFlight = undefined;
    }
  };

  return {
    /** Whether the database answered within the last `reuseMs` (no waiting, no ping). */
    isHealthy(): boolean {
      return performance.now() < healthyUntil;
    },
    /** Resolves when the database answered within the last `reuseMs`, or answers now; rejects otherwise. */
    check(): Promise<void> {
      if (performance.now() < healthyUntil) return Promise.resolve();
      inFlight ??= ping();
      return inFlight;
    },
  };
}

export type HealthProbe = ReturnType<typeof createHealthProbe>;
