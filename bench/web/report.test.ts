import { describe, expect, test } from 'bun:test';
import { calibrate, calibrateFromProbes } from './calibration';
import { type LhrSubset, outcomeOf, type Page, type RunMetrics } from './lhr';
import { renderCalibrations, renderFailingAudits, renderReport, renderTable } from './report';
import { median, missedTargets, summarize } from './summary';

const landing: Page = { path: '/', signedIn: false };
const dashboard: Page = { path: '/', signedIn: true };
const ORIGIN = 'http://127.0.0.1:3102';

/** An LHR subset as Lighthouse 13 writes it (network times in ms after networkStartTimeTs, in µs). */
function lhr(overrides: { dataStatus?: number; performance?: number; lcp?: number } = {}): LhrSubset {
  const request = (
    path: string,
    resourceType: string,
    transferSize: number,
    networkRequestTime?: number,
  ) => ({
    url: `${ORIGIN}${path}`,
    statusCode: path.startsWith('/trpc/') ? (overrides.dataStatus ?? 401) : 200,
    resourceType,
    transferSize,
    networkRequestTime,
  });
  const audit = (title: string, score: number | null, scoreDisplayMode = 'binary') => ({
    title,
    score,
    scoreDisplayMode,
  });
  return {
    finalDisplayedUrl: `${ORIGIN}/`,
    environment: { benchmarkIndex: 1500 },
    categories: {
      performance: { score: overrides.performance ?? 0.45, auditRefs: [] },
      accessibility: {
        score: 0.96,
        auditRefs: [
          { id: 'color-contrast', weight: 7 },
          { id: 'image-alt', weight: 10 },
          { id: 'table-fake-caption', weight: 7 },
        ],
      },
      'best-practices': {
        score: 0.92,
        auditRefs: [
          { id: 'errors-in-console', weight: 1 },
          { id: 'csp-xss', weight: 0 },
          { id: 'deprecations', weight: 5 },
        ],
      },
      seo: { score: 0.91, auditRefs: [] },
    },
    audits: {
      'first-contentful-paint': { ...audit('FCP', 0.1, 'numeric'), numericValue: 8012.4 },
      'largest-contentful-paint': { ...audit('LCP', 0.1, 'numeric'), numericValue: overrides.lcp ?? 10_350 },
      'total-blocking-time': { ...audit('TBT', 0.3, 'numeric'), numericValue: 470 },
      'cumulative-layout-shift': { ...audit('CLS', 1, 'numeric'), numericValue: 0.073 },
      'speed-index': { ...audit('SI', 0.2, 'numeric'), numericValue: 8100 },
      'color-contrast': {
        ...audit('Background and foreground colors do not have a sufficient contrast ratio.', 0),
        details: { items: [{ node: { selector: 'div.hero > p', snippet: '<p class="dim">' } }] },
      },
      'image-alt': audit('Image elements have [alt] attributes', 1),
      'table-fake-caption': audit('Tables use <caption>', null, 'notApplicable'),
      'errors-in-console': {
        ...audit('Browser errors were logged to the console', 0),
        details: {
          items: [
            {
              description:
                'Failed to load resource: the server responded with a status of 401 (Unauthorized)',
              sourceLocation: { url: `${ORIGIN}/api/auth/me` },
            },
          ],
        },
      },
      'csp-xss': audit('Ensure CSP is effective against XSS attacks', 0, 'informative'),
      deprecations: audit('Avoids deprecated APIs', 1),
      metrics: {
        ...audit('Metrics', null, 'informative'),
        // First paint 700 ms after the first request (720 ms after the navigation's start).
        details: {
          items: [{ observedFirstContentfulPaintTs: 5_000_700_000, observedFirstContentfulPaint: 720 }],
        },
      },
      'main-thread-tasks': {
        ...audit('Tasks', null, 'informative'),
        // Before the paint (long or not), after it: one too short for the simulation, two of 10 ms or more.
        details: {
          items: [
            { startTime: 100, duration: 80 },
            { startTime: 730, duration: 9.9 },
            { startTime: 740, duration: 10 },
            { startTime: 900, duration: 32.5 },
          ],
        },
      },
      'network-requests': {
        ...audit('Network Requests', 1, 'informative'),
        details: {
          debugData: { networkStartTimeTs: 5_000_000_000 },
          items: [
            request('/', 'Document', 1_000, 0),
            request('/index-abc.js', 'Script', 300_000, 50),
            request('/index-abc.css', 'Stylesheet', 42_000, 50),
            request('/trpc/dashboard.summary', 'Fetch', 500, 650),
            request('/chunk-1.js', 'Script', 2_000, 800),
            request('/chunk-2.js', 'Script', 3_000),
          ],
        },
      },
    },
  };
}

