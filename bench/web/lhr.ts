/**
 * What one Lighthouse result (LHR) yields for `bun run bench:web`: the run's metrics, its failing audits,
 * or its error. Pure, unit tested in report.test.ts on LHR fixtures.
 */

export type FormFactor = 'mobile' | 'desktop';

export interface Page {
  path: string;
  signedIn: boolean;
}

export const pageLabel = (page: Page) => (page.signedIn ? `${page.path} (signed in)` : page.path);

/** The subset of a Lighthouse result (LH.Result) that the benchmark reads. */
export interface LhrSubset {
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  environment: { benchmarkIndex: number };
  categories: Record<
    string,
    { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined
  >;
  audits: Record<
    string,
    | {
        title: string;
        score: number | null;
        scoreDisplayMode: string;
        numericValue?: number;
        details?: unknown;
      }
    | undefined
  >;
}

/** One row of the network-requests audit (times in ms from its first request). */
interface NetworkRequest {
  url: string;
  statusCode: number;
  resourceType?: string;
  transferSize?: number;
  networkRequestTime?: number;
}

export interface FailingAudit {
  category: 'accessibility' | 'best-practices';
  id: string;
  title: string;
  /** What failed, from the audit's rows: a console message, an issue type, an element. */
  examples: string[];
}

interface AuditRow {
  description?: string;
  issueType?: string;
  sourceLocation?: { url?: string };
  node?: { selector?: string; snippet?: string };
}

export interface RunMetrics {
  /** Category scores, 0–100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds (CLS: unitless). */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  /** Bytes on the wire (compressed when the server compresses) of every script the page loaded. */
  scriptBytes: number;
  /** Requests started before the first contentful paint of the observed (unthrottled) load. */
  requestsBeforeFcp: number;
  /**
   * The main thread's tasks of at least 10 ms that started after the observed load's first paint, at the
   * host's speed: their number and their sum in ms. These are what the simulated TBT multiplies; Lighthouse's
   * simulation (Lantern) drops shorter tasks from its graph (see LONG_TASK_MS).
   */
  longTasksAfterFcp: number;
  longTaskMsAfterFcp: number;
  benchmarkIndex: number;
  failingAudits: FailingAudit[];
}

export type RunOutcome = { metrics: RunMetrics } | { error: string };

function networkRequests(lhr: LhrSubset): { items: NetworkRequest[]; startTs: number | undefined } {
  const details = lhr.audits['network-requests']?.details as
    | { items?: NetworkRequest[]; debugData?: { networkStartTimeTs?: number } }
    | undefined;
  return { items: details?.items ?? [], startTs: details?.debugData?.networkStartTimeTs };
}

/**
 * Whether the page ran signed in: it loaded its data over tRPC with a 200. The session check itself
 * (GET /api/auth/session) answers 200 signed out too, and the public pages make no tRPC calls on load.
 */
export function ranSignedIn(lhr: LhrSubset): boolean {
  return networkRequests(lhr).items.some(
    (r) => new URL(r.url).pathname.startsWith('/trpc/') && r.statusCode === 200,
  );
}

/**
 * Lantern's SIGNIFICANT_DUR_THRESHOLD_MS (@paulirish/trace_engine, lantern/graph/PageDependencyGraph.js):
 * the simulation prunes a main-thread task shorter than this (observed) unless it is the first layout,
 * paint or HTML parse, or is highly connected — so only tasks this long reach its TBT, multiplied by the
 * CPU slowdown (bench/results/README.md, session 32).
 */
export const LONG_TASK_MS = 10;

function observedFcpMs(lhr: LhrSubset): number | undefined {
  const items = (lhr.audits.metrics?.details as { items?: { observedFirstContentfulPaint?: number }[] })
    ?.items;
  return items?.[0]?.observedFirstContentfulPaint;
}

/** The main-thread-tasks audit's top-level tasks (ms after the navigation's start, at the host's speed). */
function longTasksAfterFcp(lhr: LhrSubset): { count: number; ms: number } {
  const fcp = observedFcpMs(lhr);
  const items = (
    lhr.audits['main-thread-tasks']?.details as
      | { items?: { startTime: number; duration: number }[] }
      | undefined
  )?.items;
  if (fcp === undefined || items === undefined) return { count: Number.NaN, ms: Number.NaN };
  const long = items.filter((t) => t.startTime >= fcp && t.duration >= LONG_TASK_MS);
  return { count: long.length, ms: long.reduce((sum, t) => sum + t.duration, 0) };
}

function requestsBeforeFcp(lhr: LhrSubset): number {
  const { items, startTs } = networkRequests(lhr);
  const observed = (lhr.audits.metrics?.details as { items?: { observedFirstContentfulPaintTs?: number }[] })
    ?.items?.[0];
  const fcpTs = observed?.observedFirstContentfulPaintTs;
  // Trace timestamps are in microseconds, the rows' times in milliseconds after startTs.
  if (startTs === undefined || fcpTs === undefined) return Number.NaN;
  const fcpMs = (fcpTs - startTs) / 1000;
  return items.filter((r) => r.networkRequestTime !== undefined && r.networkRequestTime < fcpMs).length;
}

/** Audits that cost a category points: weighted, scored, and below full marks. */
function failingAudits(lhr: LhrSubset, category: FailingAudit['category']): FailingAudit[] {
  return (lhr.categories[category]?.auditRefs ?? []).flatMap((ref) => {
    const audit = lhr.audits[ref.id];
    if (ref.weight <= 0 || !audit || audit.score === null || audit.score >= 1) return [];
    if (audit.scoreDisplayMode !== 'binary' && audit.scoreDisplayMode !== 'numeric') return [];
    const rows = (audit.details as { items?: AuditRow[] } | undefined)?.items ?? [];
    const examples = rows.flatMap((row) => {
      const text = row.description ?? row.issueType ?? row.node?.selector ?? row.node?.snippet;
      if (!text) return [];
      const url = row.sourceLocation?.url;
      return [url ? `${text} (${url})` : text];
    });
    return [{ category, id: ref.id, title: audit.title, examples: [...new Set(examples)] }];
  });
}

/** The figures of one run, or its error (a page that did not load, a run that was not signed in). */
export function outcomeOf(lhr: LhrSubset, page: Page): RunOutcome {
  if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
  if (page.signedIn && !ranSignedIn(lhr)) {
    return { error: 'NOT_SIGNED_IN: the page loaded no signed-in data (no 200 from /trpc)' };
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    metrics: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      speedIndex: value('speed-index'),
      scriptBytes: networkRequests(lhr)
        .items.filter((r) => r.resourceType === 'Script')
        .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
      requestsBeforeFcp: requestsBeforeFcp(lhr),
      longTasksAfterFcp: longTasksAfterFcp(lhr).count,
      longTaskMsAfterFcp: longTasksAfterFcp(lhr).ms,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      failingAudits: [...failingAudits(lhr, 'accessibility'), ...failingAudits(lhr, 'best-practices')],
    },
  };
}
