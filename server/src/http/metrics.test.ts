/**
 * GET /metrics (decisions 0087, 0093): scraped and read with a Prometheus text-format parser — the figures move with
 * the requests the test makes, the labels stay bounded under random paths, and the endpoint is served only
 * to loopback or with the token.
 */
import { describe, expect, spyOn, test } from 'bun:test';
import parsePrometheusTextFormat, { type MetricFamily } from 'parse-prometheus-text-format';
import { ORIGIN, TestClient, testApp } from '../../test/harness';
import { clusterJob } from '../cluster/jobs';
import { enqueueMail } from '../mail/outbox';
import { dbDuration, httpDuration } from '../metrics';
import { createRequestLog } from '../requestLog';
import { hotRoutes } from '../rest/hot';

const TOKEN = 'metrics-token-for-the-test-0123';
const t = testApp({ seed: true, metricsToken: TOKEN, loginMaxFailures: 2 });

type Family = MetricFamily;
type Sample = Family['metrics'][number];

async function scrape(): Promise<Map<string, Family>> {
  // Elysia runs onAfterResponse (app.ts: the count) in a setImmediate after the reply; this one comes next.
  await new Promise((resolve) => setImmediate(resolve));
  const response = await t.app.handle(
    new Request(`${ORIGIN}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } }),
  );
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return new Map(parsePrometheusTextFormat(await response.text()).map((f) => [f.name, f]));
}

/** The value of a sample (a histogram's count) whose labels include `labels`; 0 when there is none. */
function sampleOf(families: Map<string, Family>, name: string, labels: Record<string, string> = {}) {
  const family = families.get(name);
  const samples = (family?.metrics ?? []) as Sample[];
  const found = samples.find((s) => Object.entries(labels).every(([k, v]) => s.labels?.[k] === v));
  return Number(found?.value ?? found?.count ?? 0);
}

/** A histogram's count for one label set, from prom-client's own reading of it. */
async function histogramCount(metric: typeof httpDuration | typeof dbDuration, labels = {}) {
  const { values } = await metric.get();
  const count = values.find(
    (v) =>
      v.metricName?.endsWith('_count') &&
      Object.entries(labels).every(([k, value]) => (v.labels as Record<string, unknown>)[k] === value),
  );
  return count?.value ?? 0;
}

/** The cumulative count of httpDuration's bucket `le` for one label set. */
async function bucketOf(labels: Record<string, string>, le: number) {
  const { values } = await httpDuration.get();
  const bucket = values.find(
    (v) =>
      v.metricName?.endsWith('_bucket') &&
      Object.entries({ ...labels, le }).every(
        ([k, value]) => (v.labels as Record<string, unknown>)[k] === value,
      ),
  );
  return bucket?.value ?? 0;
}

const labelValues = (families: Map<string, Family>, name: string, label: string) =>
  new Set(((families.get(name)?.metrics ?? []) as Sample[]).map((s) => s.labels?.[label]));

describe('GET /metrics', () => {
  test('the HTTP, tRPC and database figures move with the requests made', async () => {
    const before = await scrape();
    const timed = { method: 'GET', route: '/api/asset-types' };
    const [httpTimed, dbTimed] = [
      await histogramCount(httpDuration, timed),
      await histogramCount(dbDuration),
    ];
    const client = new TestClient(t.app);
    // With a query string the list goes the regular route (rest/hot.ts serves only the plain read).
    for (let i = 0; i < 3; i++) expect((await client.get('/api/asset-types?page=1')).status).toBe(200);
    expect((await client.get('/api/asset-types/999999')).status).toBe(404);
    const after = await scrape();
    const http = { method: 'GET', route: '/api/asset-types', status: '200' };
    expect(sampleOf(after, 'wurzelwerk_http_requests_total', http)).toBe(
      sampleOf(before, 'wurzelwerk_http_requests_total', http) + 3,
    );
    const missing = { method: 'GET', route: '/api/asset-types/:key', status: '404' };
    expect(sampleOf(after, 'wurzelwerk_http_requests_total', missing)).toBe(
      sampleOf(before, 'wurzelwerk_http_requests_total', missing) + 1,
    );
    // The parser merges a histogram's label sets (it reads histograms without labels only); the
    // histograms' counts are read from the registry, their text checked by promtool below.
    expect(after.get('wurzelwerk_http_request_duration_seconds')?.type).toBe('HISTOGRAM');
    const call = { procedure: 'assets.list', code: 'OK' };
    expect(sampleOf(after, 'wurzelwerk_trpc_calls_total', call)).toBe(
      sampleOf(before, 'wurzelwerk_trpc_calls_total', call) + 3,
    );
    expect(after.get('wurzelwerk_db_call_duration_seconds')?.type).toBe('HISTOGRAM');
    expect(await histogramCount(httpDuration, timed)).toBe(httpTimed + 3);
    expect(await histogramCount(dbDuration)).toBeGreaterThan(dbTimed);
    expect(after.has('wurzelwerk_db_pool_in_use')).toBe(true);
    expect(after.has('wurzelwerk_db_calls_refused_total')).toBe(true);
    expect(sampleOf(after, 'wurzelwerk_process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(after.has('wurzelwerk_nodejs_eventloop_lag_seconds')).toBe(true);
  });

  test('the hot reads count and time by additions that are in the next scrape', async () => {
    const silent = createRequestLog({ level: 'silent', secretsKey: new Uint8Array(32) });
    const fallback = () => new Response(null, { status: 299 });
    const hot = hotRoutes(t.app.decorator.services, fallback, {}, silent);
    const series = { method: 'GET', route: '/api/asset-types', status: '200' };
    const timed = { method: 'GET', route: '/api/asset-types' };
    await t.app.handle(new Request(`${ORIGIN}/api/asset-types`)); // the catalogue is in memory now
    const before = await scrape();
    const timedBefore = await histogramCount(httpDuration, timed);
    const bucketBefore = await bucketOf(timed, 10);
    for (let i = 0; i < 5; i++)
      expect((await hot['/api/asset-types'].GET(new Request(`${ORIGIN}/api/asset-types`))).status).toBe(200);
    expect(sampleOf(await scrape(), 'wurzelwerk_http_requests_total', series)).toBe(
      sampleOf(before, 'wurzelwerk_http_requests_total', series) + 5,
    );
    // In the histogram too (metrics.ts adds them into prom-client's series), in its buckets: each reply
    // from memory is within the last finite bound, 10 s.
    expect(await histogramCount(httpDuration, timed)).toBe(timedBefore + 5);
    expect(await bucketOf(timed, 10)).toBe(bucketBefore + 5);
  });

  test('registrations, the outbox, the throttle and a job are counted', async () => {
    const before = await scrape();
    const client = new TestClient(t.app, '198.51.100.77');
    const credentials = {
      firstName: 'Mia',
      lastName: 'Metrik',
      username: `mia_${Date.now().toString(36)}`,
      email: `mia.${Date.now().toString(36)}@example.org`,
      password: 'sicher123',
    };
    expect((await client.post('/api/auth/register', credentials)).status).toBe(201);
    await enqueueMail(t.database.db, {
      to: 'ops@example.org',
      template: 'passwordReset',
      language: 'de',
      payload: { name: 'Ops', token: 'token-ops' },
    });
    const queued = await scrape();
    expect(sampleOf(queued, 'wurzelwerk_registrations')).toBe(
      sampleOf(before, 'wurzelwerk_registrations') + 1,
    );
    expect(sampleOf(queued, 'wurzelwerk_outbox_unsent', { outbox: 'mail' })).toBeGreaterThanOrEqual(1);
    expect(
      sampleOf(queued, 'wurzelwerk_outbox_oldest_unsent_age_seconds', { outbox: 'mail' }),
    ).toBeGreaterThanOrEqual(0);
    expect(sampleOf(queued, 'wurzelwerk_investments', { state: 'paid' })).toBeGreaterThan(0);
    // Every outbox is measured (mail and push), and the other business figures are there.
    for (const outbox of ['mail', 'push'])
      expect(labelValues(queued, 'wurzelwerk_outbox_oldest_unsent_age_seconds', 'outbox').has(outbox)).toBe(
        true,
      );
    expect(labelValues(queued, 'wurzelwerk_outbox_unsent', 'outbox').has('push')).toBe(true);
    // The sample data has orders and payout due dates (db/seed).
    expect(labelValues(queued, 'wurzelwerk_orders', 'status').size).toBeGreaterThan(0);
    expect(labelValues(queued, 'wurzelwerk_payout_due_dates', 'state').size).toBeGreaterThan(0);
    await t.app.decorator.services.mail.drain();
    const sent = await scrape();
    expect(sampleOf(sent, 'wurzelwerk_outbox_unsent', { outbox: 'mail' })).toBe(0);
    expect(sampleOf(sent, 'wurzelwerk_outbox_oldest_unsent_age_seconds', { outbox: 'mail' })).toBe(0);

    // Wrong passwords past the budget (loginMaxFailures 2): the throttle refuses and counts.
    const wrong = { email: credentials.email, password: 'falsch-falsch' };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await client.post('/api/auth/login', wrong)).status);
    expect(statuses).toContain(429);
    const refused = await scrape();
    const sum = (families: Map<string, Family>) =>
      ((families.get('wurzelwerk_signin_throttle_refusals_total')?.metrics ?? []) as Sample[]).reduce(
        (total, s) => total + Number(s.value),
        0,
      );
    expect(sum(refused)).toBe(sum(before) + statuses.filter((s) => s === 429).length);

    // A job that fails: its run, duration and failure.
    let ran = 0;
    const job = clusterJob(t.database.db, 'metrics test job', 60_000, async () => {
      ran += 1;
      throw new Error('the job fails on purpose');
    });
    // Its failure's error line is the error log's business (errorLog.ts), kept out of the test's output.
    const quiet = spyOn(console, 'error').mockImplementation(() => {});
    try {
      job.start();
      while (ran === 0) await Bun.sleep(5);
      await job.stop();
    } finally {
      quiet.mockRestore();
    }
    const jobs = await scrape();
    expect(sampleOf(jobs, 'wurzelwerk_job_runs_total', { job: 'metrics test job' })).toBe(1);
    expect(sampleOf(jobs, 'wurzelwerk_job_failures_total', { job: 'metrics test job' })).toBe(1);
    expect(
      sampleOf(jobs, 'wurzelwerk_job_last_run_timestamp_seconds', { job: 'metrics test job' }),
    ).toBeGreaterThan(0);
  });

  test('1,000 random paths and methods leave the labels bounded', async () => {
    const client = new TestClient(t.app);
    const methods = ['GET', 'POST', 'DELETE', 'PATCH', 'BREW'];
    // One registry per process: with the suite in one process, other files' requests are counted too, so
    // what is held is what these 1,000 requests add.
    const before = await scrape();
    const seriesOf = (scraped: typeof before, name: string) => (scraped.get(name)?.metrics ?? []).length;
    const routesBefore = labelValues(before, 'wurzelwerk_http_requests_total', 'route');
    for (let i = 0; i < 1000; i++) {
      const random = crypto.randomUUID().slice(0, 6 + (i % 20));
      const path = [`/api/${random}`, `/trpc/${random}.x`, `/${random}/${i}`, `/api/asset-types/${random}`][
        i % 4
      ];
      await client.request(methods[i % methods.length] ?? 'GET', path ?? '/');
    }
    const after = await scrape();
    const routes = labelValues(after, 'wurzelwerk_http_requests_total', 'route');
    for (const route of routes) expect(route).not.toMatch(/[0-9a-f]{6}/);
    expect([...routes].filter((route) => !routesBefore.has(route)).length).toBeLessThan(10);
    expect(labelValues(after, 'wurzelwerk_http_requests_total', 'method').has('BREW')).toBe(false);
    const added = (name: string) => seriesOf(after, name) - seriesOf(before, name);
    expect(added('wurzelwerk_http_requests_total')).toBeLessThan(40);
    expect(added('wurzelwerk_trpc_calls_total')).toBeLessThan(10);
  });

  test('the text is valid for Prometheus itself (promtool check metrics)', async () => {
    const response = await t.app.handle(
      new Request(`${ORIGIN}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } }),
    );
    const check = Bun.spawnSync(['promtool', 'check', 'metrics'], { stdin: await response.bytes() });
    const complaints = `${check.stdout.toString()}${check.stderr.toString()}`
      .split('\n')
      .filter(Boolean)
      // prom-client's own gauges of Node's active handles end in _total; ours are lint-clean.
      .filter((line) => !/^wurzelwerk_nodejs_active_\w+_total non-counter metrics/.test(line));
    expect(complaints).toEqual([]);
  });

  test('not public: loopback peer without a proxy, or the bearer token; otherwise 404', async () => {
    const get = (headers: Record<string, string>) =>
      t.app.handle(new Request(`${ORIGIN}/metrics`, { headers }));
    expect((await get({})).status).toBe(404);
    expect((await get({ authorization: 'Bearer wrong-token-wrong-token' })).status).toBe(404);
    expect((await get({ authorization: `Basic ${TOKEN}` })).status).toBe(404);
    const server = t.app.listen({ port: 0, hostname: '127.0.0.1' }).server;
    try {
      const url = `http://127.0.0.1:${server?.port}/metrics`;
      expect((await fetch(url)).status).toBe(200);
      // A request a proxy forwarded comes from the proxy's loopback address, but not from this machine.
      expect((await fetch(url, { headers: { 'x-forwarded-for': '127.0.0.1' } })).status).toBe(404);
      expect((await fetch(url, { headers: { forwarded: 'for=127.0.0.1' } })).status).toBe(404);
      expect(
        (
          await fetch(url, {
            headers: { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '203.0.113.9' },
          })
        ).status,
      ).toBe(200);
    } finally {
      await t.app.stop();
    }
  });
});
