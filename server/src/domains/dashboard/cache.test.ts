/**
 * The dashboard's cache (decision 0101): the cache itself on a clock of its own; the database's triggers
 * (migration 0041) naming whose dashboard each statement changed; and the dashboard over /api staying true
 * across every kind of write — the investor's own, the operator's statement, a job's, another process's —
 * on the embedded database and on PostgreSQL.
 */
import { describe, expect, test } from 'bun:test';
import { DEMO_ACCOUNT } from '@wurzelwerk/shared';
import { eq, sql } from 'drizzle-orm';
import { investorClient, json, nextAddress, rowsOf } from '../../../test/domains';
import {
  investAwaiting,
  operatorOn,
  payingInApp,
  postStatement,
  statementPaying,
} from '../../../test/fixtures/bank';
import { ORIGIN, TestClient, testApp, testDatabase, testDatabaseUrl } from '../../../test/harness';
import type { App } from '../../app';
import { DEMO_ESCROW_ACCOUNT } from '../../banking/escrow';
import type { BusMessage } from '../../db/bus';
import type { DbHandle } from '../../db/client';
import { listenForInvalidations } from '../../db/invalidations';
import { activities, assetTypes, investments, users } from '../../db/schema';
import { post } from '../../ledger';
import { dashboardCacheReads } from '../../metrics';
import { nextStatement } from '../bank/demo';
import { lapseOverdue } from '../investments/lifecycle';
import { createDashboardCache } from './cache';
import { dashboardStatement } from './figures';

/** Polls `condition` for up to `ms`. */
async function eventually(condition: () => boolean, ms = 5000) {
  for (let i = 0; i < ms / 10 && !condition(); i++) await Bun.sleep(10);
  return condition();
}

