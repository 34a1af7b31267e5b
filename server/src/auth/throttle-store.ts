/**
 * Where the throttle keeps its budgets (docs/decisions/0036). With the embedded database one process
 * serves the app: the windows live in its memory. On PostgreSQL every process shares them: each throttle
 * step runs in one transaction that takes an advisory lock on each key it touches (in one order, so two
 * steps cannot deadlock), reads those keys into fresh in-memory windows, runs the same code as with
 * memory, and writes the touched keys back — so parallel attempts on different processes count exactly as
 * they would on one.
 */
import { and, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { throttleState } from '../db/schema';
import { RecentAddresses, type SlidingWindowLimiter } from './rate-limit';

/** The throttle's budgets by name (throttle.ts builds them). */
export interface Limiters {
  pairs: SlidingWindowLimiter;
  addresses: SlidingWindowLimiter;
  subjects: SlidingWindowLimiter;
  knownAddresses: RecentAddresses;
  registrations: SlidingWindowLimiter;
  linkSubjects: SlidingWindowLimiter;
  linkAddresses: SlidingWindowLimiter;
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

/** `makeLimiters` gives fresh, empty budgets (with the configured limits and clock) for each step. */
export function postgresThrottleStore(db: Database, makeLimiters: () => Limiters): ThrottleStore {
  return {
    async run(touched, step) {
      const keys = [...new Set(touched.map(([name, key]) => rowKey(name, key)))].sort();
      return db.transaction(async (tx) => {
        await tx.execute(sql`select count(*)
                               from (select pg_advisory_xact_lock(hashtextextended(k, 21))
                                       from jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb) as t(k)
                                      order by k) l`);
        const rows = await tx
          .select({ key: throttleState.key, value: throttleState.value })
          .from(throttleState)
          .where(and(inArray(throttleState.key, keys), gt(throttleState.expiresAt, sql`now()`)));
        const stored = new Map(rows.map((row) => [row.key, row.value]));
        const limiters = makeLimiters();
        for (const [name, key] of touched) {
          const value = stored.get(rowKey(name, key));
          if (!value) continue;
          const limiter = limiters[name];
          if (limiter instanceof RecentAddresses) limiter.load(key, value as [string, number][]);
          else limiter.load(key, value as number[]);
        }
        const result = step(limiters);
        const writes: { key: string; value: unknown[]; expiresAt: Date }[] = [];
        const gone: string[] = [];
        for (const [name, key] of touched) {
          const limiter = limiters[name];
          const value = limiter.entry(key);
          const newest =
            limiter instanceof RecentAddresses
              ? Math.max(0, ...((value as [string, number][] | undefined)?.map(([, at]) => at) ?? []))
              : ((value as readonly number[] | undefined)?.at(-1) ?? 0);
          const keepMs = limiter instanceof RecentAddresses ? limiter.ttlMs : limiter.windowMs;
          const id = rowKey(name, key);
          if (value && value.length > 0)
            writes.push({ key: id, value: [...value], expiresAt: new Date(newest + keepMs) });
          else gone.push(id);
        }
        const unique = [...new Map(writes.map((write) => [write.key, write])).values()];
        if (unique.length > 0) {
          await tx
            .insert(throttleState)
            .values(unique)
            .onConflictDoUpdate({
              target: throttleState.key,
              set: { value: sql`excluded.value`, expiresAt: sql`excluded.expires_at` },
            });
        }
        if (gone.length > 0) await tx.delete(throttleState).where(inArray(throttleState.key, gone));
        return result;
      });
    },
    sizes: () => ({}),
  };
}

/** Drops the budgets that ran out (the hourly cleanup, cluster/jobs.ts). */
export async function deleteExpiredThrottleState(db: Database): Promise<void> {
  await db.delete(throttleState).where(sql`${throttleState.expiresAt} <= now()`);
}
