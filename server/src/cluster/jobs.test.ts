/**
 * A cluster job's interval is claimed by one caller however many claim it at once (cluster/jobs.ts), on
 * two database handles as two processes would hold them.
 */
import { afterAll, expect, test } from 'bun:test';
import { createTestDatabase, testDatabaseUrl } from '../../test/harness';
import { openDatabase } from '../db/client';
import { claimJob } from './jobs';

const first = await createTestDatabase();
// On PostgreSQL a second pool on the same database stands for a second process.
const second = first.url ? await openDatabase({ url: first.url }) : first;

afterAll(async () => {
  if (second !== first) await second.close();
  await first.close();
});

test(`one claim per interval among parallel claims (${testDatabaseUrl ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const claims = await Promise.all(
    Array.from({ length: 10 }, (_, i) => claimJob((i % 2 ? second : first).db, 'test job', 60_000)),
  );
  expect(claims.filter(Boolean)).toHaveLength(1);
  // Within the interval nobody claims it again; another job has an interval of its own.
  expect(await claimJob(second.db, 'test job', 60_000)).toBe(false);
  expect(await claimJob(second.db, 'other job', 60_000)).toBe(true);
  // Once the interval is over (a zero interval here), the next claim wins.
  expect(await claimJob(first.db, 'test job', 0)).toBe(true);
});
