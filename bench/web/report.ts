/**
 * The pure part of `bun run bench:web`: what one Lighthouse result yields (metrics from the LHR), the
 * medians over runs, the issue's targets and the Markdown report. No I/O here, so it is unit tested
 * (report.test.ts) on LHR fixtures.
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
  benchmarkIndex: number;
  failingAudits: FailingAudit[];
}

export type RunOutcome = { metrics: RunMetrics } | { error: string };

/** Median; for an even count the mean of the two middle values. NaN (a figure a run lacks) is left out. */
export function median(values: number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

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
      benchmarkIndex: lhr.environment.benchmarkIndex,
      failingAudits: [...failingAudits(lhr, 'accessibility'), ...failingAudits(lhr, 'best-practices')],
    },
  };
}

type NumericMetric = Exclude<keyof RunMetrics, 'failingAudits'>;

export interface PageSummary {
  page: Page;
  runs: number;
  /** Medians over the runs that succeeded; null when none did. */
  medians: Record<NumericMetric, number> | null;
  errors: string[];
  /** Failing audits by id, with the number of runs they failed in. */
  failingAudits: Map<string, FailingAudit & { runs: number }>;
}

export function summarize(page: Page, outcomes: RunOutcome[]): PageSummary {
  const metrics = outcomes.flatMap((o) => ('metrics' in o ? [o.metrics] : []));
  const errors = outcomes.flatMap((o) => ('error' in o ? [o.error] : []));
  const failing = new Map<string, FailingAudit & { runs: number }>();
  for (const audit of metrics.flatMap((m) => m.failingAudits)) {
    const seen = failing.get(audit.id);
    const examples = [...new Set([...(seen?.examples ?? []), ...audit.examples])];
    failing.set(audit.id, { ...audit, examples, runs: (seen?.runs ?? 0) + 1 });
  }
  const first = metrics[0];
  const medians = first
    ? (Object.fromEntries(
        (Object.keys(first) as (keyof RunMetrics)[])
          .filter((key): key is NumericMetric => key !== 'failingAudits')
          .map((key) => [key, median(metrics.map((m) => m[key]))]),
      ) as Record<NumericMetric, number>)
    : null;
  return { page, runs: outcomes.length, medians, errors, failingAudits: failing };
}

// --- targets (issue 16) ------------------------------------------------------------------------------

export interface Target {
  metric: NumericMetric;
  label: string;
  met: (value: number) => boolean;
}

const fullMarks: Target[] = [
  { metric: 'accessibility', label: 'accessibility 100', met: (v) => v >= 100 },
  { metric: 'bestPractices', label: 'best practices 100', met: (v) => v >= 100 },
];
const stable: Target = { metric: 'cls', label: 'CLS ≤ 0.02', met: (v) => v <= 0.02 };

/** The issue's targets; layout shift at most 0.02 holds on every page, so on desktop too. */
export const TARGETS: Record<FormFactor, Target[]> = {
  mobile: [
    { metric: 'performance', label: 'performance ≥ 90', met: (v) => v >= 90 },
    { metric: 'lcp', label: 'LCP ≤ 2.5 s', met: (v) => v <= 2500 },
    { metric: 'tbt', label: 'TBT ≤ 200 ms', met: (v) => v <= 200 },
    stable,
    ...fullMarks,
  ],
  desktop: [{ metric: 'performance', label: 'performance ≥ 98', met: (v) => v >= 98 }, stable, ...fullMarks],
};

/** The targets a page misses; a page without figures misses all of them. */
export function missedTargets(formFactor: FormFactor, summary: PageSummary): Target[] {
  const { medians } = summary;
  return TARGETS[formFactor].filter((t) => !medians || !t.met(medians[t.metric]));
}

// --- Markdown ----------------------------------------------------------------------------------------

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const FORMAT: Record<NumericMetric, (v: number) => string> = {
  performance: (v) => v.toFixed(0),
  accessibility: (v) => v.toFixed(0),
  bestPractices: (v) => v.toFixed(0),
  seo: (v) => v.toFixed(0),
  fcp: seconds,
  lcp: seconds,
  tbt: (v) => v.toFixed(0),
  cls: (v) => v.toFixed(3),
  speedIndex: seconds,
  scriptBytes: (v) => (v / 1024).toFixed(0),
  requestsBeforeFcp: (v) => (Number.isNaN(v) ? '–' : v.toFixed(0)),
  benchmarkIndex: (v) => v.toFixed(0),
};
const COLUMNS: [NumericMetric, string][] = [
  ['performance', 'perf.'],
  ['fcp', 'FCP s'],
  ['lcp', 'LCP s'],
  ['tbt', 'TBT ms'],
  ['cls', 'CLS'],
  ['speedIndex', 'SI s'],
  ['scriptBytes', 'JS KiB (wire)'],
  ['requestsBeforeFcp', 'req. before FCP'],
  ['accessibility', 'a11y'],
  ['bestPractices', 'best pr.'],
  ['seo', 'SEO'],
];

function errorNote(summary: PageSummary): string {
  if (summary.errors.length === 0) return '';
  const codes = [...new Set(summary.errors.map((e) => e.split(':')[0]))].join(', ');
  return `${summary.errors.length}/${summary.runs} runs failed (${codes})`;
}

