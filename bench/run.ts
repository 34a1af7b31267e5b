/**
 * `bun run bench` — load benchmark of the API on PostgreSQL (DATABASE_URL), driven by wrk on 127.0.0.1.
 *
 * Seeds a database of its own with 10,000 users and 100,000 investments (ten users with 2,000 each, the rest
 * with a handful), starts the server and a bare Bun.serve baseline, and measures in interleaved rounds:
 * GET /api/health, GET /api/asset-types, GET /api/auth/me, GET /api/dashboard (the user with 2,000
 * investments) and POST /api/investments. `--large` then adds 900,000 investments of other users (1,000,000
 * in all) and measures the dashboard again. Writes bench/results/latest.md.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { INVESTMENT_CAPS } from '@wurzelwerk/shared';
import postgres from 'postgres';
import { openDatabase } from '../server/src/db/client';
import { seed } from '../server/src/db/seed';
import { loadConfig } from '../server/src/env';

const argv = process.argv.slice(2);
const args = new Set(argv);
const LARGE = args.has('--large');
/** `--only <text>`: measure only the targets whose name contains the text (plus the baseline), for quick checks. */
const ONLY = argv[argv.indexOf('--only') + 1];
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;
const APP_PORT = 3100;
const BASELINE_PORT = 3101;
const BENCH_DB = 'wurzelwerk_bench';

const baseUrl = loadConfig().databaseUrl;
if (!baseUrl) {
  console.error(
    'bench: set DATABASE_URL to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres',
  );
  process.exit(1);
}
if (!Bun.which('wrk')) {
  console.error('bench: wrk is missing — install it with `apt-get install wrk`');
  process.exit(1);
}

// --- database ----------------------------------------------------------------------------------------
const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`drop database if exists ${BENCH_DB} with (force)`);
await admin.unsafe(`create database ${BENCH_DB}`);
await admin.end();
const benchUrl = new URL(baseUrl);
benchUrl.pathname = `/${BENCH_DB}`;

const database = await openDatabase({ url: benchUrl.toString() });
await database.migrate();
await seed(database.db);
const sql = postgres(benchUrl.toString(), { max: 1, onnotice: () => {} });

console.log('seeding 10,000 users and 100,000 investments …');
const passwordHash = await Bun.password.hash('bench-password');
await sql`
  insert into users (id, first_name, last_name, username, email, password_hash)
  select 'bench-user-' || g, 'Bench', 'User ' || g, 'bench' || g, 'bench' || g || '@bench.example', ${passwordHash}
  from generate_series(1, 10000) g`;
// Every bench user declared free assets of at least 100,000 €: the highest cap, 10,000 € per asset type.
await sql`
  insert into self_disclosures (user_id, free_assets_at_least_100k, monthly_net_income)
  select id, true, 0 from users where id like 'bench-user-%'`;

/** Investments (with their activities) for users picked by `userExpr` over generate_series g. */
async function addInvestments(count: number, userExpr: string) {
  await sql.unsafe(`
    with rows as (
      select gen_random_uuid()::text as id, 'bench-user-' || (${userExpr}) as user_id, (g % 16) + 1 as asset_type_id,
             (500 + (g % 1000))::numeric(12,2) as amount, now() - ((g % 365) || ' days')::interval as created_at
      from generate_series(1, ${count}) g
    ), inserted as (
      insert into investments (id, user_id, asset_type_id, quantity, total_investment, expected_annual_return, created_at)
      select id, user_id, asset_type_id, 1, amount, round(amount * 0.05, 2), created_at from rows
      returning user_id, asset_type_id, total_investment, created_at
    )
    insert into activities (user_id, kind, asset_type_id, amount, created_at)
    select user_id, 'investment', asset_type_id, total_investment, created_at from inserted`);
  // The caps of § 2a VermAnlG (10,000 € per user and asset type with the bench users' self-disclosures):
  // what a user holds beyond them, oldest first, was withdrawn a day after it was made (decision 0028).
  await sql.unsafe(`
    update investments i set status = 'withdrawn', withdrawn_at = i.created_at + interval '1 day'
      from (select id, sum(total_investment) over (partition by user_id, asset_type_id order by created_at, id) as reached
              from investments where status = 'active') r
     where r.id = i.id and r.reached > ${INVESTMENT_CAPS.maxEuro}`);
  // A bulk load leaves dead row versions in investment_totals (one update per investment); clean up as
  // autovacuum would after a while, and refresh the planner's statistics.
  await sql`vacuum analyze`;
  // Write the load's dirty pages out now, so that a checkpoint does not land inside a measurement.
  await sql`checkpoint`;
}
// Users 1–10: 2,000 each; users 11–10,000: about 8 each.
await addInvestments(20_000, 'case when g % 10 = 0 then 10 else g % 10 end');
await addInvestments(80_000, '11 + (g % 9990)');

