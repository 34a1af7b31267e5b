/** The medians over a page's runs and the targets they meet or miss (pure; report.test.ts). */
import type { FailingAudit, FormFactor, Page, RunMetrics, RunOutcome } from './lhr';

/** Median; for an even count the mean of the two middle values. NaN (a figure a run lacks) is left out. */
export function median(values: number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

export type NumericMetric = Exclude<keyof RunMetrics, 'failingAudits'>;

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

/** The targets; layout shift at most 0.02 holds on every page, so on desktop too. */
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
