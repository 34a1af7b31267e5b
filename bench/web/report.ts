/**
 * The Markdown report of `bun run bench:web` from the pages' summaries. Pure, like the reading of a run
 * (lhr.ts) and the summaries (summary.ts), so it is unit tested (report.test.ts) on LHR fixtures.
 */
import type { Calibration } from './calibration';
import { type FailingAudit, type FormFactor, pageLabel } from './lhr';
import { median, missedTargets, type NumericMetric, type PageSummary, TARGETS, type Target } from './summary';

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
  longTasksAfterFcp: (v) => (Number.isNaN(v) ? '–' : v.toFixed(0)),
  longTaskMsAfterFcp: (v) => (Number.isNaN(v) ? '–' : v.toFixed(0)),
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
  ['longTasksAfterFcp', 'tasks ≥ 10 ms after FCP'],
  ['longTaskMsAfterFcp', 'their ms'],
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
  mobile:
    "Mobile (Lighthouse's default: Moto G Power, simulated slow 4G; CPU slowdown calibrated to a mid-range phone)",
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
  /** The mobile runs' CPU slowdown, one calibration per round (calibration.ts); none without mobile runs. */
  calibrations?: Calibration[];
}

/**
 * The calibration's line: per round the benchmark index probes taken before it, the median of every probe so
 * far and the CPU slowdown it gave (a calibration without probes: its one measured index).
 */
export function renderCalibrations(calibrations: readonly Calibration[]): string {
  let seen = 0;
  const rounds = calibrations
    .map((c, round) => {
      const taken = c.probes?.slice(seen) ?? [];
      seen = c.probes?.length ?? seen;
      const slowdown = `${c.benchmarkIndex.toFixed(0)} → ${c.cpuSlowdown.toFixed(1)}×${c.tooSlow ? ' (host too slow)' : ''}`;
      return taken.length > 0
        ? `round ${round + 1}: probes ${taken.map((p) => p.toFixed(0)).join(', ')}, median ${slowdown}`
        : slowdown;
    })
    .join('; ');
  return `- mobile CPU slowdown from the median of the benchmark index probed before the first round and between the rounds (Lighthouse's throttling guidance, decision 0097): ${rounds}`;
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
    ...(header.calibrations?.length ? [renderCalibrations(header.calibrations)] : []),
    `- commit: ${header.commit}`,
    `- the production server on 127.0.0.1 (embedded database, sample data); signed in as the demo account`,
    `- medians of ${header.runs} runs per page and configuration, each figure its own median`,
    '',
    'Columns: scores 0–100; FCP, LCP, Speed Index in seconds and TBT in ms as Lighthouse computes them',
    '(simulated for the configuration); JS: bytes on the wire of all scripts; requests started before the',
    "first paint of the observed load; tasks ≥ 10 ms after FCP: the main thread's tasks of the observed load",
    "(at the host's speed) that started after its first paint and took 10 ms or more, and their sum — the",
    'simulation drops shorter tasks, and multiplies these by the CPU slowdown into TBT. A value in bold misses',
    'its target.',
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