/** A session row for a user, as Lucia would store it. */
async function sessionFor(userId: string): Promise<string> {
  const id = `bench${crypto.randomUUID().replaceAll('-', '')}`;
  await sql`insert into sessions (id, user_id, expires_at) values (${id}, ${userId}, now() + interval '30 days')`;
  return `ww_session=${id}`;
}
const heavyCookie = await sessionFor('bench-user-1');
// Investments are posted by 2,000 users in turn, each going through every asset type, as real traffic
// would be: one user's running totals row per asset type is locked by each of their own investments, and
// each (user, asset type) pair has room for about 20 posts of 500 € under its cap (decision 0028) — far more
// than the rounds send.
const INVESTORS = 2000;
const investorCookies: string[] = [];
for (let i = 0; i < INVESTORS; i++) investorCookies.push(await sessionFor(`bench-user-${2000 + i}`));

// --- servers -------------------------------------------------------------------------------------------
const app = Bun.spawn(['bun', 'server/src/index.ts'], {
  env: {
    ...process.env,
    DATABASE_URL: benchUrl.toString(),
    PORT: String(APP_PORT),
    SEED: 'false',
    NODE_ENV: 'production',
  },
  stdout: 'ignore',
  stderr: 'inherit',
});
const baseline = Bun.spawn(['bun', 'bench/baseline.ts', String(BASELINE_PORT)], {
  stdout: 'ignore',
  stderr: 'inherit',
});
const stopAll = () => {
  app.kill();
  baseline.kill();
};
process.on('exit', stopAll);

async function waitFor(url: string) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await Bun.sleep(200);
  }
  throw new Error(`${url} did not come up`);
}
await waitFor(`http://127.0.0.1:${APP_PORT}/api/health`);
await waitFor(`http://127.0.0.1:${BASELINE_PORT}/`);

// --- load ----------------------------------------------------------------------------------------------
interface Target {
  name: string;
  url: string;
  headers?: Record<string, string>;
  script?: string;
}
const app_ = (path: string) => `http://127.0.0.1:${APP_PORT}${path}`;
const postScript = join(mkdtempSync(join(tmpdir(), 'ww-bench-')), 'post-investment.lua');
writeFileSync(
  postScript,
  `local cookies = { ${investorCookies.map((c) => `"${c}"`).join(', ')} }
local counter = 0
-- Set per thread by setup (a global: wrk sets it in the thread's state), so the threads differ in asset type.
thread_offset = 0
local threads = 0
setup = function(thread)
  thread:set("thread_offset", threads * 8)
  threads = threads + 1
end
request = function()
  counter = counter + 1
  local asset = (math.floor(counter / #cookies) + thread_offset) % 16 + 1
  local body = string.format('{"assetTypeId":%d,"quantity":1,"totalInvestment":"500.00"}', asset)
  return wrk.format("POST", nil, {
    ["Content-Type"] = "application/json",
    ["Origin"] = "http://127.0.0.1:${APP_PORT}",
    ["Cookie"] = cookies[(counter % #cookies) + 1],
  }, body)
end
`,
);

const ALL_TARGETS: Target[] = [
  { name: 'baseline (Bun.serve)', url: `http://127.0.0.1:${BASELINE_PORT}/` },
  { name: 'GET /api/health', url: app_('/api/health') },
  { name: 'GET /api/asset-types', url: app_('/api/asset-types') },
  { name: 'GET /api/auth/me', url: app_('/api/auth/me'), headers: { Cookie: heavyCookie } },
  { name: 'GET /api/dashboard', url: app_('/api/dashboard'), headers: { Cookie: heavyCookie } },
  { name: 'POST /api/investments', url: app_('/api/investments'), script: postScript },
];
const TARGETS = args.has('--only')
  ? ALL_TARGETS.filter((t, i) => i === 0 || (ONLY !== undefined && t.name.includes(ONLY)))
  : ALL_TARGETS;

