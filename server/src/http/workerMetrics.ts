/**
 * GET /metrics of `bun run worker` (issue 38, decision 0093): the worker has no HTTP server of its own, so
 * its figures — its jobs' runs, durations and failures, the mail and push senders, the retention's
 * deletions, its memory and event-loop lag, and the outboxes read from the database — get a listener of
 * their own on WORKER_METRICS_PORT, on loopback unless WORKER_METRICS_HOST says otherwise. The same rule as
 * the app's /metrics (metrics.ts metricsAllowed): a loopback peer that no proxy forwarded, or the bearer
 * token; everything else, and every other address or method, gets the app's 404.
 */
import type { Database } from '../db/client';
import { errorResponse, httpError } from '../rest/errors';
import { metricsReply } from './metrics';

export interface WorkerMetricsOptions {
  port: number;
  hostname: string;
  /** METRICS_TOKEN: the bearer token that may read the figures from elsewhere than loopback. */
  token: string | undefined;
}

/** Starts the listener; `stop()` it at shutdown. */
export function serveWorkerMetrics(db: Database, options: WorkerMetricsOptions) {
  const reply = metricsReply(db, options.token);
  return Bun.serve({
    port: options.port,
    hostname: options.hostname,
    // A busy port fails the start (another worker on the same host needs a port of its own).
    reusePort: false,
    routes: {
      '/metrics': {
        GET: (request, server) => reply(request, server.requestIP(request)?.address),
      },
    },
    fetch: () => errorResponse(httpError('notFound')),
  });
}
