/**
 * `bun run worker`: the background work without HTTP — the mail outbox's worker and the cluster's jobs —
 * for a setup whose serving processes run with MAIL_WORKER=false, so that rendering and sending mails
 * (PDF attachments included) never holds up a request (issue 21). Any number may run: rows and jobs are
 * claimed in the database (decisions 0024, 0037). Stops on SIGTERM after the mail in progress.
 * With WORKER_METRICS_PORT it serves its own GET /metrics (http/workerMetrics.ts, decision 0093).
 */
import { join } from 'node:path';
import { createServices } from './app';
import { secretsKeysOf } from './auth/secretBox';
import { keepRunningOnUnhandledRejections } from './cluster/lastResort';
import type { Database } from './db/client';
import { openConfiguredDatabase } from './db/open';
import { loadConfig } from './env';
import { serveWorkerMetrics, type WorkerMetricsOptions } from './http/workerMetrics';
import { vapidOf } from './push/vapid';

async function main() {
  keepRunningOnUnhandledRejections();
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const services = createServices({
    ...config,
    database,
    secretsKeys: secretsKeysOf(config),
    mailWorker: true,
    push: { vapid: vapidOf(config) },
    mail: {
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      publicUrl: config.mailPublicUrl,
      folder: join(config.dataDir, 'mail'),
    },
  });
  const metrics =
    config.workerMetrics &&
    listenForMetrics(database.db, { ...config.workerMetrics, token: config.metricsToken });
  services.background.start();
  console.log(`Hintergrundarbeit läuft (${database.kind}): Mails und wiederkehrende Aufgaben`);
  if (metrics) console.log(`Metriken: http://${metrics.hostname}:${metrics.port}/metrics`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await metrics?.stop(true);
    await services.background.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** The worker's metrics listener; a busy port stops the start with one line. */
function listenForMetrics(db: Database, options: WorkerMetricsOptions) {
  try {
    return serveWorkerMetrics(db, options);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'EADDRINUSE')
      throw new Error(`WORKER_METRICS_PORT ${options.port} is already in use by another process.`);
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