describe('the cache', () => {
  const setUp = (options: Parameters<typeof createDashboardCache>[0] = {}) => {
    let clock = 0;
    const cache = createDashboardCache<string>({ now: () => clock, ...options });
    let loads = 0;
    const load = (value: string) => async () => {
      loads += 1;
      return value;
    };
    return { cache, load, loads: () => loads, tick: (ms: number) => (clock += ms) };
  };

  test('keeps nothing until the messages arrive; then a read is answered from it until the user changes', async () => {
    const { cache, load, loads } = setUp();
    expect(await cache.read('u1', load('a'))).toBe('a');
    expect(await cache.read('u1', load('b'))).toBe('b');
    expect(cache.size).toBe(0);
    cache.listening();
    expect(await cache.read('u1', load('c'))).toBe('c');
    expect(await cache.read('u1', load('d'))).toBe('c');
    expect(loads()).toBe(3);
    cache.receive({ kind: 'dashboards', ids: ['u2'] });
    expect(await cache.read('u1', load('e'))).toBe('c');
    cache.receive({ kind: 'dashboards', ids: ['u2', 'u1'] });
    expect(await cache.read('u1', load('f'))).toBe('f');
  });

  test('every dashboard at once: a message without ids, a flush, and the entry’s age', async () => {
    const { cache, load, tick } = setUp({ ttlMs: 1000 });
    cache.listening();
    await cache.read('u1', load('a'));
    await cache.read('u2', load('a'));
    cache.receive({ kind: 'dashboards' });
    expect(cache.size).toBe(0);
    await cache.read('u1', load('b'));
    cache.receive({ kind: 'flush' });
    expect(await cache.read('u1', load('c'))).toBe('c');
    tick(999);
    expect(await cache.read('u1', load('d'))).toBe('c');
    tick(1);
    expect(await cache.read('u1', load('e'))).toBe('e');
    // The catalogue's names are in the kept replies: its change clears them too.
    cache.receive({ kind: 'catalogue' });
    expect(await cache.read('u1', load('f'))).toBe('f');
    // Other messages of the bus are not about dashboards.
    for (const message of [
      { kind: 'sessions', ids: ['u1'] },
      { kind: 'user', id: 'u1' },
    ] satisfies BusMessage[])
      cache.receive(message);
    expect(await cache.read('u1', load('g'))).toBe('f');
  });

  test('reads of a user while their load is under way share it, unless the user changed since it started', async () => {
    const { cache, loads } = setUp();
    cache.listening();
    let finish: (value: string) => void = () => {};
    let started = 0;
    const slow = () => {
      started += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const first = cache.read('u1', slow);
    const second = cache.read('u1', slow);
    expect(started).toBe(1);
    finish('a');
    expect([await first, await second]).toEqual(['a', 'a']);
    cache.receive({ kind: 'dashboards', ids: ['u1'] });
    const before = cache.read('u1', slow);
    const finishBefore = finish;
    cache.receive({ kind: 'dashboards', ids: ['u1'] });
    const after = cache.read('u1', slow);
    expect(started).toBe(3);
    finishBefore('old');
    finish('new');
    expect([await before, await after]).toEqual(['old', 'new']);
    expect(await cache.read('u1', async () => 'later')).toBe('new');
    expect(loads()).toBe(0);
  });

  test('a read that straddles a change of its user is answered but not kept; one of another user is', async () => {
    const { cache } = setUp();
    cache.listening();
    let finish: (value: string) => void = () => {};
    const slow = () => new Promise<string>((resolve) => (finish = resolve));
    const straddling = cache.read('u1', slow);
    cache.receive({ kind: 'dashboards', ids: ['u1'] });
    finish('old');
    expect(await straddling).toBe('old');
    expect(cache.size).toBe(0);
    const other = cache.read('u1', slow);
    cache.receive({ kind: 'dashboards', ids: ['u2'] });
    finish('kept');
    expect(await other).toBe('kept');
    expect(await cache.read('u1', async () => 'new')).toBe('kept');
    // A flush while reading: not kept either.
    cache.receive({ kind: 'flush' });
    const flushed = cache.read('u1', slow);
    cache.receive({ kind: 'flush' });
    finish('old');
    await flushed;
    expect(cache.size).toBe(0);
  });

  test('entries that ran out are let go when the next one is stored', async () => {
    const { cache, load, tick } = setUp({ ttlMs: 1000 });
    cache.listening();
    await cache.read('u1', load('a'));
    tick(600);
    await cache.read('u2', load('a'));
    tick(600);
    await cache.read('u3', load('a'));
    expect(cache.size).toBe(2);
  });

  test('bounded: the oldest user makes room; a database known to be down is always asked', async () => {
    let down = false;
    const { cache, load, loads } = setUp({ max: 2, available: () => !down });
    cache.listening();
    for (const user of ['u1', 'u2', 'u3']) await cache.read(user, load(user));
    expect(cache.size).toBe(2);
    await cache.read('u1', load('again'));
    expect(loads()).toBe(4);
    down = true;
    await cache.read('u3', load('down'));
    expect(loads()).toBe(5);
  });

  test('hits and misses are counted for the metrics', async () => {
    const { cache, load } = setUp();
    cache.listening();
    const [hits, misses] = [dashboardCacheReads.hit, dashboardCacheReads.miss];
    await cache.read('u1', load('a'));
    await cache.read('u1', load('a'));
    await cache.read('u1', load('a'));
    expect([dashboardCacheReads.hit - hits, dashboardCacheReads.miss - misses]).toEqual([2, 1]);
  });
});

/** Listens on the database's channel beside the app; resolves once listening. */
async function recorder(database: DbHandle) {
  const messages: BusMessage[] = [];
  let listens = 0;
  await database.bus.listen(
    (message) => messages.push(message),
    () => (listens += 1),
  );
  expect(await eventually(() => listens > 0)).toBe(true);
  /** The users the dashboard messages named since `from` ('*': every dashboard). */
  const named = (from: number) =>
    messages.slice(from).flatMap((m) => (m.kind === 'dashboards' ? (m.ids ?? ['*']) : []));
  return { mark: () => messages.length, named };
}

describe('the database names whose dashboard a statement changed (migration 0041)', () => {
  // A wallet credited out of nothing (the platform's income) unbalances nothing but the books' story.
  const t = testApp({ seed: true, ledgerCheck: false });

  test('activities, investments and wallet entries: their users, once per statement; asset types: all', async () => {
    const { db } = t.database;
    const bus = await recorder(t.database);
    const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNT.email));
    const demoId = demo?.id ?? '';
    const expectNamed = async (write: () => Promise<unknown>, who: string[]) => {
      const from = bus.mark();
      await write();
      expect(await eventually(() => bus.named(from).length >= who.length)).toBe(true);
      await Bun.sleep(t.database.kind === 'postgres' ? 50 : 0);
      expect(bus.named(from)).toEqual(who);
    };

    await expectNamed(
      () => db.insert(activities).values({ userId: demoId, kind: 'reminder', reference: 'Test' }),
      [demoId],
    );
    // Many rows of one user in one statement: one message naming the user once.
    await expectNamed(
      () =>
        db
          .update(investments)
          .set({ quantity: sql`${investments.quantity}` })
          .where(eq(investments.userId, demoId)),
      [demoId],
    );
    await expectNamed(() => db.delete(activities).where(eq(activities.reference, 'Test')), [demoId]);
    await expectNamed(
      () =>
        post(db, {
          kind: 'test_credit',
          cause: { type: 'correction', id: 'dashboard-cache' },
          idempotencyKey: `dashboard-cache:${Date.now()}`,
          entries: [
            { account: { kind: 'platform_income' }, amount: 100 },
            { account: { kind: 'wallet', owner: demoId }, amount: -100 },
          ],
        }),
      [demoId],
    );
    await expectNamed(() => db.update(assetTypes).set({ trees: sql`${assetTypes.trees}` }), ['*']);
    // Too many users for one message: every dashboard.
    await expectNamed(
      () => db.execute(sql`select notify_dashboards(array(select 'u' || g from generate_series(1, 101) g))`),
      ['*'],
    );
    // A statement that changes nothing the dashboard reads says nothing.
    await expectNamed(() => db.update(investments).set({ quantity: 1 }).where(sql`false`), []);
  });
});

