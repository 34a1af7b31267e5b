/**
 * The figures and lines an operator gets from real processes (issue 38, decisions 0087, 0093): a server and
 * a `bun run worker` started as an operator starts them, the worker's own GET /metrics (WORKER_METRICS_PORT),
 * a real Prometheus (Debian's `prometheus`, which `.ci/run` installs) scraping both, and the request log's
 * lines — the hot reads' included — all written when the server stops on SIGTERM. On PostgreSQL both
 * processes share the test's database; on PGlite each has a data folder of its own (one process per folder).
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import parsePrometheusTextFormat, { type MetricFamily } from 'parse-prometheus-text-format';
import { emptyDatabase } from '../test/cluster';
import { testDatabaseUrl } from '../test/harness';
import { freePort, type Launched, launch, repoRoot, startServer, vapidEnv } from '../test/processes';

const PROMETHEUS = Bun.which('prometheus');
const TOKEN = 'scrape-test-metrics-token-0123';
const root = mkdtempSync(join(tmpdir(), 'ww-scrape-'));
const launched: Launched[] = [];
let database: Awaited<ReturnType<typeof emptyDatabase>> | undefined;

const appPort = freePort();
const workerPort = freePort();
const app = `http://127.0.0.1:${appPort}`;
const worker = `http://127.0.0.1:${workerPort}`;
let server: Launched;

beforeAll(async () => {
  const shared: Record<string, string> = {
    SEED: 'false',
    LOG_LEVEL: 'info',
    METRICS_TOKEN: TOKEN,
    SECRETS_KEY: randomBytes(32).toString('base64'),
    ...vapidEnv(),
  };
  if (testDatabaseUrl) database = await emptyDatabase();
  const where = (folder: string): Record<string, string> =>
    database ? { DATABASE_URL: database.url } : { DATA_DIR: join(root, folder) };
  server = await startServer({ ...shared, ...where('app'), PORT: String(appPort) });
  launched.push(server);
  // After the server: on PostgreSQL it has migrated the database the worker then opens.
  const started = launch(['bun', join(repoRoot, 'server/src/worker.ts')], {
    ...shared,
    ...where('worker'),
    WORKER_METRICS_PORT: String(workerPort),
  });
  launched.push(started);
  if (!(await started.waitForOutput('Metriken:', 60_000)))
    throw new Error(`the worker did not come up: ${started.stderr()}`);
}, 120_000);

afterAll(async () => {
  for (const started of launched) started.killAll('SIGKILL');
  await Promise.all(launched.map(({ child }) => child.exited));
  await database?.drop();
  rmSync(root, { recursive: true, force: true });
});

const familiesOf = (text: string) =>
  new Map(parsePrometheusTextFormat(text).map((family) => [family.name, family] as const));
const samples = (family: MetricFamily | undefined) => family?.metrics ?? [];

describe('the worker’s GET /metrics', () => {
  test('serves its own figures to loopback and to the token; 404 otherwise', async () => {
    const response = await fetch(`${worker}/metrics`);
    expect(response.status).toBe(200);
    const families = familiesOf(await response.text());
    // What the worker does: its jobs, the outboxes it sends, its memory and event-loop lag.
    expect(families.get('wurzelwerk_job_runs_total')?.type).toBe('COUNTER');
    const outboxes = samples(families.get('wurzelwerk_outbox_unsent')).map((s) => s.labels?.outbox);
    expect(outboxes.sort()).toEqual(['mail', 'push']);
    expect(
      Number(samples(families.get('wurzelwerk_process_resident_memory_bytes'))[0]?.value),
    ).toBeGreaterThan(0);
    expect(families.has('wurzelwerk_nodejs_eventloop_lag_seconds')).toBe(true);
    // Its own process, not the server's: it has served none of the app's routes.
    const routes = samples(families.get('wurzelwerk_http_requests_total')).map((s) => s.labels?.route);
    expect(routes).not.toContain('/api/health');

    const forwarded = { 'x-forwarded-for': '203.0.113.9' };
    expect((await fetch(`${worker}/metrics`, { headers: forwarded })).status).toBe(404);
    const withToken = { ...forwarded, authorization: `Bearer ${TOKEN}` };
    expect((await fetch(`${worker}/metrics`, { headers: withToken })).status).toBe(200);
    expect(
      (await fetch(`${worker}/metrics`, { headers: { authorization: 'Bearer wrong-token-0123456' } })).status,
    ).toBe(404);
    expect((await fetch(`${worker}/`)).status).toBe(404);
    expect((await fetch(`${worker}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  test('its text is valid for Prometheus itself (promtool check metrics)', async () => {
    const text = await (await fetch(`${worker}/metrics`)).bytes();
    const check = Bun.spawnSync(['promtool', 'check', 'metrics'], { stdin: text });
    const complaints = `${check.stdout.toString()}${check.stderr.toString()}`
      .split('\n')
      .filter(Boolean)
      // prom-client's own gauges of Node's active handles end in _total; ours are lint-clean.
      .filter((line) => !/^wurzelwerk_nodejs_active_\w+_total non-counter metrics/.test(line));
    expect(complaints).toEqual([]);
  });
});

describe('docker-compose’s Prometheus', () => {
  test('deploy/prometheus.yml is valid and scrapes the worker on the port docker-compose.yml gives it', () => {
    const file = join(repoRoot, 'deploy/prometheus.yml');
    const check = Bun.spawnSync(['promtool', 'check', 'config', file]);
    expect(`${check.stdout.toString()}${check.stderr.toString()}`).toContain('SUCCESS');
    const compose = readFileSync(join(repoRoot, 'docker-compose.yml'), 'utf8');
    const port = compose.match(/WORKER_METRICS_PORT: (\d+)/)?.[1];
    expect(port).toBeDefined();
    expect(readFileSync(file, 'utf8')).toMatch(new RegExp(`names: \\[worker\\]\\s+type: A\\s+port: ${port}`));
  });
});

/** Prometheus's HTTP API: the `data` of a GET. */
async function prometheusApi<T>(base: string, path: string): Promise<T> {
  const response = await fetch(`${base}${path}`);
  return ((await response.json()) as { data: T }).data;
}

