/**
 * The invalidation channel itself (db/bus.ts, index.ts), on PostgreSQL: a message published on one
 * connection pool reaches a listener on another, and a listener whose connection was cut listens again and
 * forgets everything it cached — messages sent meanwhile are lost; one that starts while the database is
 * away listens once it is back; settle() returns once everything committed before it was heard. PostgreSQL
 * only (the embedded database's bus hears its own triggers at each commit: domains/dashboard/invalidation.test.ts).
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { createTestDatabase, eventually, type TestDatabase, testDatabaseUrl } from '../../test/harness';
import { proxyToDatabase } from '../../test/tcpProxy';
import { BUS_CHANNEL, type BusMessage, createPostgresBus } from './bus';
import { openDatabase } from './client';
import { listenForInvalidations } from './invalidations';

describe.skipIf(!testDatabaseUrl)('the invalidation bus (set DATABASE_URL to run)', () => {
  const opened: TestDatabase[] = [];
  afterAll(async () => {
    for (const database of opened.reverse()) await database.close();
  });

  test('a message reaches another process; after a cut connection the listener flushes', async () => {
    const sender = await createTestDatabase();
    opened.push(sender);
    const receiver = await openDatabase({ url: sender.url ?? '' });
    opened.push(receiver);
    const received: BusMessage[] = [];
    let catalogues = 0;
    listenForInvalidations(receiver, {
      sessions: { receive: (message) => received.push(message) },
      catalog: { invalidate: () => (catalogues += 1) },
      dashboards: { receive: () => {}, listening: () => {} },
    });
    // The first LISTEN flushes too (nothing could be known before it).
    expect(await eventually(() => received.some((m) => m.kind === 'flush'))).toBe(true);

    await sender.bus?.publish({ kind: 'sessions', ids: ['s1', 's2'] });
    await sender.bus?.publish({ kind: 'catalogue' });
    expect(await eventually(() => received.some((m) => m.kind === 'sessions'))).toBe(true);
    expect(received).toContainEqual({ kind: 'sessions', ids: ['s1', 's2'] });
    expect(await eventually(() => received.some((m) => m.kind === 'catalogue'))).toBe(true);
    // Invalidated by the first LISTEN's flush and by the message.
    expect(catalogues).toBeGreaterThanOrEqual(2);

    // Cut the listening connection: postgres.js reconnects, listens again, and the receiver flushes.
    const flushes = () => received.filter((m) => m.kind === 'flush').length;
    const before = flushes();
    const admin = postgres(sender.url ?? '', { max: 1, onnotice: () => {} });
    await admin`select pg_terminate_backend(pid) from pg_stat_activity
                 where datname = current_database() and query = ${`listen "${BUS_CHANNEL}"`}`;
    await admin.end();
    expect(await eventually(() => flushes() > before)).toBe(true);
    // And it hears what is sent after the reconnect.
    await sender.bus?.publish({ kind: 'user', id: 'u1' });
    expect(await eventually(() => received.some((m) => m.kind === 'user'))).toBe(true);
  });

  test('settle(): at once before listening; after, everything committed before the call has been heard', async () => {
    const sender = await createTestDatabase();
    opened.push(sender);
    const bus = createPostgresBus(sender.url ?? '');
    try {
      await bus.settle();
      const received: BusMessage[] = [];
      let listens = 0;
      await bus.listen(
        (message) => received.push(message),
        () => (listens += 1),
      );
      expect(await eventually(() => listens > 0)).toBe(true);
      for (let round = 0; round < 20; round++) {
        // Another connection's commit (as a trigger's pg_notify in a writer's transaction would be).
        const ids = [`u${round}`];
        await sender.db.execute(
          sql`select pg_notify(${BUS_CHANNEL}, ${JSON.stringify({ kind: 'dashboards', ids })})`,
        );
        // Several callers in one turn share one marker; the markers themselves are not handed on.
        await Promise.all([bus.settle(), bus.settle()]);
        expect(received.at(-1)).toEqual({ kind: 'dashboards', ids });
      }
      expect(received.every((message) => message.kind === 'dashboards')).toBe(true);
    } finally {
      await bus.close();
    }
  });

  test('a process that starts while the database is away listens once it is back', async () => {
    const sender = await createTestDatabase();
    opened.push(sender);
    const { proxy, url } = await proxyToDatabase(sender.url ?? '');
    const bus = createPostgresBus(url);
    try {
      await proxy.cut();
      const received: BusMessage[] = [];
      let listens = 0;
      // The first LISTEN fails (and is logged); postgres.js tries again on its own, with a growing pause.
      const listening = bus.listen(
        (message) => received.push(message),
        () => (listens += 1),
      );
      expect(
        await listening.then(
          () => 'listening',
          () => 'refused',
        ),
      ).toBe('refused');
      await proxy.restore();
      expect(await eventually(() => listens > 0, 15_000)).toBe(true);
      await sender.bus?.publish({ kind: 'user', id: 'u2' });
      expect(await eventually(() => received.some((m) => m.kind === 'user'))).toBe(true);
    } finally {
      await bus.close();
      await proxy.close();
    }
  }, 30_000);
});
