/**
 * The database guard on both drivers: a call waiting for the database (PGlite's single connection, or a
 * PostgreSQL pool of one) has a deadline, is dropped when its request ends first, and a transaction does
 * not commit for a client who is gone. On PostgreSQL the database comes from the test server, on PGlite
 * it is in memory.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase, testDatabaseUrl } from '../../test/harness';
import { type DbHandle, openDatabase } from './client';
import { inRequestScope } from './scope';

const TIMEOUT_MS = 300;

describe('database calls have deadlines and end with their request', () => {
  let server: TestDatabase | undefined;
  let database: DbHandle;

  beforeAll(async () => {
    if (testDatabaseUrl) {
      server = await createTestDatabase();
      database = await openDatabase({ url: server.url ?? '', poolSize: 1, timeoutMs: TIMEOUT_MS });
    } else {
      database = await openDatabase({ memory: true, timeoutMs: TIMEOUT_MS });
    }
    await database.db.execute(sql`create table marks (note text not null)`);
  });

  afterAll(async () => {
    await database.close();
    await server?.close();
  });

  /** Keeps the only connection busy in an open transaction until `release` is called. */
  function holdTheConnection() {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const done = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await released;
    });
    return { release, done };
  }

  const marks = async (note: string) => {
    await database.db.execute(sql`insert into marks (note) values (${note})`);
  };

  // PGlite only: PostgreSQL itself ends a connection held this long (idle_in_transaction_session_timeout),
  // and a hanging PostgreSQL is the outage test's part (outage.test.ts).
  test.skipIf(!!testDatabaseUrl)(
    'a call that waits longer than its deadline is dropped and never runs',
    async () => {
      const hold = holdTheConnection();
      await Bun.sleep(20);
      const started = performance.now();
      await expect(marks('late')).rejects.toMatchObject({ cause: { code: 'DATABASE_DEADLINE' } });
      expect(performance.now() - started).toBeLessThan(TIMEOUT_MS + 1000);
      hold.release();
      await hold.done;
      await Bun.sleep(50);
      expect(await rows()).not.toContain('late');
    },
  );

  test('a call whose request ends while it waits is dropped and never runs', async () => {
    const hold = holdTheConnection();
    await Bun.sleep(20);
    const client = new AbortController();
    const request = new Request('http://localhost/', { signal: client.signal });
    const pending = inRequestScope(request, () => marks('gone'));
    await Bun.sleep(50);
    client.abort();
    await expect(pending).rejects.toMatchObject({ cause: { code: 'REQUEST_GONE' } });
    hold.release();
    await hold.done;
    await Bun.sleep(50);
    expect(await rows()).not.toContain('gone');
  });

  test('work left running after its request was answered does not reach the database', async () => {
    let leftover: Promise<unknown> | undefined;
    await inRequestScope(new Request('http://localhost/'), async () => {
      leftover = Bun.sleep(20).then(() => marks('after the answer'));
    });
    await expect(leftover).rejects.toMatchObject({ cause: { code: 'REQUEST_GONE' } });
    expect(await rows()).not.toContain('after the answer');
  });

  test('a transaction does not commit once its client is gone', async () => {
    const client = new AbortController();
    const request = new Request('http://localhost/', { signal: client.signal });
    const pending = inRequestScope(request, () =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into marks (note) values ('half')`);
        client.abort();
      }),
    );
    await expect(pending).rejects.toMatchObject({ code: 'REQUEST_GONE' });
    await Bun.sleep(50);
    expect(await rows()).not.toContain('half');
  });

  test('calls within their deadline run as usual', async () => {
    await marks('on time');
    await inRequestScope(new Request('http://localhost/'), () => marks('in a request'));
    expect(await rows()).toEqual(expect.arrayContaining(['on time', 'in a request']));
  });

  async function rows(): Promise<string[]> {
    const result = await database.db.execute(sql`select note from marks`);
    const list = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
    return (list as { note: string }[]).map((row) => row.note);
  }
});
