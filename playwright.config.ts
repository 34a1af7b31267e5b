/**
 * Browser tests (e2e/*.e2e.ts) against the real server on port 4173, which serves the built web app
 * (`bun run build` first). Each run starts with a fresh embedded database in a temporary folder.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, defineConfig, devices } from '@playwright/test';

// E2E_PORT lets several suites run side by side on one machine.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${PORT}`;

// Playwright loads this file in every worker too; the variable keeps one data folder per run.
if (!process.env.WURZELWERK_E2E_DATA_DIR) {
  const dataDir = mkdtempSync(join(tmpdir(), `wurzelwerk-e2e-${Date.now()}-`));
  process.env.WURZELWERK_E2E_DATA_DIR = dataDir;
  // The sample data and a project ready for a release (e2e/admin-releases.e2e.ts), before the server starts.
  const prepared = spawnSync('bun', ['run', 'server/test/e2eReleaseData.ts'], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: 'inherit',
  });
  if (prepared.status !== 0) throw new Error('server/test/e2eReleaseData.ts failed');
  // The runner stops the server before it exits, so the folder is no longer in use here.
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

/** Specs that write to the shared sample catalogue (issue 20). */
const CONSOLE_SPECS = '**/admin*.e2e.ts';
/** The console's bank page: its demonstration statements pay every open investment (issue 33). */
const BANK_SPEC = '**/admin-bank.e2e.ts';

const DEBIAN_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
/** Playwright's own browsers when installed (its headless shell by default), otherwise Debian's. */
const OWN_BROWSERS = existsSync(chromium.executablePath());
/**
 * Most tests run in a headless shell — Playwright's own, or Debian's `chromium-headless-shell` package where
 * present: the full browser in headless mode starts more processes for every browser context (every test
 * has its own), which made the suite about 1.35 times slower on two cores.
 */
const DEBIAN_SHELL = existsSync('/usr/bin/chromium-headless-shell')
  ? '/usr/bin/chromium-headless-shell'
  : '/usr/bin/chromium';
const SHELL = OWN_BROWSERS ? {} : { launchOptions: { executablePath: DEBIAN_SHELL, args: DEBIAN_ARGS } };
/** The full Chromium for the tests tagged NOTIFICATIONS (e2e/fixtures.ts): the shell shows no notifications. */
const FULL_BROWSER = OWN_BROWSERS
  ? { channel: 'chromium' }
  : { launchOptions: { executablePath: '/usr/bin/chromium', args: DEBIAN_ARGS } };
const NOTIFICATION_TESTS = /@notifications/;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: true,
  workers: 2,
  // A test's whole budget: 30 s (the default) was too little for a page tour or a few axe runs while the
  // suite itself loads both cores, and such a test then passed only on CI's retry (issue 32, decision 0078).
  timeout: 60_000,
  forbidOnly: !!process.env.CI,
  // In CI a failed test runs once more; one that then passes is reported as flaky (and listed by .ci/run).
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL,
    locale: 'de-DE',
    // No traces: with Debian's Chromium 156 and Playwright 1.65, recording a trace stalls some of the page's
    // requests (pages stay on their loading view); see docs/decisions/0013. Screenshots show a failure.
    trace: 'off',
    screenshot: 'only-on-failure',
    // The service worker (decision 0084) would answer navigations from its precache and hide requests from
    // page.route: the pages' tests see the server itself; e2e/pwa.e2e.ts allows the worker and tests it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], ...SHELL },
      testIgnore: CONSOLE_SPECS,
      grepInvert: NOTIFICATION_TESTS,
    },
    {
      name: 'notifications',
      use: { ...devices['Desktop Chrome'], ...FULL_BROWSER },
      testIgnore: CONSOLE_SPECS,
      grep: NOTIFICATION_TESTS,
    },
    // The operator console's specs change the catalogue every other spec counts on (a new project in the
    // marketplace): they run once the others are done, two files at a time, each file's tests in order.
    {
      name: 'console',
      use: { ...devices['Desktop Chrome'], ...SHELL },
      testMatch: CONSOLE_SPECS,
      testIgnore: BANK_SPEC,
      dependencies: ['chromium', 'notifications'],
      fullyParallel: false,
    },
    // Then the bank page alone, one test at a time: its specs import the escrow account's statements, each
    // continuing the last one (two built on the same last statement would break the chain the ledger check
    // holds), and a demonstration statement pays every investment still open — one another console spec
    // has just made and expects unpaid.
    {
      name: 'console-bank',
      use: { ...devices['Desktop Chrome'], ...SHELL },
      testMatch: BANK_SPEC,
      dependencies: ['console'],
      workers: 1,
    },
  ],
  webServer: {
    command: 'bun run server/src/index.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.WURZELWERK_E2E_DATA_DIR,
      SEED: 'true',
      REGISTER_MAX_PER_WINDOW: '10000',
      NODE_ENV: 'test',
      // Every test registers and signs in its users: argon2id at its smallest costs (decision 0099).
      PASSWORD_HASH_COST: 'minimal',
    },
  },
});
