/**
 * Stopping a server process without losing a request (issue 21). On SIGTERM (or SIGINT):
 * 1. /api/health answers 503 for `drainMs` while everything is still served, so that a load balancer
 *    polling it takes the process out of rotation before its port closes;
 * 2. the port closes and the requests in flight finish (at most `timeoutMs`, then their connections
 *    are cut) — also the handlers of clients that went away, whose writes may still be out (a batch of
 *    investments shared with others): closing the database under them cut those writes off and logged
 *    each as a 503;
 * 3. the background work stops (a mail being sent is finished), the pool closes, the request log's last
 *    lines are written, the process exits.
 */
import type { App } from '../app';
import type { DbHandle } from '../db/client';
import { handlersFinished } from '../db/scope';
import { flushRepeatedErrors } from '../errorLog';
import { endRequestLog } from '../requestLog';

export interface ShutdownOptions {
  drainMs: number;
  timeoutMs: number;
  /** Something else that listens (the control socket) and stops with the port. */
  alsoStop?: { stop(): void };
}

export function stopOnSignals(app: App, database: DbHandle, options: ShutdownOptions): void {
  let stopping = false;
  const stop = async () => {
    const { services } = app.decorator;
    services.lifecycle.stopping = true;
    if (options.drainMs > 0) await Bun.sleep(options.drainMs);
    const server = app.server;
    // Bun's stop(false) stops accepting and resolves once the requests in flight are answered.
    const finished = Promise.all([server?.stop(false), handlersFinished()]);
    const inTime = await Promise.race([
      finished.then(() => true),
      Bun.sleep(options.timeoutMs).then(() => false),
    ]);
    if (!inTime) await server?.stop(true);
    options.alsoStop?.stop();
    // Elysia's stop hooks are not awaited: stop the background work here before the database goes.
    await services.background.stop();
    await database.close();
    flushRepeatedErrors();
    // The request log's last lines (its stream writes asynchronously; decision 0093).
    await endRequestLog();
    process.exit(0);
  };
  const onSignal = () => {
    if (stopping) return;
    stopping = true;
    stop().catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    });
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