/** One table: medians, a missed target's value in bold, and the missed targets per page. */
export function renderTable(formFactor: FormFactor, summaries: PageSummary[]): string {
  const head = `| page | ${COLUMNS.map(([, title]) => title).join(' | ')} | missed targets |`;
  const rule = `|${' --- |'.repeat(COLUMNS.length + 2)}`;
  const rows = summaries.map((summary) => {
    const missed = missedTargets(formFactor, summary);
    const { medians } = summary;
    const cells = COLUMNS.map(([metric]) => {
      if (!medians) return '–';
      const text = FORMAT[metric](medians[metric]);
      return missed.some((t) => t.metric === metric) ? `**${text}**` : text;
    });
    const notes = [
      medians ? missed.map((t) => t.label).join(', ') || '✓ none' : 'no figures',
      errorNote(summary),
    ].filter(Boolean);
    return `| ${pageLabel(summary.page)} | ${cells.join(' | ')} | ${notes.join('; ')} |`;
  });
  return [head, rule, ...rows].join('\n');
}

/**
 * The failing accessibility and best-practices audits, by id: where they fail (a page failing in only some
 * of its runs shows the count) and what failed there.
 */
export function renderFailingAudits(results: Partial<Record<FormFactor, PageSummary[]>>): string {
  const byId = new Map<string, FailingAudit & { where: Map<FormFactor, string[]>; seen: Set<string> }>();
  for (const [formFactor, summaries] of Object.entries(results) as [FormFactor, PageSummary[]][]) {
    for (const summary of summaries) {
      const okRuns = summary.runs - summary.errors.length;
      for (const audit of summary.failingAudits.values()) {
        const entry = byId.get(audit.id) ?? { ...audit, where: new Map(), seen: new Set<string>() };
        const pages = entry.where.get(formFactor) ?? [];
        pages.push(
          `${pageLabel(summary.page)}${audit.runs < okRuns ? ` (${audit.runs}/${okRuns} runs)` : ''}`,
        );
        entry.where.set(formFactor, pages);
        for (const example of audit.examples) entry.seen.add(example);
        byId.set(audit.id, entry);
      }
    }
  }
  if (byId.size === 0) return 'No accessibility or best-practices audit fails.';
  return [...byId.values()]
    .sort((a, b) => a.category.localeCompare(b.category) || a.id.localeCompare(b.id))
    .flatMap((audit) => [
      `- \`${audit.id}\` (${audit.category}): ${audit.title}`,
      `  - on ${[...audit.where].map(([formFactor, pages]) => `${formFactor}: ${pages.join(', ')}`).join('; ')}`,
      ...[...audit.seen].slice(0, 5).map((example) => `  - ${example}`),
    ])
    .join('\n');
}

/** Run errors in full, so that a failed page can be looked into. */
export function renderErrors(results: Partial<Record<FormFactor, PageSummary[]>>): string {
  const lines = (Object.entries(results) as [FormFactor, PageSummary[]][]).flatMap(
    ([formFactor, summaries]) =>
      summaries.flatMap((s) =>
        [...new Set(s.errors)].map((e) => `- ${formFactor} ${pageLabel(s.page)}: ${e}`),
      ),
  );
  return lines.join('\n');
}

export function renderTargets(): string {
  return (Object.entries(TARGETS) as [FormFactor, Target[]][])
    .map(([formFactor, targets]) => `- ${formFactor}: ${targets.map((t) => t.label).join(', ')}`)
    .join('\n');
}

export const CONFIG_TITLES: Record<FormFactor, string> = {
  mobile: "Mobile (Lighthouse's default: Moto G Power, simulated slow 4G and 4× CPU slowdown)",
  desktop: "Desktop (Lighthouse's desktop config: 1350×940, simulated fast connection, no CPU slowdown)",
};

export interface ReportHeader {
  date: string;
  machine: string;
  chromium: string;
  lighthouse: string;
  commit: string;
  runs: number;
  note?: string;
}

export function renderReport(
  header: ReportHeader,
  results: Partial<Record<FormFactor, PageSummary[]>>,
): string {
  const entries = Object.entries(results) as [FormFactor, PageSummary[]][];
  const indexes = entries.flatMap(([, s]) => s.flatMap((p) => (p.medians ? [p.medians.benchmarkIndex] : [])));
  const errors = renderErrors(results);
  return [
    `# Web benchmark — ${header.date}`,
    '',
    ...(header.note ? [header.note, ''] : []),
    `- machine: ${header.machine}`,
    `- browser: ${header.chromium}, headless, German; one fresh browser per run`,
    `- Lighthouse ${header.lighthouse}; CPU benchmark index ${median(indexes).toFixed(0)} (median; lower: a busier or slower machine)`,
    `- commit: ${header.commit}`,
    `- the production server on 127.0.0.1 (embedded database, sample data); signed in as the demo account`,
    `- medians of ${header.runs} runs per page and configuration, each figure its own median`,
    '',
    'Columns: scores 0–100; FCP, LCP, Speed Index in seconds and TBT in ms as Lighthouse computes them',
    '(simulated for the configuration); JS: bytes on the wire of all scripts; requests started before the',
    'first paint of the observed load. A value in bold misses its target.',
    '',
    ...entries.flatMap(([formFactor, summaries]) => [
      `## ${CONFIG_TITLES[formFactor]}`,
      '',
      renderTable(formFactor, summaries),
      '',
    ]),
    '## Targets (issue 16)',
    '',
    renderTargets(),
    '',
    '## Failing accessibility and best-practices audits',
    '',
    renderFailingAudits(results),
    '',
    ...(errors ? ['## Errors', '', errors, ''] : []),
  ].join('\n');
}
