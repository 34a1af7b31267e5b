/** The load side of the benchmarks (run.ts, cluster.ts): wrk runs, its figures, and the investment POST script. */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

export interface Target {
  name: string;
  url: string;
  headers?: Record<string, string>;
  script?: string;
  /** Connections instead of CONNECTIONS: 1 measures one client's latency, without queueing behind others. */
  connections?: number;
}

export interface Result {
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

export async function wrk(target: Target, seconds = DURATION_S): Promise<Result> {
  const connections = target.connections ?? CONNECTIONS;
  const cmd = ['wrk', `-t${Math.min(2, connections)}`, `-c${connections}`, `-d${seconds}s`, '--latency'];
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

/** CPU seconds a process (all its threads, the PDF thread included) has used: utime + stime of /proc. */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces; the fields after its closing parenthesis are fixed.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return ticks / 100; // USER_HZ, 100 on Linux
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** A second of warm-up per target, then ROUNDS interleaved rounds; each target's results, logged as they come. */
export async function measureRounds(targets: Target[], label = ''): Promise<Map<string, Result[]>> {
  for (const target of targets) await wrk(target, 1);
  const runs = new Map<string, Result[]>(targets.map((t) => [t.name, []]));
  for (let round = 1; round <= ROUNDS; round++) {
    for (const target of targets) {
      const result = await wrk(target);
      runs.get(target.name)?.push(result);
      console.log(
        `${label}round ${round} ${target.name}: ${result.rps.toFixed(0)} req/s, p99 ${result.p99.toFixed(2)} ms`,
      );
    }
  }
  return runs;
}

/** The medians of a target's rounds. */
export function summarise(name: string, results: Result[]) {
  return {
    name,
    rps: median(results.map((r) => r.rps)),
    p50: median(results.map((r) => r.p50)),
    p99: median(results.map((r) => r.p99)),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

/** Who every bench user is: what they type to acknowledge an information sheet (decision 0074). */
export const BENCH_IDENTITY = {
  firstName: 'Bench',
  lastName: 'Nutzer',
  birthDate: '1985-04-12',
  birthPlace: 'Berlin',
} as const;

/**
 * A wrk script posting investments for `cookies` in turn, each user going through every asset type open for
 * investment, as real traffic would: one user's running totals row per asset type is locked by each of their
 * own investments, and each (user, asset type) pair has room for about 20 posts of 500 € under its cap
 * (decision 0028). The sample data's closed fundings (decision 0059) are left out: a post into one is refused
 * (409), and a faster host reached them within a round.
 * `origin` is the server's address as the client sees it (the Origin check).
 */
export async function postInvestmentScript(cookies: string[], origin: string): Promise<string> {
  // Each asset type's information sheet as served, acknowledged as the dialog does (decision 0074).
  const catalogue = (await (await fetch(`${origin}/api/asset-types`)).json()) as {
    id: number;
    fundingOpen: boolean;
  }[];
  const open = catalogue.filter((asset) => asset.fundingOpen).map((asset) => asset.id);
  if (open.length === 0) throw new Error('bench: no asset type is open for investment');
  const acknowledgements: string[] = [];
  for (const asset of open) {
    const sheet = await fetch(`${origin}/api/asset-types/${asset}/information-sheet.pdf`);
    const informationSheetVersion = new Bun.CryptoHasher('sha256')
      .update(await sheet.arrayBuffer())
      .digest('hex');
    const typed = { informationSheetVersion, ...BENCH_IDENTITY, acceptedTerms: true, readRiskWarning: true };
    acknowledgements.push(JSON.stringify(JSON.stringify(typed)));
  }
  const path = join(mkdtempSync(join(tmpdir(), 'ww-bench-')), 'post-investment.lua');
  writeFileSync(
    path,
    `local cookies = { ${cookies.map((c) => `"${c}"`).join(', ')} }
local assets = { ${open.join(', ')} }
local acknowledgements = { ${acknowledgements.join(', ')} }
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
  local index = (math.floor(counter / #cookies) + thread_offset) % #assets + 1
  local body = string.format('{"assetTypeId":%d,"quantity":1,"totalInvestment":"500.00","acknowledgement":%s}', assets[index], acknowledgements[index])
  return wrk.format("POST", nil, {
    ["Content-Type"] = "application/json",
    ["Origin"] = "${origin}",
    ["Cookie"] = cookies[(counter % #cookies) + 1],
  }, body)
end
`,
  );
  return path;
}