describe.skipIf(!PROMETHEUS)(
  PROMETHEUS
    ? 'a real Prometheus'
    : 'a real Prometheus — SKIPPED: no `prometheus` binary here (apt-get install prometheus; .ci/run installs it)',
  () => {
    test('scrapes the server (with the token) and the worker (loopback): both up, our series stored', async () => {
      const port = freePort();
      const folder = join(root, 'prometheus');
      const config = join(root, 'prometheus.yml');
      writeFileSync(
        config,
        [
          'global: { scrape_interval: 1s, scrape_timeout: 1s }',
          'scrape_configs:',
          '  - job_name: wurzelwerk',
          `    authorization: { type: Bearer, credentials: ${TOKEN} }`,
          `    static_configs: [{ targets: ['127.0.0.1:${appPort}'] }]`,
          '  - job_name: worker',
          `    static_configs: [{ targets: ['127.0.0.1:${workerPort}'] }]`,
        ].join('\n'),
      );
      const prometheus = launch([
        PROMETHEUS as string,
        `--config.file=${config}`,
        `--storage.tsdb.path=${folder}`,
        `--web.listen-address=127.0.0.1:${port}`,
      ]);
      launched.push(prometheus);
      const base = `http://127.0.0.1:${port}`;
      type Targets = { activeTargets: { labels: { job: string }; health: string; lastError: string }[] };
      type Vector = { result: { metric: Record<string, string>; value: [number, string] }[] };
      const deadline = Date.now() + 20_000;
      let health: Record<string, string> = {};
      let stored: Vector['result'] = [];
      while (Date.now() < deadline) {
        await Bun.sleep(500);
        const targets = await prometheusApi<Targets>(base, '/api/v1/targets').catch(() => undefined);
        health = Object.fromEntries(
          (targets?.activeTargets ?? []).map((t) => [t.labels.job, `${t.health} ${t.lastError}`.trim()]),
        );
        if (health.wurzelwerk !== 'up' || health.worker !== 'up') continue;
        const query = encodeURIComponent(
          'wurzelwerk_http_requests_total{job="wurzelwerk",route="/api/health"} or wurzelwerk_outbox_unsent{job="worker"}',
        );
        stored = (await prometheusApi<Vector>(base, `/api/v1/query?query=${query}`)).result;
        if (stored.length >= 3) break;
      }
      expect(health).toEqual({ wurzelwerk: 'up', worker: 'up' });
      const up = await prometheusApi<Vector>(base, `/api/v1/query?query=${encodeURIComponent('up')}`);
      expect(up.result.map((r) => [r.metric.job, r.value[1]]).sort()).toEqual([
        ['worker', '1'],
        ['wurzelwerk', '1'],
      ]);
      // The server's health polls (startServer's, served by the hot route) and the worker's outboxes.
      const health200 = stored.find((r) => r.metric.__name__ === 'wurzelwerk_http_requests_total');
      expect(Number(health200?.value[1])).toBeGreaterThan(0);
      expect(
        stored
          .filter((r) => r.metric.job === 'worker')
          .map((r) => r.metric.outbox)
          .sort(),
      ).toEqual(['mail', 'push']);
      prometheus.killAll('SIGTERM');
      await prometheus.exitWithin(10_000);
    }, 40_000);
  },
);

describe('the request log of a real server', () => {
  // Last: it stops the server.
  test('one line per request, the hot reads’ included, none lost when SIGTERM stops the server', async () => {
    const ids: string[] = [];
    const requests: Promise<void>[] = [];
    const paths = ['/api/health', '/api/asset-types', '/api/asset-types?category=trees'];
    for (let i = 0; i < 300; i++) {
      const id = `scrape-test-${String(i).padStart(6, '0')}`;
      ids.push(id);
      const path = paths[i % paths.length] as string;
      requests.push(
        fetch(`${app}${path}`, { headers: { 'x-request-id': id } }).then(async (response) => {
          await response.arrayBuffer();
          expect(response.status).toBe(200);
          expect(response.headers.get('x-request-id')).toBe(id);
        }),
      );
    }
    await Promise.all(requests);
    server.child.kill('SIGTERM');
    expect(await server.exitWithin(20_000)).toBe(0);
    const lines = server
      .stdout()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const ours = lines.filter((line) => ids.includes(String(line.requestId)));
    expect(ours.map((line) => line.requestId).sort()).toEqual(ids);
    const routes = new Set(ours.map((line) => line.route));
    expect(routes).toEqual(new Set(['/api/health', '/api/asset-types']));
  }, 60_000);
});
