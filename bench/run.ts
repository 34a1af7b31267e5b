/**
 * `bun run bench` — load benchmark of the API on PostgreSQL (DATABASE_URL), driven by wrk on 127.0.0.1.
 *
 * Seeds a database of its own with 10,000 users and 100,000 investments (ten users with 2,000 each, the rest
 * with a handful), starts the server and a bare Bun.serve baseline, and measures in interleaved rounds:
 * GET /api/health, GET /api/asset-types, GET /api/auth/me, GET /api/dashboard (the user with 2,000
 * investments) and POST /api/investments — without a mail worker. Then the worker alone on the mails the POST
 * rounds queued (mails with their PDF per second and per core), and a camt.053 import of 10,000 entries
 * (rounds.ts). `--large` then adds 900,000 investments of other users (1,000,000
 * in all) and measures the dashboard again. Writes bench/results/latest.md. `--processes N` measures the
 * dashboard and the POST through HAProxy with 1 and N processes instead (cluster.ts, results/processes.md).
 *
 * The money round (money.ts, issue 34): before the HTTP rounds, a project with 10,000 investors is paid in,
 * released, and its first due date's repayment distributed into the wallets (timed, the ledger checked);
 * `GET /api/portfolio` is then measured for an investor with 200 investments. `--only payout` runs just the
 * payout, `--only portfolio` the portfolio target (after the payout it needs).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { INVESTMENT_CAPS } from '@wurzelwerk/shared';
import postgres from 'postgres';
import { sessionIdOf } from '../server/src/auth/sessionStore';
import { openDatabase } from '../server/src/db/client';
import { seed } from '../server/src/db/seed';
import { loadConfig } from '../server/src/env';
import { vapidEnv } from '../server/test/processes';
import { clusterBench } from './cluster';
import {
  BENCH_IDENTITY,
  CONNECTIONS,
  DURATION_S,
  measureRounds,
  median,
  postInvestmentScript,
  ROUNDS,
  summarise,
  type Target,
  wrk,
} from './load';
import {
  type MoneyProject,
  moneySetup,
  PORTFOLIO_INVESTMENTS,
  PORTFOLIO_USER,
  PROJECT_INVESTORS,
  payoutRound,
  portfolioRound,
} from './money';
import { importReport, payoutReport, portfolioReport, workerReport } from './report';
import { statementImportRound, workerRound } from './rounds';

const argv = process.argv.slice(2);
const args = new Set(argv);
const LARGE = args.has('--large');
/** `--only <text>`: measure only the targets whose name contains the text (plus the baseline), for quick checks. */
const ONLY = argv[argv.indexOf('--only') + 1];
/** The money round runs in a full run, and for `--only payout` or `--only portfolio` (whose data it makes). */
const MONEY = !args.has('--only') || ONLY?.includes('payout') || ONLY?.includes('portfolio');
/** `--processes N`: measures through HAProxy with 1 and N app processes instead (cluster.ts). */
const PROCESSES = args.has('--processes') ? Number(argv[argv.indexOf('--processes') + 1]) : undefined;
if (PROCESSES !== undefined && !(Number.isInteger(PROCESSES) && PROCESSES >= 2)) {
  console.error('bench: --processes takes a number of processes, 2 or more');
  process.exit(1);
}
/** BENCH_PORT: the app's port (the baseline's is the next), when several checkouts benchmark on one host. */
const APP_PORT = Number(process.env.BENCH_PORT ?? 3100);
const BASELINE_PORT = APP_PORT + 1;
/** BENCH_DB: another name when several checkouts benchmark on one PostgreSQL. */
const BENCH_DB = process.env.BENCH_DB ?? 'wurzelwerk_bench';

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

// The in-process imports (10,000 entries in one transaction) work between their statements; on a busy host
// that can exceed the app's 5 s idle-in-transaction deadline, which would end the session mid-import.
const database = await openDatabase({ url: benchUrl.toString(), timeoutMs: 60_000 });
await database.migrate();
await seed(database.db);
const sql = postgres(benchUrl.toString(), { max: 1, onnotice: () => {} });