function metricsOf(outcome: ReturnType<typeof outcomeOf>): RunMetrics {
  if ('error' in outcome) throw new Error(outcome.error);
  return outcome.metrics;
}

describe('median', () => {
  test('the middle value, the mean of the two middle ones for an even count, NaN left out', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([10, 40, 20, 30])).toBe(25);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNaN();
    expect(median([5, Number.NaN, 4, 6])).toBe(5);
    expect(median([Number.NaN])).toBeNaN();
  });
});

describe('outcomeOf', () => {
  test('reads the scores, the metrics, the scripts on the wire and the requests before first paint', () => {
    const m = metricsOf(outcomeOf(lhr(), landing));
    expect(m).toMatchObject({
      performance: 45,
      accessibility: 96,
      bestPractices: 92,
      seo: 91,
      fcp: 8012.4,
      lcp: 10_350,
      tbt: 470,
      cls: 0.073,
      speedIndex: 8100,
      scriptBytes: 305_000,
      requestsBeforeFcp: 4,
      longTasksAfterFcp: 2,
      longTaskMsAfterFcp: 42.5,
      benchmarkIndex: 1500,
    });
  });

  test('without the tasks audit the long tasks are unknown, not zero', () => {
    const { 'main-thread-tasks': _, ...audits } = lhr().audits;
    const m = metricsOf(outcomeOf({ ...lhr(), audits }, landing));
    expect(m.longTasksAfterFcp).toBeNaN();
    expect(m.longTaskMsAfterFcp).toBeNaN();
  });

  test('lists the weighted audits that fail, not the passing, unscored or weightless ones', () => {
    expect(metricsOf(outcomeOf(lhr(), landing)).failingAudits.map((a) => `${a.category}:${a.id}`)).toEqual([
      'accessibility:color-contrast',
      'best-practices:errors-in-console',
    ]);
  });

  test('a runtime error is the run’s error', () => {
    const failed = {
      ...lhr(),
      runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' },
    };
    expect(outcomeOf(failed, landing)).toEqual({ error: 'NO_FCP: The page did not paint any content.' });
  });

  test('a signed-in page whose session check was not answered 200 is an error, not figures', () => {
    expect(outcomeOf(lhr({ dataStatus: 401 }), dashboard)).toEqual({
      error: expect.stringContaining('NOT_SIGNED_IN'),
    });
    expect(metricsOf(outcomeOf(lhr({ dataStatus: 200 }), dashboard)).performance).toBe(45);
  });
});

describe('summary and targets', () => {
  const runs = [
    outcomeOf(lhr({ performance: 0.91, lcp: 2400 }), landing),
    outcomeOf(lhr({ performance: 0.95, lcp: 2000 }), landing),
    outcomeOf(lhr({ performance: 0.89, lcp: 2600 }), landing),
  ];

  test('medians of each figure over the runs that succeeded; errors and failing audits counted', () => {
    const summary = summarize(landing, [...runs, { error: 'PAGE_HUNG: stuck' }]);
    expect(summary.runs).toBe(4);
    expect(summary.errors).toEqual(['PAGE_HUNG: stuck']);
    expect(summary.medians?.performance).toBe(91);
    expect(summary.medians?.lcp).toBe(2400);
    expect(summary.failingAudits.get('color-contrast')?.runs).toBe(3);
  });

  test('mobile meets performance and LCP here but not TBT, CLS and full marks; desktop misses ≥ 98', () => {
    const summary = summarize(landing, runs);
    expect(missedTargets('mobile', summary).map((t) => t.label)).toEqual([
      'TBT ≤ 200 ms',
      'CLS ≤ 0.02',
      'accessibility 100',
      'best practices 100',
    ]);
    expect(missedTargets('desktop', summary).map((t) => t.label)).toEqual([
      'performance ≥ 98',
      'CLS ≤ 0.02',
      'accessibility 100',
      'best practices 100',
    ]);
  });

  test('a page without a successful run misses every target', () => {
    const summary = summarize(landing, [{ error: 'NO_FCP: x' }]);
    expect(summary.medians).toBeNull();
    expect(missedTargets('desktop', summary)).toHaveLength(4);
  });
});

