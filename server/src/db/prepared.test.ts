/**
 * Statements built once (db/prepared.ts, decision 0112) and the result mapping they rely on (drizzle-orm's
 * `mapResultRow`, patched to work out each field's decoder once per field list): on the test's database,
 * PGlite or PostgreSQL.
 */
import { describe, expect, test } from 'bun:test';
import { eq, sql } from 'drizzle-orm';
import { alias, PgDialect } from 'drizzle-orm/pg-core';
import { testDatabase } from '../../test/harness';
import { literal, preparedInTransactions } from './prepared';
import { clusterJobs } from './schema';

const { db } = testDatabase();

const at = (iso: string) => new Date(iso);

describe('result rows', () => {
  test('joined tables as objects, a left join without a match as null, decoders by field; the same each run', async () => {
    await db()
      .insert(clusterJobs)
      .values([
        { name: 'map-a', lastRunAt: at('2026-12-01T08:00:00Z') },
        { name: 'map-a-next', lastRunAt: at('2026-12-01T09:30:00Z') },
        { name: 'map-b', lastRunAt: at('2026-12-01T10:00:00Z') },
      ]);
    // An aliased table (its fields are proxies) and an SQL field with its own decoder.
    const next = alias(clusterJobs, 'next');
    const query = db()
      .select({
        job: clusterJobs,
        next,
        hour: sql<number>`extract(hour from ${clusterJobs.lastRunAt} at time zone 'UTC')`.mapWith(Number),
      })
      .from(clusterJobs)
      .leftJoin(next, eq(next.name, sql`${clusterJobs.name} || '-next'`))
      .where(eq(clusterJobs.name, sql.placeholder('name')))
      .prepare('test_result_rows');
    const withNext = [
      {
        job: { name: 'map-a', lastRunAt: at('2026-12-01T08:00:00Z') },
        next: { name: 'map-a-next', lastRunAt: at('2026-12-01T09:30:00Z') },
        hour: 8,
      },
    ];
    const withoutNext = [
      { job: { name: 'map-b', lastRunAt: at('2026-12-01T10:00:00Z') }, next: null, hour: 10 },
    ];
    // Alternately: what one run worked out about the fields must not carry a row's values into the next.
    for (let run = 0; run < 3; run++) {
      expect(await query.execute({ name: 'map-a' })).toEqual(withNext);
      expect(await query.execute({ name: 'map-b' })).toEqual(withoutNext);
    }
  });
});

describe('preparedInTransactions', () => {
  test('built once; each run on its own transaction, which sees its own writes; mapped as .prepare() maps', async () => {
    let builds = 0;
    const byName = preparedInTransactions('test_jobs_by_name', (executor) => {
      builds++;
      return executor
        .select()
        .from(clusterJobs)
        .where(eq(clusterJobs.name, sql.placeholder('name')));
    });
    const rolledBack = new Error('rolled back on purpose');
    for (const [index, name] of ['tx-a', 'tx-b', 'tx-c'].entries()) {
      const lastRunAt = at(`2026-12-0${index + 1}T12:00:00Z`);
      const inside = await db()
        .transaction(async (tx) => {
          await tx.insert(clusterJobs).values({ name, lastRunAt });
          // Uncommitted: only the transaction's own connection sees the row (on PGlite, with its one
          // connection, a statement outside the transaction would wait for it to end).
          expect(await byName(tx).execute({ name })).toEqual([{ name, lastRunAt }]);
          throw rolledBack;
        })
        .catch((error: unknown) => error);
      expect(inside).toBe(rolledBack);
      expect(await byName(db()).execute({ name })).toEqual([]);
    }
    expect(builds).toBe(1);
  });
});

describe('literal', () => {
  test('constants in the text, strings quoted; no parameters', () => {
    const query = new PgDialect().sqlToQuery(
      sql`select ${literal("it's")}, ${literal('a\\b')}, ${literal(12.5)}, ${literal(true)}, ${literal(false)}`,
    );
    expect(query).toEqual({ sql: "select 'it''s', 'a\\b', 12.5, true, false", params: [] });
    expect(() => literal(Number.NaN)).toThrow();
    expect(() => literal(Number.POSITIVE_INFINITY)).toThrow();
  });
});