console.log('seeding 10,000 users and 100,000 investments …');
const passwordHash = await Bun.password.hash('bench-password');
await sql`
  insert into users (id, first_name, last_name, username, email, password_hash, email_verified_at, birth_date, birth_place)
  select 'bench-user-' || g, ${BENCH_IDENTITY.firstName}, ${BENCH_IDENTITY.lastName}, 'bench' || g,
         'bench' || g || '@bench.example', ${passwordHash}, now(), ${BENCH_IDENTITY.birthDate}, ${BENCH_IDENTITY.birthPlace}
  from generate_series(1, 10000) g`;
// Every bench user declared a monthly net income of 12,500 €: the highest cap, 25,000 € per issuer (decision 0072).
await sql`
  insert into self_disclosures (user_id, free_assets_at_least_100k, monthly_net_income)
  select id, true, 12500 from users where id like 'bench-user-%'`;
// § 2a Abs. 1 VermAnlG (decision 0072): an issuer's offers sell at most 6,000,000 € within twelve months. Each of
// the 16 asset types gets an issuer of its own, and the history below is older than twelve months, so that the
// POST round's investments (500 € each, spread over the asset types) stay within their issuers' room.
await sql`
  insert into issuers (name, legal_form, street, postcode, city, country, register_court, register_number)
  select 'Bench Emittent ' || g, 'GmbH', 'Benchweg ' || g, '10115', 'Berlin', 'DE', 'Amtsgericht Berlin', 'HRB ' || (90000 + g)
  from generate_series(1, 16) g`;
await sql`
  update asset_types a set issuer_id = i.id
    from issuers i where a.id <= 16 and i.name = 'Bench Emittent ' || a.id`;
// And every one passed the knowledge test (issue 35, decision 0073): POST /api/investments needs the pass.
await sql`
  insert into knowledge_test_attempts (user_id, results, score, passed)
  select id, '[]'::jsonb, 6, true from users where id like 'bench-user-%'`;