interface Result {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

const toMs = (value: string) => {
  const match = /([\d.]+)(us|ms|s)/.exec(value);
  if (!match) return Number.NaN;
  const n = Number(match[1]);
  return match[2] === 'us' ? n / 1000 : match[2] === 's' ? n * 1000 : n;
};

async function wrk(target: Target, seconds = DURATION_S): Promise<Result> {
  const cmd = ['wrk', '-t2', `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency'];
  for (const [k, v] of Object.entries(target.headers ?? {})) cmd.push('-H', `${k}: ${v}`);
  if (target.script) cmd.push('-s', target.script);
  cmd.push(target.url);
  const out = await new Response(Bun.spawn(cmd, { stdout: 'pipe' }).stdout).text();
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
    p50: toMs(/\s50%\s+(\S+)/.exec(out)?.[1] ?? ''),
    p99: toMs(/\s99%\s+(\S+)/.exec(out)?.[1] ?? ''),
    non2xx: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

console.log(
  `warming up, then ${ROUNDS} interleaved rounds of ${DURATION_S} s per target at ${CONNECTIONS} connections …`,
);
for (const target of TARGETS) await wrk(target, 1);
const runs = new Map<string, Result[]>(TARGETS.map((t) => [t.name, []]));
for (let round = 1; round <= ROUNDS; round++) {
  for (const target of TARGETS) {
    const result = await wrk(target);
    runs.get(target.name)?.push(result);
    console.log(
      `round ${round} ${target.name}: ${result.rps.toFixed(0)} req/s, p99 ${result.p99.toFixed(2)} ms`,
    );
  }
}
const summary = TARGETS.map((t) => {
  const results = runs.get(t.name) ?? [];
  return {
    name: t.name,
    rps: median(results.map((r) => r.rps)),
    p50: median(results.map((r) => r.p50)),
    p99: median(results.map((r) => r.p99)),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
  };
});
const baselineRps = summary[0]?.rps ?? 1;

let large = '';
if (LARGE) {
  const dashboard = TARGETS.find((t) => t.name === 'GET /api/dashboard');
  const at100k = summary.find((s) => s.name === 'GET /api/dashboard')?.p50 ?? Number.NaN;
  console.log('adding 900,000 investments of other users (1,000,000 in all) …');
  await addInvestments(900_000, '11 + (g % 9990)');
  if (dashboard) await wrk(dashboard, 1);
  const p50s: number[] = [];
  for (let round = 0; round < ROUNDS && dashboard; round++) p50s.push((await wrk(dashboard)).p50);
  const at1m = median(p50s);
  large = `\n## Dashboard at 1,000,000 investments (\`--large\`)\n\n| investments | dashboard p50 |\n|---|---|\n| 100,000 | ${at100k.toFixed(2)} ms |\n| 1,000,000 | ${at1m.toFixed(2)} ms |\n\nRatio 1M / 100k: **${(at1m / at100k).toFixed(2)}×** (target ≤ 1.5×).\n`;
}

stopAll();
await sql.end();
await database.close();

const targets = `Targets: health ≥ 0.8× baseline; asset-types ≥ 0.5×; dashboard p99 < 20 ms; investment POST p99 < 30 ms; no non-2xx.`;
const rows = summary
  .map(
    (s) =>
      `| ${s.name} | ${s.rps.toFixed(0)} | ${s.p50.toFixed(2)} | ${s.p99.toFixed(2)} | ${s.non2xx} | ${(s.rps / baselineRps).toFixed(2)}× |`,
  )
  .join('\n');
const report = `# Benchmark — ${new Date().toISOString().slice(0, 10)}

${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB; PostgreSQL with 10,000 users and
100,000 investments; wrk, ${CONNECTIONS} connections, 2 threads, ${ROUNDS} interleaved rounds of ${DURATION_S} s (medians).
The dashboard is measured for a user with 2,000 investments.

| target | req/s | p50 ms | p99 ms | non-2xx | × baseline |
|---|---|---|---|---|---|
${rows}

${targets}
${large}`;
// A partial run (--only) is printed, never recorded as the latest figures.
if (!args.has('--only')) {
  mkdirSync(`${import.meta.dir}/results`, { recursive: true });
  writeFileSync(`${import.meta.dir}/results/latest.md`, report);
}
console.log(`\n${report}`);
process.exit(0);
