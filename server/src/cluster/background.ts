/**
 * The background work of a listening server: the mail worker (its rows claimed with FOR UPDATE SKIP
 * LOCKED), the stream warnings, the lapse of unpaid investments, the hourly cleanup by the retention rules
 * (retention.ts; each job claimed per interval, jobs.ts), scheduled backups of the embedded database, and the
 * other processes' invalidation messages. Every process runs all of it; the database keeps any of it from being
 * done twice. Tests that only call app.handle do not start it: they send mails with services.mail.drain().
 */

import { join } from 'node:path';
import { backupFileName, pruneBackups, writeBackup } from '../db/backup';
import type { DbHandle } from '../db/client';
import { type Forgetting, listenForInvalidations } from '../db/invalidations';
import { lapseOverdue } from '../domains/investments/lifecycle';
import { notifyStartingStreams, STREAM_JOB_INTERVAL_MS } from '../domains/notifications/streams';
import { markLateDueDates } from '../domains/payouts/late';
import { announceYearlyStatements, STATEMENT_JOB_INTERVAL_MS } from '../domains/statements/job';
import type { Mailer } from '../mail';
import type { Pusher } from '../push';
import { clusterJob } from './jobs';
import { applyRetention } from './retention';

const HOUR_MS = 60 * 60 * 1000;
/** Investments unpaid past their deadline lapse within this long (decision 0057). */
export const LAPSE_JOB_INTERVAL_MS = 5 * 60 * 1000;

export interface BackgroundWork {
  start(): void;
  stop(): Promise<void>;
}

/** Scheduled backups of the embedded database (decision 0089): where, how often, how many kept. */
export interface ScheduledBackup {
  dir: string;
  everyHours: number;
  keep: number;
}

export function backgroundWork(
  database: DbHandle,
  /** The mail and push workers; undefined where another process sends (MAIL_WORKER off, worker.ts). */
  outboxes: readonly [Mailer, Pusher] | undefined,
  caches: Forgetting,
  backup?: ScheduledBackup,
  /** The development mailbox's folder, whose old .eml files the cleanup deletes (retention.ts). */
  mailFolder?: string,
): BackgroundWork {
  const { db } = database;
  const jobs = [
    clusterJob(db, 'stream warnings', STREAM_JOB_INTERVAL_MS, () => notifyStartingStreams(db)),
    clusterJob(db, 'payment lapses', LAPSE_JOB_INTERVAL_MS, () => lapseOverdue(db)),
    clusterJob(db, 'yearly statements', STATEMENT_JOB_INTERVAL_MS, () => announceYearlyStatements(db)),
    // Due dates passed unpaid by the issuer (decision 0067): late, investors told once.
    clusterJob(db, 'late payouts', LAPSE_JOB_INTERVAL_MS, () => markLateDueDates(db)),
    // What is due by the retention rules (decision 0090): sessions, throttle rows, links, mails, pushes, …
    clusterJob(db, 'cleanup', HOUR_MS, () => applyRetention(db, mailFolder)),
  ];
  if (backup && backup.everyHours > 0 && database.kind === 'pglite')
    jobs.push(
      clusterJob(db, 'backup', backup.everyHours * HOUR_MS, async () => {
        await writeBackup(database, join(backup.dir, backupFileName(new Date())));
        pruneBackups(backup.dir, backup.keep);
      }),
    );
  return {
    start(): void {
      for (const outbox of outboxes ?? []) outbox.start();
      for (const job of jobs) job.start();
      listenForInvalidations(database, caches);
    },
    async stop(): Promise<void> {
      await Promise.all([
        ...(outboxes ?? []).map((outbox) => outbox.stop()),
        ...jobs.map((job) => job.stop()),
      ]);
    },
  };
}
