/**
 * The process's metrics (issue 38, docs/decisions/0087), in prom-client's registry and served at GET
 * /metrics (http/metrics.ts) in the Prometheus text format. Every process has its own; counters count since
 * its start. The parts of the code that cause a figure move it here: the HTTP pipeline (app.ts, rest/hot.ts),
 * tRPC's calls (trpc/init.ts), the database guard (db/guard*.ts), the throttle, the cluster's jobs. What the
 * database knows (outbox depth, business figures) is read when scraped (http/metrics.ts).
 *
 * Labels are only values from fixed sets — a route's template, a procedure of the router, a job's name —
 * never what a client sent, so the number of series stays bounded whatever the traffic.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export const registry = new Registry();
// Process memory, CPU, event-loop lag (prom-client's own; they work on Bun).
collectDefaultMetrics({ register: registry, prefix: 'wurzelwerk_' });

const SECONDS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The hot reads' counts and times not yet added to their series (hotHttpSeries); added when scraped. */
const pendingCounts: (() => void)[] = [];
const pendingTimes: (() => void)[] = [];

export const httpRequests = new Counter({
  name: 'wurzelwerk_http_requests_total',
  help: 'HTTP requests answered, by method, route template and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
  collect() {
    for (const add of pendingCounts) add();
  },
});

export const httpDuration = new Histogram({
  name: 'wurzelwerk_http_request_duration_seconds',
  help: 'Time from a request to its reply, by method and route template',
  labelNames: ['method', 'route'] as const,
  buckets: SECONDS,
  registers: [registry],
  collect() {
    for (const add of pendingTimes) add();
  },
});

/** The methods a label may name; any other is "other" (a client may send any token as a method). */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
export const methodLabel = (method: string) => (METHODS.has(method) ? method : 'other');

/** The series of each method, route and status replied so far (countHttp); bounded as the labels are. */
const httpSeries = new Map<string, (seconds: number) => void>();

/**
 * Counts one HTTP reply; `route` is a template of the app's routes (or "unmatched"), never a raw path. The
 * sums are kept as the hot reads' are (hotHttpSeries) and added when scraped: prom-client's `labels`, `inc`
 * and `observe` hash the labels on every call (docs/decisions/0096).
 */
export function countHttp(method: string, route: string, status: number, seconds: number): void {
  const m = methodLabel(method);
  const key = `${m} ${status} ${route}`;
  let series = httpSeries.get(key);
  if (!series) {
    series = hotHttpSeries(m, route, status);
    httpSeries.set(key, series);
  }
  series(seconds);
}

/** A histogram series as prom-client 15 keeps it (lib/histogram.js): counts per bucket (not cumulative). */
interface HistogramEntry {
  labels: Record<string, string>;
  bucketValues: Record<number, number>;
  sum: number;
  count: number;
}

/**
 * The entry of one label set of httpDuration, made (zero) when there is none yet. prom-client observes one
 * value at a time, hashing the labels each time; the hot reads' observations are added as sums instead,
 * into its own record of the series (checked by metrics.test.ts, which reads the histogram through `get()`).
 */
function durationEntry(labels: Record<string, string>): HistogramEntry {
  const map = () =>
    Object.values((httpDuration as unknown as { hashMap: Record<string, HistogramEntry> }).hashMap);
  const matches = (entry: HistogramEntry) =>
    Object.keys(labels).every((key) => entry.labels[key] === labels[key]);
  let entry = map().find(matches);
  if (!entry) {
    httpDuration.zero(labels);
    entry = map().find(matches);
  }
  if (!entry) throw new Error('prom-client keeps its histogram otherwise than metrics.ts expects');
  return entry;
}

/**
 * The count and time of one fixed route and status at the cost of a few additions per request: the hot
 * reads (rest/hot.ts, decision 0008), where prom-client's own `inc` and `observe` (a hash of the labels each
 * time) would cost more than the reply. The sums go into the series when scraped. The time is the handler's,
 * from the request's arrival in it to its reply — a reply from memory.
 */
export function hotHttpSeries(method: string, route: string, status: number): (seconds: number) => void {
  const counter = httpRequests.labels(method, route, String(status));
  let counted = 0;
  pendingCounts.push(() => {
    if (counted === 0) return;
    counter.inc(counted);
    counted = 0;
  });
  // Per bucket of SECONDS (and one beyond the last), as prom-client counts them.
  const buckets = new Array<number>(SECONDS.length + 1).fill(0);
  let timed = 0;
  let sum = 0;
  pendingTimes.push(() => {
    if (timed === 0) return;
    const entry = durationEntry({ method, route });
    SECONDS.forEach((bound, i) => {
      entry.bucketValues[bound] = (entry.bucketValues[bound] ?? 0) + (buckets[i] ?? 0);
    });
    entry.sum += sum;
    entry.count += timed;
    buckets.fill(0);
    timed = 0;
    sum = 0;
  });
  return (seconds) => {
    counted += 1;
    timed += 1;
    sum += seconds;
    let i = 0;
    while (i < SECONDS.length && seconds > (SECONDS[i] as number)) i++;
    buckets[i] = (buckets[i] as number) + 1;
  };
}

export const trpcCalls = new Counter({
  name: 'wurzelwerk_trpc_calls_total',
  help: 'tRPC procedure calls (from /trpc and the /api adapters), by procedure and result code',
  labelNames: ['procedure', 'code'] as const,
  registers: [registry],
});