describe('every table the dashboard reads is watched', () => {
  const t = testDatabase();

  /**
   * Tables the statement reads that need no trigger of their own, and why: each changes only together with
   * a watched one.
   */
  const WRITTEN_WITH_A_WATCHED_TABLE: Record<string, string> = {
    investment_totals: 'kept from investments by their trigger (migration 0001)',
    ledger_transfers: 'append-only, inserted with their entries (ledger/post.ts)',
    ledger_accounts: 'an account’s code, kind and owner never change once made (ledger/accounts.ts)',
  };

  test('each table of the statement has a trigger that tells, or changes only with one that has', async () => {
    const { db } = t;
    const text = dashboardStatement(db()).toSQL().sql;
    const read = new Set([...text.matchAll(/(?:from|join) "(\w+)"/g)].map((match) => match[1] ?? ''));
    expect([...read].sort()).toEqual([
      'activities',
      'asset_types',
      'investment_totals',
      'investments',
      'ledger_accounts',
      'ledger_entries',
      'ledger_transfers',
    ]);
    const watched = await rowsOf<{ relname: string }>(
      db(),
      sql`select distinct c.relname from pg_trigger g
            join pg_class c on c.oid = g.tgrelid join pg_proc p on p.oid = g.tgfoid
           where p.proname in ('dashboard_rows_changed', 'dashboard_wallets_changed', 'dashboards_all_changed')`,
    );
    const told = new Set(watched.map((row) => row.relname));
    for (const table of read) expect(told.has(table) || table in WRITTEN_WITH_A_WATCHED_TABLE).toBe(true);
  });
});

