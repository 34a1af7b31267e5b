/**
 * The investment batch's statement is planned once per connection, not once per batch (decision 0112): its
 * only parameter is the rows' JSON, so PostgreSQL keeps the generic plan after its five custom ones. With the
 * code's constants sent as parameters (seven more) it planned the statement anew for every batch on the
 * benchmark's database (1.1 ms, under the issuers' locks) — which plan wins depends on the tables' statistics,
 * so the test reads the parameters of the statement as PostgreSQL prepared it. PostgreSQL only: PGlite's
 * driver prepares no named statements.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase, testDatabaseUrl } from '../../../test/harness';
import { type DbHandle, openDatabase } from '../../db/client';
import { insert } from './batch';

describe.skipIf(!testDatabaseUrl)('the investment batch on PostgreSQL', () => {
  let database: TestDatabase;
  let oneConnection: DbHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    // One connection, so that every batch runs on the session whose prepared statements are read below.
    oneConnection = await openDatabase({ url: database.url ?? '', poolSize: 1 });
  });
  afterAll(async () => {
    await oneConnection.close();
    await database.close();
  });

  test("its one parameter is the rows: the code's constants are in the text", async () => {
    expect((await insert(oneConnection.db, [])).stored).toEqual([]);
    const [statement] = await oneConnection.db
      .select({ parameters: sql<number>`cardinality(parameter_types)::int` })
      .from(sql`pg_prepared_statements`)
      .where(sql`statement like 'with "sent" as%'`);
    expect(statement).toEqual({ parameters: 1 });
  });
});