/** Paid investments (with their activities) for users picked by `userExpr` over generate_series g: a settled portfolio, as awaiting ones are paid or lapse within days. */
async function addInvestments(count: number, userExpr: string) {
  await sql.unsafe(`
    with rows as (
      select gen_random_uuid()::text as id, 'bench-user-' || (${userExpr}) as user_id, (g % 16) + 1 as asset_type_id,
             (500 + (g % 1000))::numeric(12,2) as amount,
             now() - interval '13 months' - ((g % 365) || ' days')::interval as created_at
      from generate_series(1, ${count}) g
    ), inserted as (
      insert into investments (id, user_id, asset_type_id, quantity, total_investment, expected_annual_return, created_at,
                               status, confirmed_at, paid_at)
      select id, user_id, asset_type_id, 1, amount, round(amount * 0.05, 2), created_at,
             'paid', created_at, created_at + interval '1 day' from rows
      returning user_id, asset_type_id, total_investment, created_at
    )
    insert into activities (user_id, kind, asset_type_id, amount, created_at)
    select user_id, 'investment', asset_type_id, total_investment, created_at from inserted`);
  // The caps of § 2a VermAnlG (25,000 € per user and issuer with the bench users' self-disclosures): what a
  // user holds beyond them, oldest first, was withdrawn a day after it was made (decisions 0028, 0072).
  await sql.unsafe(`
    update investments i set status = 'withdrawn', withdrawn_at = i.created_at + interval '1 day'
      from (select v.id, sum(v.total_investment) over (partition by v.user_id, a.issuer_id order by v.created_at, v.id) as reached
              from investments v join asset_types a on a.id = v.asset_type_id
             where v.status in ('awaiting_payment', 'paid')) r
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

/** A session row for a user, stored as the app stores it (the token's SHA-256; decision 0048): its cookie. */
async function sessionFor(userId: string): Promise<string> {
  const token = `bench${crypto.randomUUID().replaceAll('-', '')}`;
  await sql`insert into sessions (id, user_id, expires_at) values (${sessionIdOf(token)}, ${userId}, now() + interval '30 days')`;
  return `ww_session=${token}`;
}
const heavyCookie = await sessionFor('bench-user-1');
// Investments are posted by 2,000 users in turn (load.ts: postInvestmentScript).
const INVESTORS = 2000;
const investorCookies: string[] = [];
for (let i = 0; i < INVESTORS; i++) investorCookies.push(await sessionFor(`bench-user-${2000 + i}`));

if (PROCESSES) {
  if (!Bun.which('haproxy') && !Bun.which('/usr/sbin/haproxy')) {
    console.error('bench: haproxy is missing — install it with `apt-get install haproxy`');
    process.exit(1);
  }
  const report = await clusterBench({
    databaseUrl: benchUrl.toString(),
    processes: PROCESSES,
    heavyCookie,
    investorCookies,
  });
  await sql.end();
  await database.close();
  const title = `# Benchmark — ${new Date().toISOString().slice(0, 10)}\n\n`;
  mkdirSync(`${import.meta.dir}/results`, { recursive: true });
  writeFileSync(`${import.meta.dir}/results/processes.md`, title + report);
  console.log(`\n${report}`);
  process.exit(0);
}

// --- the money round's project: 10,000 investors paid in by a camt.053 import (money.ts) ---------------------
let project: MoneyProject | undefined;
let operatorCookie = '';
let portfolioCookie = '';
if (MONEY) {
  console.log(`paying in a project with ${PROJECT_INVESTORS.toLocaleString('en')} investors …`);
  project = await moneySetup(sql, database.db);
  await sql`
    insert into users (id, first_name, last_name, username, email, password_hash, role)
    values ('bench-operator', 'Bench', 'Operator', 'benchoperator', 'operator@bench.example', ${passwordHash}, 'operator')`;
  operatorCookie = await sessionFor('bench-operator');
  portfolioCookie = await sessionFor(PORTFOLIO_USER);
}

// --- servers -------------------------------------------------------------------------------------------
const serverEnv = {
  ...process.env,
  DATABASE_URL: benchUrl.toString(),
  SEED: 'false',
  NODE_ENV: 'production',
  // Required in production: the links of the mails the worker renders.
  PUBLIC_URL: `http://localhost:${APP_PORT}`,
  // Every process on the database shares the key of the secrets at rest (required in production).
  SECRETS_KEY: randomBytes(32).toString('base64'),
  // So is the key pair that signs pushes.
  ...vapidEnv(),
};
// The serving process sends no mail (MAIL_WORKER), and no worker runs during the HTTP rounds: the mails the
// POST rounds queue are sent in the worker's own round afterwards (rounds.ts, docs/decisions/0062).
// BENCH_APP_FLAGS passes Bun's own flags to the app, e.g. `--cpu-prof-md --cpu-prof-dir=/tmp/prof` for a profile.
const appFlags = process.env.BENCH_APP_FLAGS?.split(' ').filter(Boolean) ?? [];
const app = Bun.spawn(['bun', ...appFlags, 'server/src/index.ts'], {
  env: { ...serverEnv, PORT: String(APP_PORT), MAIL_WORKER: 'false' },
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
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await Bun.sleep(200);
  }
  throw new Error(`${url} did not come up`);
}
await waitFor(`http://127.0.0.1:${APP_PORT}/api/health`);
await waitFor(`http://127.0.0.1:${BASELINE_PORT}/`);

// --- the payout: release, due dates, the issuer's repayment distributed (money.ts) ------------------------------
const payout = project
  ? await payoutRound({
      sql,
      db: database.db,
      api: { baseUrl: `http://127.0.0.1:${APP_PORT}`, cookie: operatorCookie },
      project,
      appPid: app.pid,
    })
  : undefined;
if (payout) {
  console.log(
    `payout of ${payout.investors} investors: ${(payout.distributeMs / 1000).toFixed(2)} s, ${payout.problems.length ? payout.problems.join('; ') : 'ledger sound'}`,
  );
  // The payout wrote tens of thousands of rows: their dead versions and dirty pages are cleaned and written out
  // now, as after the bulk load, not by autovacuum and a checkpoint inside the first round.
  await sql`vacuum analyze`;
  await sql`checkpoint`;
}

// --- load ----------------------------------------------------------------------------------------------
const app_ = (path: string) => `http://127.0.0.1:${APP_PORT}${path}`;
const postScript = await postInvestmentScript(investorCookies, `http://127.0.0.1:${APP_PORT}`);

const ALL_TARGETS: Target[] = [
  { name: 'baseline (Bun.serve)', url: `http://127.0.0.1:${BASELINE_PORT}/` },
  { name: 'GET /api/health', url: app_('/api/health') },
  { name: 'GET /api/asset-types', url: app_('/api/asset-types') },
  { name: 'GET /api/auth/me', url: app_('/api/auth/me'), headers: { Cookie: heavyCookie } },
  { name: 'GET /api/dashboard', url: app_('/api/dashboard'), headers: { Cookie: heavyCookie } },
  { name: 'POST /api/investments', url: app_('/api/investments'), script: postScript },
  // Last: 50 clients saturate the app on its ~12 ms of CPU per portfolio (requests time out, the database
  // deadline answers 503 for a moment); the baseline, another process, comes next.
  ...(project
    ? [{ name: 'GET /api/portfolio', url: app_('/api/portfolio'), headers: { Cookie: portfolioCookie } }]
    : []),
];
const TARGETS = args.has('--only')
  ? ALL_TARGETS.filter((t, i) => i === 0 || (ONLY !== undefined && t.name.includes(ONLY)))
  : ALL_TARGETS;

console.log(
  `warming up, then ${ROUNDS} interleaved rounds of ${DURATION_S} s per target at ${CONNECTIONS} connections …`,
);
const runs = await measureRounds(TARGETS);
const summary = TARGETS.map((t) => summarise(t.name, runs.get(t.name) ?? []));
const baselineRps = summary[0]?.rps ?? 1;

// The portfolio from one client, with its CPU time per request (money.ts), after the saturating rounds.
const portfolioTarget = TARGETS.find((t) => t.name === 'GET /api/portfolio');
const portfolio = portfolioTarget
  ? await portfolioRound({
      sql,
      target: portfolioTarget,
      appPid: app.pid,
      rounds: ROUNDS,
      seconds: DURATION_S,
    })
  : undefined;

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

// The worker's round (on the mails the POST rounds queued) and the statement import, the app idle.
const mails =
  !args.has('--only') || ONLY?.includes('worker')
    ? await workerRound({ sql, env: serverEnv, seconds: 2 * DURATION_S, rounds: ROUNDS })
    : undefined;
const statement =
  !args.has('--only') || ONLY?.includes('import')
    ? await statementImportRound({ sql, db: database.db, entries: 10_000 })
    : undefined;
const postRps = summary.find((s) => s.name === 'POST /api/investments')?.rps;

stopAll();
await sql.end();
await database.close();

const targets = `Targets: health ≥ 0.8× baseline; asset-types ≥ 0.5×; dashboard p99 < 20 ms; portfolio p99 < 50 ms; investment POST p99 < 30 ms; no non-2xx; a payout date of 10,000 investors distributed in < 10 s.`;
const rows = summary
  .map(
    (s) =>
      `| ${s.name} | ${s.rps.toFixed(0)} | ${s.p50.toFixed(2)} | ${s.p99.toFixed(2)} | ${s.non2xx} | ${(s.rps / baselineRps).toFixed(2)}× |`,
  )
  .join('\n');
const report = `# Benchmark — ${new Date().toISOString().slice(0, 10)}

${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB; PostgreSQL with 10,000 users and
100,000 investments; wrk, ${CONNECTIONS} connections, 2 threads, ${ROUNDS} interleaved rounds of ${DURATION_S} s (medians).
The dashboard is measured for a user with 2,000 investments${project ? `, the portfolio for one with ${PORTFOLIO_INVESTMENTS}` : ''}.

| target | req/s | p50 ms | p99 ms | non-2xx | × baseline |
|---|---|---|---|---|---|
${rows}

${targets}
${portfolioReport(portfolio)}${payoutReport(payout)}${workerReport(mails, postRps)}${importReport(statement)}${large}`;
// A partial run (--only) is printed, never recorded as the latest figures.
if (!args.has('--only')) {
  mkdirSync(`${import.meta.dir}/results`, { recursive: true });
  writeFileSync(`${import.meta.dir}/results/latest.md`, report);
}
console.log(`\n${report}`);
process.exit(0);
