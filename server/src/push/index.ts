import type { Database } from '../db/client';
import { outboxRunner } from '../mail/runner';
import { createPushWorker } from './sender';
import type { Vapid } from './vapid';

export interface PushOptions {
  vapid: Vapid;
  /** How often the worker looks for due pushes besides being woken (ms). */
  pollMs?: number;
  retryDelayMs?: (attempt: number) => number;
  /** The deadline of one request to a push service (ms). */
  timeoutMs?: number;
  /** Also accept http endpoints on this machine (loopback): outside production, for a local push service. */
  allowLoopbackHttp?: boolean;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether pushes may be sent to `endpoint`: https, or http to this machine where allowed. */
export function acceptsEndpoint(endpoint: string, allowLoopbackHttp: boolean): boolean {
  const url = URL.parse(endpoint);
  if (!url || url.username || url.password) return false;
  return (
    url.protocol === 'https:' || (allowLoopbackHttp && url.protocol === 'http:' && LOOPBACK.has(url.hostname))
  );
}

const POLL_MS = 5000;
export function createPusher(db: Database, options: PushOptions) {
  const worker = createPushWorker({ db, ...options });
  const runner = outboxRunner('push worker', options.pollMs ?? POLL_MS, worker.runOnce);
  return {
    /** The key browsers subscribe with (`applicationServerKey`). */
    publicKey: options.vapid.publicKey,
    accepts: (endpoint: string) => acceptsEndpoint(endpoint, options.allowLoopbackHttp ?? false),
    // Woken like the mail worker: when a request that wrote to an outbox has been answered.
    start: runner.start,
    stop: runner.stop,
    /** Sends every push that is due now, in this call (tests; a started worker does this by itself). */
    drain: runner.drain,
  };
}

export type Pusher = ReturnType<typeof createPusher>;
