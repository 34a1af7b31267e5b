/**
 * `bun run bench:web` — Lighthouse on the web app, as a person on a mid-range phone and on a desktop sees it.
 *
 * Builds the web app, starts the production server on a fresh embedded database with the sample data,
 * signs the demo account in through the REST API, and runs Lighthouse (Debian's Chromium) on each page in
 * the mobile and the desktop configuration, in interleaved rounds (3 by default; the mobile CPU slowdown is
 * calibrated from the median of the machine's benchmark index probed before the first round and between the
 * rounds, calibration.ts and decision 0097), then writes the medians,
 * the issue's targets and the failing audits to bench/results/web.md.
 *
 * Flags: `--runs N`; `--only <path>[,<path>…]` (the pages with those paths; printed, not recorded);
 * `--mobile-only` (printed, not recorded); `--port N` (default 3102); `--note <text>` (a line for the report's
 * head); `--web-dist <dir>` (serve that build, e.g. a copy of one from before a change, instead of building;
 * printed, not recorded); `--save <dir>` (every run's full Lighthouse result as JSON there, for its diagnostics: bootup-time,
 * mainthread-work-breakdown, unused-javascript, long-tasks); `--applied` (the mobile runs with Lighthouse's
 * devtools throttling — the CPU slowed and the network shaped for real while the page loads — instead of its
 * default simulation from a load at the host's speed; printed, not recorded; bench/results/README.md says why).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { type Calibration, calibrateFromProbes } from './calibration';
import { type FormFactor, outcomeOf, type Page, pageLabel, type RunOutcome } from './lhr';
import {
  type BrowserCookie,
  chromiumVersion,
  cookiesFromResponse,
  measureBenchmarkIndex,
  runLighthouse,
  stopBrowsers,
} from './lighthouse';
import { renderReport } from './report';
import { type PageSummary, summarize } from './summary';

const argv = process.argv.slice(2);
const option = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
const RUNS = Number(option('--runs') ?? 3);
const ONLY = option('--only')?.split(',');
const SAVE = option('--save');
const WEB_DIST = option('--web-dist');
const MOBILE_ONLY = argv.includes('--mobile-only');
const APPLIED = argv.includes('--applied');
const PORT = Number(option('--port') ?? 3102);
/** Probes of the benchmark index before the first round, and before each later one (decision 0097). */
const PROBES_FIRST = Number(option('--probes') ?? 5);
const PROBES_BETWEEN = 2;
const NOTE = option('--note');
if (!Number.isInteger(RUNS) || RUNS < 1 || !Number.isInteger(PORT) || !(PROBES_FIRST >= 1)) {
  console.error('bench:web: --runs, --probes and --port take a whole number');
  process.exit(1);
}

const PAGES: Page[] = [
  ...['/', '/login', '/map', '/marketplacedemo', '/dashboarddemo', '/shopdemo', '/farmdemo'].map((path) => ({
    path,
    signedIn: false,
  })),
  { path: '/', signedIn: true },
  { path: '/marketplace', signedIn: true },
];
const pages = ONLY === undefined ? PAGES : PAGES.filter((p) => ONLY.includes(p.path));
if (pages.length === 0) {
  console.error(
    `bench:web: no page ${ONLY?.join(',')}; pages: ${[...new Set(PAGES.map((p) => p.path))].join(' ')}`,
  );
  process.exit(1);
}
const formFactors: FormFactor[] = MOBILE_ONLY ? ['mobile'] : ['mobile', 'desktop'];
const partial = ONLY !== undefined || MOBILE_ONLY || WEB_DIST !== undefined || APPLIED;
const origin = `http://127.0.0.1:${PORT}`;
const root = join(import.meta.dir, '..', '..');

