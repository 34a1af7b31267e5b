/**
 * Where the throttle keeps its budgets (docs/decisions/0036). With the embedded database one process
 * serves the app: the windows live in its memory. On PostgreSQL every process shares them: a throttle
 * step runs in a transaction that holds an advisory lock on each key it touches, reads those keys into
 * fresh in-memory windows, runs the same code as with memory, and writes back the keys it changed — so
 * parallel attempts on different processes count exactly as they would on one.
 *
 * No step waits while it holds a pool connection, and the throttle never holds more than one (decision
 * 0049). A process runs one throttle transaction at a time; the steps that arrive meanwhile wait in memory
 * and run together in the next one, one after the other in their order of arrival, on the same windows —
 * exactly as if each had its own transaction, but a hundred attempts at one account cost a few
 * transactions, not a hundred connections queued on one lock. Another process's lock is only tried
 * (pg_try_advisory_xact_lock): when one of the keys is taken the transaction ends at once and is tried
 * again a few milliseconds later. A step that has not run within THROTTLE_WAIT_MS fails with ThrottleBusy,
 * which the throttle answers like a spent budget (429).
 */
import { and, gt, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { requestGone } from '../db/guard';
import { throttleState } from '../db/schema';
import { detached, requestSignal } from '../db/scope';
import { RecentAddresses, type SlidingWindowLimiter } from './rateLimit';

/** The throttle's budgets by name (throttle.ts builds them). */
export interface Limiters {
  pairs: SlidingWindowLimiter;
  addresses: SlidingWindowLimiter;
  subjects: SlidingWindowLimiter;
  knownAddresses: RecentAddresses;
  registrations: SlidingWindowLimiter;
  linkSubjects: SlidingWindowLimiter;
  linkAddresses: SlidingWindowLimiter;
  apiTokenUses: SlidingWindowLimiter;
  streamViewerIds: SlidingWindowLimiter;
  streamHeartbeats: SlidingWindowLimiter;
}

/** The keys a step reads or changes, each with its budget's name. */
export type Touched = ReadonlyArray<readonly [keyof Limiters, string]>;

export interface ThrottleStore {
  /** Runs `step` with the budgets holding (at least) the touched keys; nobody else changes them meanwhile. */
  run<T>(touched: Touched, step: (limiters: Limiters) => T): Promise<T>;
  /** Keys held in memory per budget (the memory store's bounds; empty for PostgreSQL). */
  sizes(): Partial<Record<keyof Limiters, number>>;
}

export function memoryThrottleStore(limiters: Limiters): ThrottleStore {
  return {
    run: async (_touched, step) => step(limiters),
    sizes: () => Object.fromEntries(Object.entries(limiters).map(([name, limiter]) => [name, limiter.size])),
  };
}

const rowKey = (name: string, key: string) => `${name}\n${key}`;

/** How long a throttle step may wait for its turn before it gives up (ThrottleBusy). */
export const THROTTLE_WAIT_MS = 3000;
/** The most steps one transaction runs (their keys are locked together). */
const MAX_BATCH = 64;

/** A step did not get its turn in time. Where nobody answers it with 429, it counts as a 503 (errors.ts). */
export class ThrottleBusy extends Error {
  readonly code = 'THROTTLE_BUSY';
  readonly retryAfter = 1;
  constructor() {
    super('the throttle is busy with other attempts');
  }
}

/** A transaction that found one of its keys locked by another process: it ends, and is tried again. */
const TAKEN = Symbol('taken');

interface Pending {
  touched: Touched;
  step: (limiters: Limiters) => unknown;
  resolve(value: unknown): void;
  reject(error: unknown): void;
  signal: AbortSignal | undefined;
  /** When it gives up waiting (performance.now()). */
  deadline: number;
  timer: Timer;
}

/** `makeLimiters` gives fresh, empty budgets (with the configured limits and clock) for each transaction. */
export function postgresThrottleStore(
  db: Database,
  makeLimiters: () => Limiters,
  waitMs = THROTTLE_WAIT_MS,
): ThrottleStore {
  const waiting: Pending[] = [];
  /** The steps of the transaction under way: they get their answer from it, whatever their deadline. */
  const current = new Set<Pending>();
  let running = false;

  const settle = (entry: Pending) => {
    clearTimeout(entry.timer);
    const index = waiting.indexOf(entry);
    if (index >= 0) waiting.splice(index, 1);
  };
  /** Answers the steps that must not run any more (deadline passed, request over); returns the others. */
  const stillWanted = (batch: Pending[]) =>
    batch.filter((entry) => {
      const gone = entry.signal?.aborted;
      if (!gone && performance.now() < entry.deadline) return true;
      settle(entry);
      entry.reject(gone ? requestGone() : new ThrottleBusy());
      return false;
    });

  /** One try of a batch: its keys locked (or TAKEN), read, each step in turn, the changed keys written. */
  const attempt = (batch: Pending[]) => {
    const touched = batch.flatMap((entry) => entry.touched);
    const keys = [...new Set(touched.map(([name, key]) => rowKey(name, key)))].sort();
    return db.transaction(async (tx): Promise<{ outcomes: (() => void)[] } | typeof TAKEN> => {
      const [lock] = await tx
        .select({ all: sql<boolean>`bool_and(pg_try_advisory_xact_lock(hashtextextended(k, 21)))` })
        .from(sql`jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb) as t(k)`);
      // Ending the transaction gives back the locks it did get.
      if (!lock?.all) return TAKEN;
      const rows = await tx
        .select({ key: throttleState.key, value: throttleState.value })
        .from(throttleState)
        .where(and(inArray(throttleState.key, keys), gt(throttleState.expiresAt, sql`now()`)));
      const stored = new Map(rows.map((row) => [row.key, row.value]));
      const limiters = makeLimiters();
      for (const [name, key] of touched) {
        const value = stored.get(rowKey(name, key));
        if (!value) continue;
        // Copies: the stored values stay as read, to tell which keys the steps changed.
        const limiter = limiters[name];
        if (limiter instanceof RecentAddresses) limiter.load(key, [...(value as [string, number][])]);
        else limiter.load(key, [...(value as number[])]);
      }
      // Each step in its order of arrival; their answers are given once the transaction has committed.
      const outcomes = batch.map((entry) => {
        try {
          const result = entry.step(limiters);
          return () => entry.resolve(result);
        } catch (error) {
          return () => entry.reject(error);
        }
      });
      await writeChanged(tx, limiters, touched, stored);
      return { outcomes };
    });
  };

  const drain = async () => {
    if (running) return;
    running = true;
    try {
      while (waiting.length > 0) {
        let batch = stillWanted(waiting.slice(0, MAX_BATCH));
        while (batch.length > 0) {
          for (const entry of batch) current.add(entry);
          let outcome: Awaited<ReturnType<typeof attempt>>;
          try {
            outcome = await detached(() => attempt(batch));
          } catch (error) {
            for (const entry of batch) {
              settle(entry);
              entry.reject(error);
            }
            break;
          } finally {
            current.clear();
          }
          if (outcome !== TAKEN) {
            for (const entry of batch) settle(entry);
            for (const answer of outcome.outcomes) answer();
            break;
          }
          // Another process holds one of the keys: again in a moment, without the steps given up meanwhile.
          await Bun.sleep(5 + Math.random() * 20);
          batch = stillWanted(batch);
        }
      }
    } finally {
      running = false;
    }
  };

  return {
    run<T>(touched: Touched, step: (limiters: Limiters) => T): Promise<T> {
      const signal = requestSignal();
      if (signal?.aborted) return Promise.reject(requestGone());
      return new Promise<T>((resolve, reject) => {
        const entry: Pending = {
          touched,
          step,
          resolve: resolve as (value: unknown) => void,
          reject,
          signal,
          deadline: performance.now() + waitMs,
          timer: setTimeout(() => {
            // Still waiting for its turn: it gives up (in a transaction under way, it is answered soon).
            if (current.has(entry) || !waiting.includes(entry)) return;
            settle(entry);
            reject(new ThrottleBusy());
          }, waitMs),
        };
        waiting.push(entry);
        void drain();
      });
    },
    sizes: () => ({}),
  };
}

/** Writes the keys a batch changed (and deletes those it emptied). */
async function writeChanged(
  tx: Transaction,
  limiters: Limiters,
  touched: Touched,
  stored: Map<string, unknown>,
): Promise<void> {
  const writes = new Map<string, { key: string; value: unknown[]; expiresAt: Date }>();
  const gone = new Set<string>();
  for (const [name, key] of touched) {
    const limiter = limiters[name];
    const value = limiter.entry(key);
    const id = rowKey(name, key);
    const before = stored.get(id);
    if (!value || value.length === 0) {
      if (before) gone.add(id);
      continue;
    }
    // A refusal changes nothing: no write.
    if (before && JSON.stringify(before) === JSON.stringify(value)) continue;
    const newest =
      limiter instanceof RecentAddresses
        ? Math.max(0, ...(value as [string, number][]).map(([, at]) => at))
        : ((value as readonly number[]).at(-1) ?? 0);
    const keepMs = limiter instanceof RecentAddresses ? limiter.ttlMs : limiter.windowMs;
    writes.set(id, { key: id, value: [...value], expiresAt: new Date(newest + keepMs) });
  }
  if (writes.size > 0) {
    await tx
      .insert(throttleState)
      .values([...writes.values()])
      .onConflictDoUpdate({
        target: throttleState.key,
        set: { value: sql`excluded.value`, expiresAt: sql`excluded.expires_at` },
      });
  }
  if (gone.size > 0) await tx.delete(throttleState).where(inArray(throttleState.key, [...gone]));
}