describe('the dashboard over /api stays true through every kind of write', () => {
  const t = payingInApp();

  /** The app's services, listening (on PGlite the harness listens already). */
  const listening = (app: App, database: DbHandle) => {
    const { services } = app.decorator;
    if (database.kind === 'postgres' || app !== t.app) listenForInvalidations(database, services);
    return services;
  };
  const dashboardOf = async (client: TestClient) => {
    const response = await client.get('/api/dashboard');
    expect(response.status).toBe(200);
    return json(response);
  };
  /** Reads the client's dashboard until the process keeps one (on PostgreSQL: once it listens). */
  const kept = async (client: TestClient, services: App['decorator']['services']) => {
    for (let i = 0; i < 250 && services.dashboards.size === 0; i++) {
      await dashboardOf(client);
      if (services.dashboards.size === 0) await Bun.sleep(20);
    }
    return services.dashboards.size > 0;
  };

  test('the investor’s own investment, the operator’s statement, the lapse job', async () => {
    const services = listening(t.app, t.database);
    const investor = await investorClient(t.app);
    const operator = await operatorOn(t.app, t.database.db);
    expect(await kept(investor, services)).toBe(true);
    const hits = dashboardCacheReads.hit;
    const empty = await dashboardOf(investor);
    expect(dashboardCacheReads.hit).toBe(hits + 1);
    expect(empty.awaitingPayment.count).toBe(0);

    const investment = await investAwaiting(investor, '750.00');
    const awaiting = await dashboardOf(investor);
    expect(awaiting.awaitingPayment).toMatchObject({ count: 1, amount: '750.00' });
    expect(awaiting.recentActivities[0].message).toContain('750,00');
    expect(await dashboardOf(investor)).toEqual(awaiting);

    // The operator's import over /api, as the next of the escrow account's statements.
    const next = await nextStatement(t.database.db, DEMO_ESCROW_ACCOUNT.iban, new Date());
    const paid = await postStatement(t.app, operator, statementPaying([investment], next));
    expect(paid.status).toBe(200);
    const after = await dashboardOf(investor);
    expect(after.totalInvestment).toBe('750.00');
    expect(after.awaitingPayment.count).toBe(0);

    // The job runs in any process, outside a request: its commit's message is what tells this one.
    await investAwaiting(investor, '500.00');
    expect((await dashboardOf(investor)).awaitingPayment.count).toBe(1);
    expect(await lapseOverdue(t.database.db, new Date(Date.now() + 60 * 24 * 3600 * 1000))).toBeGreaterThan(
      0,
    );
    await t.database.bus.settle();
    expect((await dashboardOf(investor)).awaitingPayment.count).toBe(0);

    // The operator renames the asset: the kept reply's messages name it anew.
    const asset = await json(await investor.get('/api/asset-types/2'));
    const rename = (nameDe: string) =>
      operator.request('PATCH', '/api/admin/asset-types/2', { json: { nameDe } });
    expect((await rename('Umbenannter Hain')).status).toBe(200);
    try {
      expect((await dashboardOf(investor)).recentActivities[0].message).toContain('Umbenannter Hain');
    } finally {
      expect((await rename(asset.name)).status).toBe(200);
    }
  });

  test('a shared load outlives the client that started it: the others joined get their dashboard', async () => {
    const services = listening(t.app, t.database);
    const investor = await investorClient(t.app);
    expect(await kept(investor, services)).toBe(true);
    await investAwaiting(investor, '750.00');
    const read = (signal?: AbortSignal) =>
      t.app.handle(
        new Request(`${ORIGIN}/api/dashboard`, {
          headers: { cookie: investor.cookie ?? '', origin: ORIGIN, 'accept-language': 'de' },
          signal,
        }),
      );
    // The first read's client has left before the load it starts; the second joins that load.
    const [gone, waiting] = await Promise.all([read(AbortSignal.abort()), read()]);
    expect(waiting.status).toBe(200);
    // Nobody reads the first reply; it is no server fault either way.
    expect([200, 499]).toContain(gone.status);
    expect((await waiting.json()).awaitingPayment.count).toBe(1);
  });

  test.skipIf(!testDatabaseUrl)(
    'another process on PostgreSQL: its kept dashboard is dropped when this one’s write commits',
    async () => {
      listening(t.app, t.database);
      const secondDatabase = await t.secondDatabase();
      const second = await t.secondApp();
      const secondServices = listening(second, secondDatabase);
      const investor = await investorClient(t.app);
      const there = new TestClient(second, nextAddress());
      there.cookie = investor.cookie;
      expect(await kept(there, secondServices)).toBe(true);
      expect((await dashboardOf(there)).awaitingPayment.count).toBe(0);
      await investAwaiting(investor, '750.00');
      expect(await eventually(() => secondServices.dashboards.size === 0, 1000)).toBe(true);
      expect((await dashboardOf(there)).awaitingPayment.count).toBe(1);
    },
  );
});
