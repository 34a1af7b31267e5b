/**
 * The mobile runs' CPU slowdown from the machine's measured speed, as Lighthouse's throttling guidance says
 * (docs/throttling.md, "Calibrating the CPU slowdown", and its CPU slowdown calculator): Lighthouse's fixed
 * 4× default stands for "a high-end desktop made a mid-tier phone"; on a slower or busier host the same
 * 4× emulates a far slower phone, on a faster one a faster phone. Scaled by the benchmark index instead,
 * a run means "a mid-range phone" on any host, so figures compare across machines.
 *
 * The calculator's anchors (benchmark index → slowdown): 150 → 1×, 800 → 2×, 1300 → 3×, then one step
 * more for every 233 (1533 → 4×, 1766 → 5×, 2000 → 6×), linear in between. Below 150 the host is slower
 * than the phone it should emulate: no slowdown, and the report says so.
 *
 * One probe of the index is not enough (decision 0097): on a 2-core machine shared with other work, three
 * probes of one quiet-host run gave 2759, 2347 and 1265 — slowdowns of 9.3×, 7.5× and 2.9×, a wider swing
 * than any page's. So the slowdown comes from the median of several probes: those taken before the first
 * round and those between the rounds, all of them so far (`calibrateFromProbes`).
 */
import { median } from './summary';

/** The calculator's anchors: [benchmark index, slowdown]. */
const ANCHORS: readonly (readonly [number, number])[] = [
  [150, 1],
  [800, 2],
  [1300, 3],
];
/** Above the last anchor: one step of slowdown per this much index. */
const INDEX_PER_STEP = 233;

export interface Calibration {
  /** The index the slowdown follows from: the median of `probes` where there are probes. */
  benchmarkIndex: number;
  /** Every probe of the index this calibration used, in the order taken. */
  probes?: number[];
  /** Lighthouse's `throttling.cpuSlowdownMultiplier`, to one decimal. */
  cpuSlowdown: number;
  /** The host is slower than a mid-range phone: the run emulates a slower device than intended. */
  tooSlow: boolean;
}

export function calibrate(benchmarkIndex: number): Calibration {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new Error(`bench:web: no usable benchmark index (${benchmarkIndex})`);
  }
  const [first] = ANCHORS;
  if (!first || benchmarkIndex < first[0]) return { benchmarkIndex, cpuSlowdown: 1, tooSlow: true };
  let slowdown: number;
  const last = ANCHORS[ANCHORS.length - 1] ?? first;
  if (benchmarkIndex >= last[0]) {
    slowdown = last[1] + (benchmarkIndex - last[0]) / INDEX_PER_STEP;
  } else {
    const upper = ANCHORS.findIndex(([index]) => index > benchmarkIndex);
    const [lowIndex, lowSlowdown] = ANCHORS[upper - 1] ?? first;
    const [highIndex, highSlowdown] = ANCHORS[upper] ?? last;
    slowdown =
      lowSlowdown + ((benchmarkIndex - lowIndex) / (highIndex - lowIndex)) * (highSlowdown - lowSlowdown);
  }
  return { benchmarkIndex, cpuSlowdown: Math.round(slowdown * 10) / 10, tooSlow: false };
}

/** The slowdown from the median of every probe of the index so far (one probe swings too much). */
export function calibrateFromProbes(probes: readonly number[]): Calibration {
  const usable = probes.filter((p) => Number.isFinite(p) && p > 0);
  if (usable.length === 0) throw new Error('bench:web: no usable benchmark index probe');
  return { ...calibrate(median(usable)), probes: [...probes] };
}