describe('rendering', () => {
  test('a table row per page: medians, missed values in bold, missed targets and failed runs', () => {
    const table = renderTable('mobile', [
      summarize(landing, [outcomeOf(lhr(), landing), { error: 'PAGE_HUNG: stuck' }]),
      summarize(dashboard, [{ error: 'NOT_SIGNED_IN: no' }]),
    ]);
    const [head, rule, landingRow, dashboardRow] = table.split('\n');
    expect(head?.split('|').length).toBe(rule?.split('|').length);
    expect(landingRow).toBe(
      '| / | **45** | 8.0 | **10.3** | **470** | **0.073** | 8.1 | 298 | 4 | 2 | 43 | **96** | **92** | 91 | ' +
        'performance ≥ 90, LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.02, accessibility 100, best practices 100; ' +
        '1/2 runs failed (PAGE_HUNG) |',
    );
    expect(dashboardRow).toStartWith('| / (signed in) | – |');
    expect(dashboardRow).toEndWith('| no figures; 1/1 runs failed (NOT_SIGNED_IN) |');
  });

  test('failing audits by id: where they fail, in how many runs when not all, and what failed', () => {
    const failing = metricsOf(outcomeOf(lhr(), landing));
    const clean = { metrics: { ...failing, failingAudits: [] } };
    const text = renderFailingAudits({
      mobile: [
        summarize(landing, [{ metrics: failing }]),
        summarize(dashboard, [{ metrics: failing }, clean]),
      ],
      desktop: [summarize(landing, [{ metrics: failing }])],
    });
    expect(text).toBe(
      [
        '- `color-contrast` (accessibility): Background and foreground colors do not have a sufficient contrast ratio.',
        '  - on mobile: /, / (signed in) (1/2 runs); desktop: /',
        '  - div.hero > p',
        '- `errors-in-console` (best-practices): Browser errors were logged to the console',
        '  - on mobile: /, / (signed in) (1/2 runs); desktop: /',
        `  - Failed to load resource: the server responded with a status of 401 (Unauthorized) (${ORIGIN}/api/auth/me)`,
      ].join('\n'),
    );
    expect(renderFailingAudits({ mobile: [summarize(landing, [clean])] })).toBe(
      'No accessibility or best-practices audit fails.',
    );
  });

  test('the report has its head, a table per configuration, the targets and the errors', () => {
    const report = renderReport(
      {
        date: '2026-11-24',
        machine: '2 cores',
        chromium: 'Chromium 156',
        lighthouse: '13.5.0',
        commit: 'abc1234 (x)',
        runs: 3,
        note: 'Before the work.',
        calibrations: [calibrate(1694), calibrate(120)],
      },
      { mobile: [summarize(landing, [{ error: 'NO_FCP: blank' }])] },
    );
    expect(report).toStartWith('# Web benchmark — 2026-11-24\n\nBefore the work.\n');
    expect(report).toContain('## Mobile');
    expect(report).toContain(
      "- mobile CPU slowdown from the median of the benchmark index probed before the first round and between the rounds (Lighthouse's throttling guidance, decision 0097): 1694 → 4.7×; 120 → 1.0× (host too slow)",
    );
    expect(report).not.toContain('## Desktop');
    expect(report).toContain(
      '- desktop: performance ≥ 98, CLS ≤ 0.02, accessibility 100, best practices 100',
    );
    expect(report).toContain('## Errors\n\n- mobile /: NO_FCP: blank');
  });

  test('the calibration line lists the new probes of each round and the median of all so far', () => {
    const first = calibrateFromProbes([2759, 2347, 1265]);
    const second = calibrateFromProbes([2759, 2347, 1265, 2300, 2400]);
    expect(renderCalibrations([first, second])).toEndWith(
      'round 1: probes 2759, 2347, 1265, median 2347 → 7.5×; round 2: probes 2300, 2400, median 2347 → 7.5×',
    );
  });
});