// --- the server, and its clean-up on every way out ------------------------------------------------------
const dataDir = mkdtempSync(join(tmpdir(), 'wurzelwerk-bench-web-'));
let server: Bun.Subprocess | undefined;
let cleaned: Promise<void> | undefined;
function cleanUp(): Promise<void> {
  cleaned ??= (async () => {
    stopBrowsers();
    if (server) {
      server.kill();
      await server.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  })();
  return cleaned;
}
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.on(signal, () => void cleanUp().finally(() => process.exit(code)));
}
// A browser killed mid-run (a timeout, Ctrl-C) leaves Lighthouse's protocol calls to reject with nobody
// waiting: one line instead of the end of the whole benchmark (or nothing once it is stopping).
process.on('unhandledRejection', (reason) => {
  if (!cleaned)
    console.error(`bench:web: after a browser ended: ${reason instanceof Error ? reason.message : reason}`);
});

function run(command: string[]): string {
  const result = Bun.spawnSync(command, { cwd: root, stderr: 'ignore' });
  return result.exitCode === 0 ? result.stdout.toString().trim() : '';
}

async function startServer(): Promise<void> {
  const { DATABASE_URL: _, ...env } = process.env; // always the embedded database
  server = Bun.spawn(['bun', 'run', 'server/src/index.ts'], {
    cwd: root,
    // PUBLIC_URL: required in production.
    env: {
      ...env,
      PORT: String(PORT),
      SEED: 'true',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      PUBLIC_URL: origin,
      ...(WEB_DIST ? { WEB_DIST } : {}),
    },
    stdout: 'ignore',
    stderr: 'inherit',
  });
  for (let i = 0; i < 300 && server.exitCode === null; i++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {}
    await Bun.sleep(200);
  }
  throw new Error(`the server did not come up on ${origin} (exit code ${server.exitCode})`);
}

/** Signs the demo account in and checks that the API accepts the cookies the sign-in set. */
async function signIn(): Promise<BrowserCookie[]> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { Origin: origin, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'demo@wurzelwerk.example', password: 'wurzelwerk' }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookies = cookiesFromResponse(response, origin);
  const me = await fetch(`${origin}/api/auth/me`, {
    headers: { Cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
  });
  if (!me.ok) throw new Error(`the API refuses the sign-in's cookies: ${me.status}`);
  return cookies;
}

