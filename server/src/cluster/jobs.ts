/**
 * Background jobs that run once across all processes (issue 21, docs/decisions/0037). Every process polls;
 * a poll runs the job only when its conditional upsert of the job's row in `cluster_jobs` claims the
 * interval — PostgreSQL lets one process win, the others see the row taken and skip. A process that dies
 * while running a job loses nothing: its work is still there, and the next interval's claim (by any
 * process) does it.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { clusterJobs } from '../db/schema';
import { createPoller, type Poller } from '../mail/poller';
import { measuredJob } from '../metrics';

/** Claims this interval of the job `name`; true when this process should run it now. */
export async function claimJob(db: Database, name: string, intervalMs: number): Promise<boolean> {
  const claimed = await db
    .insert(clusterJobs)
    .values({ name, lastRunAt: sql`now()` })
    .onConflictDoUpdate({
      target: clusterJobs.name,
      set: { lastRunAt: sql`now()` },
      setWhere: sql`${clusterJobs.lastRunAt} <= now() - ${intervalMs} * interval '1 millisecond'`,
    })
    .returning({ name: clusterJobs.name });
  return claimed.length > 0;
}

/**
 * A poller that runs `job` once per `intervalMs` in the whole cluster: each process looks four times per
 * interval, so a job is at most a quarter interval late when the process that ran it last is gone.
 */
export function clusterJob(
  db: Database,
  name: string,
  intervalMs: number,
  job: () => Promise<unknown>,
): Poller {
  return createPoller(name, intervalMs / 4, async () => {
    if (await claimJob(db, name, intervalMs)) await measuredJob(name, job);
    return false;
  });
}