export const trpcDuration = new Histogram({
  name: 'wurzelwerk_trpc_call_duration_seconds',
  help: 'Time of a tRPC procedure call, by procedure',
  labelNames: ['procedure'] as const,
  buckets: SECONDS,
  registers: [registry],
});

export const dbDuration = new Histogram({
  name: 'wurzelwerk_db_call_duration_seconds',
  help: 'Time of a database call (statement or transaction) including its wait for a connection',
  buckets: SECONDS,
  registers: [registry],
});

export const dbRefused = new Counter({
  name: 'wurzelwerk_db_calls_refused_total',
  help: 'Database calls not started because the database was known to be down',
  registers: [registry],
});

/** The pool's size: postgres.js's `max` (10 by default), 1 for PGlite, which runs one call at a time. */
let poolSize = 1;
let inFlight = 0;

export function setDbPoolSize(size: number): void {
  poolSize = size;
}

export const dbPoolSize = () => poolSize;

new Gauge({
  name: 'wurzelwerk_db_pool_in_use',
  help: 'Database calls holding a connection (calls in flight, at most the pool size)',
  registers: [registry],
  collect() {
    this.set(Math.min(inFlight, poolSize));
  },
});

new Gauge({
  name: 'wurzelwerk_db_pool_waiting',
  help: 'Database calls waiting for a connection (calls in flight beyond the pool size)',
  registers: [registry],
  collect() {
    this.set(Math.max(0, inFlight - poolSize));
  },
});

/** Measures one database call: call at its start, the returned function at its end (once). */
export function dbCallStarted(): () => void {
  inFlight += 1;
  const end = dbDuration.startTimer();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    inFlight -= 1;
    end();
  };
}

/** Measures `call` as one database call (settled either way). */
export function timedDbCall<T>(call: Promise<T>): Promise<T> {
  const done = dbCallStarted();
  call.then(done, done);
  return call;
}

/** The dashboard cache's reads (domains/dashboard/cache.ts): plain sums, handed over when scraped. */
export const dashboardCacheReads = { hit: 0, miss: 0 };

new Counter({
  name: 'wurzelwerk_dashboard_cache_reads_total',
  help: 'Dashboard reads answered from the cache (hit) or from the database (miss)',
  labelNames: ['result'] as const,
  registers: [registry],
  collect() {
    this.reset();
    this.inc({ result: 'hit' }, dashboardCacheReads.hit);
    this.inc({ result: 'miss' }, dashboardCacheReads.miss);
  },
});

export const outboxDepth = new Gauge({
  name: 'wurzelwerk_outbox_unsent',
  help: 'Messages waiting in an outbox (not sent, not failed for good), by outbox',
  labelNames: ['outbox'] as const,
  registers: [registry],
});

export const outboxOldest = new Gauge({
  name: 'wurzelwerk_outbox_oldest_unsent_age_seconds',
  help: 'Age of the oldest unsent message of an outbox (0 when it is empty), by outbox',
  labelNames: ['outbox'] as const,
  registers: [registry],
});

export const jobLastRun = new Gauge({
  name: 'wurzelwerk_job_last_run_timestamp_seconds',
  help: 'When this process last finished a background job, by job',
  labelNames: ['job'] as const,
  registers: [registry],
});

export const jobDuration = new Gauge({
  name: 'wurzelwerk_job_last_duration_seconds',
  help: 'How long the last run of a background job in this process took, by job',
  labelNames: ['job'] as const,
  registers: [registry],
});

export const jobRuns = new Counter({
  name: 'wurzelwerk_job_runs_total',
  help: 'Runs of a background job in this process, by job',
  labelNames: ['job'] as const,
  registers: [registry],
});

export const jobFailures = new Counter({
  name: 'wurzelwerk_job_failures_total',
  help: 'Failed runs of a background job in this process, by job',
  labelNames: ['job'] as const,
  registers: [registry],
});

/** Runs a background job's work and records its run, duration and failure. */
export async function measuredJob<T>(job: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } catch (error) {
    jobFailures.labels(job).inc();
    throw error;
  } finally {
    jobRuns.labels(job).inc();
    jobDuration.labels(job).set((performance.now() - started) / 1000);
    jobLastRun.labels(job).set(Date.now() / 1000);
  }
}

export const throttleRefusals = new Counter({
  name: 'wurzelwerk_signin_throttle_refusals_total',
  help: 'Checks of a password or a two-factor code refused by the throttle, by check and reason',
  labelNames: ['check', 'reason'] as const,
  registers: [registry],
});

export const businessFigures = {
  users: new Gauge({
    name: 'wurzelwerk_registrations',
    help: 'Registered accounts (read from the database when scraped; the same in every process)',
    registers: [registry],
  }),
  investments: new Gauge({
    name: 'wurzelwerk_investments',
    help: 'Investments by state (read from the database when scraped)',
    labelNames: ['state'] as const,
    registers: [registry],
  }),
  orders: new Gauge({
    name: 'wurzelwerk_orders',
    help: 'Shop orders by status (read from the database when scraped)',
    labelNames: ['status'] as const,
    registers: [registry],
  }),
  payouts: new Gauge({
    name: 'wurzelwerk_payout_due_dates',
    help: 'Payout due dates of the issuers by state (read from the database when scraped)',
    labelNames: ['state'] as const,
    registers: [registry],
  }),
};

export const retentionDeleted = new Counter({
  name: 'wurzelwerk_retention_deleted_total',
  help: 'Rows and files deleted by the retention rules in this process, by kind (docs/retention.md)',
  labelNames: ['kind'] as const,
  registers: [registry],
});