async function main(): Promise<string> {
  const chromium = chromiumVersion();
  // The state measured: the commit, and whether the work tree differs from it (at the start).
  const head = run(['git', 'log', '-1', '--format=%h']);
  const dirty = run(['git', 'status', '--porcelain']) ? ', with uncommitted changes' : '';
  // Another server on the port would answer the health check and be measured instead.
  const busy = await fetch(`${origin}/`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`port ${PORT} is in use; pick another with --port`);
  if (WEB_DIST) console.log(`serving the build in ${WEB_DIST}`);
  if (APPLIED) console.log('mobile throttling: applied (Lighthouse devtools), not simulated');
  else console.log('building the web app …');
  if (
    !WEB_DIST &&
    Bun.spawnSync(['bun', 'run', 'build'], { cwd: root, stdout: 'ignore', stderr: 'inherit' }).exitCode !== 0
  ) {
    throw new Error('the web build failed');
  }
  if (SAVE) mkdirSync(SAVE, { recursive: true });
  const loadBefore = loadavg()[0]?.toFixed(1);
  await startServer();
  const cookies = await signIn();

  // Rounds outside, pages inside: noise from other work on the machine spreads over all pages alike.
  const outcomes = new Map(formFactors.map((f) => [f, pages.map(() => [] as RunOutcome[])]));
  let lighthouseVersion = 'unknown';
  console.log(`${RUNS} rounds × ${pages.length} pages × ${formFactors.join(' and ')} …`);
  const calibrations: Calibration[] = [];
  const probes: number[] = [];
  for (let round = 1; round <= RUNS; round++) {
    // The mobile runs' CPU slowdown from the median of every probe so far: a few more before each round
    // follow a change of the machine's load without one probe's swing (decision 0097).
    let calibration: Calibration | undefined;
    if (formFactors.includes('mobile')) {
      const count = round === 1 ? PROBES_FIRST : PROBES_BETWEEN;
      const taken: number[] = [];
      for (let i = 0; i < count; i++) taken.push(await measureBenchmarkIndex(`${origin}/robots.txt`));
      probes.push(...taken);
      calibration = calibrateFromProbes(probes);
      calibrations.push(calibration);
      console.log(
        `round ${round}: benchmark index probes ${taken.map((p) => p.toFixed(0)).join(', ')}; median of all ${probes.length}: ${calibration.benchmarkIndex.toFixed(0)} → mobile CPU slowdown ${calibration.cpuSlowdown}×${calibration.tooSlow ? ' (the host is slower than a mid-range phone)' : ''}`,
      );
    }
    for (const formFactor of formFactors) {
      for (const [index, page] of pages.entries()) {
        // A failed run is tried once more (Lighthouse's trace errors come and go on a busy machine); both
        // are kept, so the report shows the failure, and a page that never loads fails twice.
        for (let attempt = 1; attempt <= 2; attempt++) {
          const label = `${formFactor} ${round}/${RUNS}${attempt > 1 ? ' (again)' : ''} ${pageLabel(page)}`;
          let outcome: RunOutcome;
          try {
            const lhr = await runLighthouse(
              `${origin}${page.path}`,
              formFactor,
              page.signedIn ? cookies : [],
              calibration?.cpuSlowdown,
              APPLIED,
            );
            lighthouseVersion = lhr.lighthouseVersion;
            if (SAVE) {
              const name = `${formFactor}-${round}-${attempt}${page.path.replaceAll('/', '_')}${page.signedIn ? '-signed-in' : ''}.json`;
              writeFileSync(join(SAVE, name), JSON.stringify(lhr));
            }
            outcome = outcomeOf(lhr, page);
          } catch (error) {
            outcome = { error: error instanceof Error ? error.message : String(error) };
          }
          outcomes.get(formFactor)?.[index]?.push(outcome);
          if ('metrics' in outcome) {
            const { performance, lcp, tbt, longTasksAfterFcp, longTaskMsAfterFcp } = outcome.metrics;
            console.log(
              `${label}: performance ${performance}, LCP ${(lcp / 1000).toFixed(1)} s, TBT ${tbt.toFixed(0)} ms` +
                ` (tasks ≥ 10 ms after the first paint: ${longTasksAfterFcp}, ${longTaskMsAfterFcp.toFixed(0)} ms at the host's speed)`,
            );
            break;
          }
          console.log(`${label}: ERROR ${outcome.error}`);
        }
      }
    }
  }

  const results: Partial<Record<FormFactor, PageSummary[]>> = {};
  for (const formFactor of formFactors) {
    results[formFactor] = pages.map((page, index) =>
      summarize(page, outcomes.get(formFactor)?.[index] ?? []),
    );
  }
  return renderReport(
    {
      date: new Date().toISOString().slice(0, 10),
      machine: `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, load average ${loadBefore} before the runs and ${loadavg()[2]?.toFixed(1)} over the last 15 minutes of them`,
      chromium,
      lighthouse: lighthouseVersion,
      commit: `${head || 'unknown'}${dirty}${WEB_DIST ? `, serving the build in ${WEB_DIST}` : ''}`,
      runs: RUNS,
      note: NOTE,
      calibrations,
    },
    results,
  );
}

let exitCode = 0;
try {
  const report = await main();
  // A partial run is printed, never recorded as the latest figures.
  if (!partial) {
    mkdirSync(join(root, 'bench', 'results'), { recursive: true });
    writeFileSync(join(root, 'bench', 'results', 'web.md'), report);
  }
  console.log(`\n${report}`);
} catch (error) {
  console.error(`bench:web: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
