/**
 * What keeps the dashboard's cache true (decision 0101): the database's triggers (migration 0041) naming
 * whose dashboard each statement changed, every table the dashboard reads watched, and the dashboard over
 * /api staying true across every kind of write — the investor's own, the operator's statement, a job's, a
 * rename in the console, another process's — on the embedded database and on PostgreSQL.
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
import {
  eventually,
  ORIGIN,
  TestClient,
  testApp,
  testDatabase,
  testDatabaseUrl,
} from '../../../test/harness';
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
import { dashboardStatement } from './figures';

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
