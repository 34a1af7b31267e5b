/**
 * `bun run bench --processes N` (issue 21): the dashboard and POST /api/investments through HAProxy, first
 * with one app process behind it, then with N, in the same run and on the same data. On a machine whose
 * cores also run PostgreSQL, HAProxy and wrk, the point is correctness and the load balancer's overhead,
 * not a linear speed-up: the report names the core count.
 */
import { randomBytes } from 'node:crypto';
import { cpus } from 'node:os';
import { startHaproxy } from '../server/test/cluster';
import { freePort, type Launched, launch, vapidEnv } from '../server/test/processes';
import { measureRounds, postInvestmentScript, summarise, type Target } from './load';

export interface ClusterBenchOptions {
  databaseUrl: string;
  processes: number;
  /** The session of the user whose dashboard is read. */
  heavyCookie: string;
  investorCookies: string[];
}

/** `count` serving processes behind HAProxy, and one worker process sending their mails. */
async function startApps(count: number, databaseUrl: string) {
  // Every process on the database shares the key of the secrets at rest (required in production).
  const secretsKey = randomBytes(32).toString('base64');
  // PUBLIC_URL is required in production (the links of mails).
  const env = {
    DATABASE_URL: databaseUrl,
    SEED: 'false',
    NODE_ENV: 'production',
    PUBLIC_URL: 'http://localhost',
    SECRETS_KEY: secretsKey,
    // So is the key pair that signs pushes.
    ...vapidEnv(),
  };
  const apps: { port: number; server: Launched }[] = [];
  for (let i = 0; i < count; i++) {
    const port = freePort();
    apps.push({
      port,
      server: launch(['bun', 'server/src/index.ts'], { ...env, PORT: String(port), MAIL_WORKER: 'false' }),
    });
  }
  const worker = launch(['bun', 'server/src/worker.ts'], env);
  const haproxy = await startHaproxy(apps);
  // The first start on the bench's database fills the usernames' skeletons of its 10,000 users (written
  // there by SQL): longer than a test's start.
  if (!(await haproxy.allUp(120_000))) {
    const said = apps.map(({ server }) => `${server.stdout()}${server.stderr()}`.trim().slice(-600));
    throw new Error(`bench: the app processes did not come up behind HAProxy:\n${said.join('\n---\n')}`);
  }
  return {
    base: haproxy.base,
    async stop() {
      haproxy.stop();
      for (const process of [...apps.map((app) => app.server), worker]) process.killAll('SIGTERM');
      await Promise.all(
        [...apps.map((app) => app.server), worker].map((process) => process.exitWithin(20_000)),
      );
    },
  };
}

/** Measures both configurations; answers the report's section. */
export async function clusterBench(options: ClusterBenchOptions): Promise<string> {
  const rows: string[] = [];
  for (const count of [1, options.processes]) {
    const cluster = await startApps(count, options.databaseUrl);
    const targets: Target[] = [
      {
        name: 'GET /api/dashboard',
        url: `${cluster.base}/api/dashboard`,
        headers: { Cookie: options.heavyCookie },
      },
      {
        name: 'POST /api/investments',
        url: `${cluster.base}/api/investments`,
        script: await postInvestmentScript(options.investorCookies, cluster.base),
      },
    ];
    const runs = await measureRounds(targets, `${count} process(es), `);
    await cluster.stop();
    for (const target of targets) {
      const s = summarise(target.name, runs.get(target.name) ?? []);
      rows.push(
        `| ${count} | ${s.name} | ${s.rps.toFixed(0)} | ${s.p50.toFixed(2)} | ${s.p99.toFixed(2)} | ${s.non2xx} |`,
      );
    }
  }
  return `## Through HAProxy: 1 and ${options.processes} processes (\`--processes ${options.processes}\`)

${cpus().length} cores, shared by the app processes, PostgreSQL, HAProxy and wrk.

| processes | target | req/s | p50 ms | p99 ms | non-2xx |
|---|---|---|---|---|---|
${rows.join('\n')}
`;
}
