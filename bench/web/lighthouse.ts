/**
 * One Lighthouse run in a fresh headless Chromium (Debian's, CHROME_PATH or /usr/bin/chromium), with the
 * given cookies in the browser's cookie jar, so that a signed-in page runs as it would for a signed-in
 * person (the app sees every cookie, also one its scripts read). The browser is killed after every run.
 */
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Crdp, desktopConfig, type Flags } from 'lighthouse';
import type { FormFactor, LhrSubset } from './lhr';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  // No connections to Google's services: this machine (and CI) has no network but the package registries.
  '--disable-quic',
  // The app is German-first; its German pages are measured.
  '--lang=de-DE',
];

/** A run that takes longer than this is stopped (Lighthouse's own page timeout is 45 s per page). */
const RUN_TIMEOUT_MS = 180_000;

export type BrowserCookie = Crdp.Network.CookieParam;

export function chromiumVersion(): string {
  if (!existsSync(CHROME_PATH)) {
    throw new Error(`no Chromium at ${CHROME_PATH}: apt-get install chromium, or set CHROME_PATH`);
  }
  const out = Bun.spawnSync([CHROME_PATH, '--version'], { stderr: 'ignore' }).stdout.toString().trim();
  return out.replace(/\s+built on.*$/, '') || 'Chromium (version unknown)';
}

/** Every cookie a response sets (the session and any other, such as a hint the app reads), for `origin`. */
export function cookiesFromResponse(response: Response, origin: string): BrowserCookie[] {
  return response.headers.getSetCookie().map((header) => {
    const cookie = Bun.Cookie.parse(header);
    const sameSite = { strict: 'Strict', lax: 'Lax', none: 'None' } as const;
    return {
      name: cookie.name,
      value: cookie.value,
      url: origin,
      path: cookie.path || '/',
      secure: cookie.secure,
      httpOnly: cookie.httpOnly,
      sameSite: sameSite[cookie.sameSite],
    };
  });
}

/** Puts cookies into the browser's jar through the DevTools protocol (Storage.setCookies on the browser). */
async function setBrowserCookies(port: number, cookies: BrowserCookie[]): Promise<void> {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  try {
    await new Promise((resolve, reject) => {
      socket.onopen = resolve;
      socket.onerror = () => reject(new Error('no DevTools connection'));
    });
    const call = (id: number, method: string, params: object) =>
      new Promise<{ result?: { cookies?: { name: string }[] }; error?: { message: string } }>((resolve) => {
        socket.onmessage = (event) => {
          const message = JSON.parse(String(event.data));
          if (message.id === id) resolve(message);
        };
        socket.send(JSON.stringify({ id, method, params }));
      });
    const set = await call(1, 'Storage.setCookies', { cookies });
    if (set.error) throw new Error(`Storage.setCookies: ${set.error.message}`);
    const stored = (await call(2, 'Storage.getCookies', {})).result?.cookies ?? [];
    const missing = cookies.filter((c) => !stored.some((s) => s.name === c.name));
    if (missing.length > 0) throw new Error(`the browser refused the cookies ${missing.map((c) => c.name)}`);
  } finally {
    socket.close();
  }
}

let browser: chromeLauncher.LaunchedChrome | undefined;
let stopped = false;

/** Ends the browser of the run in progress, if any, and lets no run start a new one (for Ctrl-C). */
export function stopBrowsers(): void {
  stopped = true;
  browser?.kill();
  browser = undefined;
}

/**
 * One Lighthouse run of `url`; throws when the browser or Lighthouse fails outright. A mobile run slows the CPU
 * down by `cpuSlowdown` (calibration.ts) instead of Lighthouse's fixed 4×; with `applied`, Lighthouse slows the
 * CPU and shapes the network for real during the load (its devtools throttling, the mobile preset's slow 4G)
 * instead of simulating both from a load at the host's speed.
 */
export async function runLighthouse(
  url: string,
  formFactor: FormFactor,
  cookies: BrowserCookie[],
  cpuSlowdown?: number,
  applied = false,
): Promise<LhrSubset & { lighthouseVersion: string }> {
  return inFreshBrowser(async (port) => {
    if (cookies.length > 0) await setBrowserCookies(port, cookies);
    const flags: Flags = {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      disableFullPageScreenshot: true,
      // Merged into the mobile configuration's throttling: only the CPU's share changes.
      ...(formFactor === 'mobile' && cpuSlowdown !== undefined
        ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }
        : {}),
      ...(formFactor === 'mobile' && applied ? { throttlingMethod: 'devtools' as const } : {}),
    };
    return lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
  });
}

/**
 * The machine's CPU benchmark index now, as Lighthouse measures it at the start of every run: a run of one
 * cheap audit on `url` (a small page of the app), in a fresh browser like the measured runs.
 */
export async function measureBenchmarkIndex(url: string): Promise<number> {
  const lhr = await inFreshBrowser((port) =>
    lighthouse(url, { port, output: 'json', logLevel: 'error', onlyAudits: ['viewport'] }),
  );
  return lhr.environment.benchmarkIndex;
}

/** Runs Lighthouse (`run`, given the DevTools port) in a fresh headless Chromium, killed afterwards. */
async function inFreshBrowser(
  run: (port: number) => Promise<{ lhr: LhrSubset & { lighthouseVersion: string } } | undefined>,
): Promise<LhrSubset & { lighthouseVersion: string }> {
  // The caller handles Ctrl-C (it also stops the server); chrome-launcher's own handler would exit first.
  if (stopped) throw new Error('STOPPED: the benchmark is stopping');
  const launched = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    handleSIGINT: false,
  });
  if (stopped) {
    launched.kill();
    throw new Error('STOPPED: the benchmark is stopping');
  }
  browser = launched;
  let timer: Timer | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`TIMEOUT: no result after ${RUN_TIMEOUT_MS / 1000} s`)),
        RUN_TIMEOUT_MS,
      );
    });
    const result = await Promise.race([run(launched.port), timeout]);
    if (!result) throw new Error('NO_RESULT: Lighthouse returned nothing');
    return result.lhr;
  } finally {
    clearTimeout(timer);
    launched.kill();
    if (browser === launched) browser = undefined;
  }
}
