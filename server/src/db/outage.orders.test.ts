/**
 * PostgreSQL suite only: orders whose connection breaks while they commit (issue 31, point 8), through the
 * TCP proxy of outage.test.ts. An order whose COMMIT went out but whose answer was lost is settled before
 * its client is answered (201 with the stored order, stock taken once), and under connections cut at random
 * exactly the orders answered 201 are stored, each with its stock.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'bun:test';
import { eq, inArray, sql } from 'drizzle-orm';
import {
  appOptions,
  createTestDatabase,
  newUser,
  ORIGIN,
  TestClient,
  type TestDatabase,
  testDatabaseUrl,
} from '../../test/harness';
import { startTcpProxy, type TcpProxy } from '../../test/tcpProxy';
import { createApp } from '../app';
import { type DbHandle, openDatabase } from './client';
import { CLIENT_MARGIN_MS } from './guard';
import { orders, products } from './schema';
import { seed } from './seed';

const TIMEOUT_MS = 1000;
const address = {
  name: 'Anna Berger',
  street: 'Lindenstraße 5',
  zipCode: '10969',
  city: 'Berlin',
  country: 'DE',
};

describe.skipIf(!testDatabaseUrl)('orders whose connection breaks while they commit', () => {
  let direct: TestDatabase;
  let proxy: TcpProxy;
  let database: DbHandle;
  let app: ReturnType<typeof createApp>;
  let productId: number;

  beforeAll(async () => {
    direct = await createTestDatabase();
    await seed(direct.db);
    const target = new URL(direct.url ?? '');
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(target);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    database = await openDatabase({ url: viaProxy.toString(), timeoutMs: TIMEOUT_MS, poolSize: 4 });
    app = createApp(appOptions(database));
    await untilHealthy();
    const [product] = await direct.db
      .update(products)
      .set({ stock: 100_000 })
      .where(eq(products.digital, false))
      .returning({ id: products.id });
    productId = product?.id ?? 0;
  }, 30_000);

  afterEach(async () => {
    await direct.db.execute(sql`drop trigger if exists slow_commit on orders`);
    await proxy.restore();
    await untilHealthy();
  }, 15_000);

  afterAll(async () => {
    await database.close();
    await proxy.close();
    await direct.close();
  }, 15_000);

  const get = (path: string, headers: Record<string, string> = {}) =>
    app.handle(new Request(`${ORIGIN}${path}`, { headers }));

  async function untilHealthy() {
    for (let i = 0; i < 100; i++) {
      if ((await get('/api/health')).status === 200) return;
      await Bun.sleep(100);
    }
    throw new Error('the app did not recover');
  }

  async function signedIn() {
    const client = new TestClient(app);
    expect((await client.post('/api/auth/register', newUser())).status).toBe(201);
    const me = (await (await client.get('/api/auth/me')).json()) as { user: { id: string } };
    return { cookie: client.cookie ?? '', userId: me.user.id };
  }

  const order = (cookie: string, headers: Record<string, string> = {}) =>
    app.handle(
      new Request(`${ORIGIN}/api/orders`, {
        method: 'POST',
        headers: { origin: ORIGIN, cookie, 'content-type': 'application/json', ...headers },
        body: JSON.stringify({
          items: [{ productId, quantity: 1 }],
          shippingAddress: address,
          paymentMethod: 'creditcard',
        }),
      }),
    );

  const stock = async () =>
    (await direct.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0]
      ?.stock ?? 0;

  test('COMMIT sent, its answer lost: 201 with the stored order, stock taken once', async () => {
    const { cookie, userId } = await signedIn();
    // COMMIT runs the deferred trigger, which keeps it busy long enough for the connection to be cut under it.
    await direct.db.execute(sql`create or replace function slow_commit() returns trigger language plpgsql as
      $$ begin perform pg_sleep(0.6); return null; end $$`);
    await direct.db.execute(sql`create constraint trigger slow_commit after insert on orders
      deferrable initially deferred for each row execute function slow_commit()`);
    const before = await stock();

    const pending = order(cookie);
    let committing = false;
    for (let i = 0; i < 100 && !committing; i++) {
      const [row] = (await direct.db.execute(
        sql`select count(*)::int as n from pg_stat_activity
             where datname = current_database() and wait_event = 'PgSleep' and query ilike 'commit%'`,
      )) as unknown as { n: number }[];
      committing = (row?.n ?? 0) > 0;
      if (!committing) await Bun.sleep(10);
    }
    expect(committing).toBe(true);
    proxy.reset();
    const response = await pending;

    const stored = await direct.db.select().from(orders).where(eq(orders.userId, userId));
    expect(stored).toHaveLength(1);
    expect(response.status).toBe(201);
    expect(((await response.json()) as { id: string }).id).toBe(stored[0]?.id ?? '');
    expect(await stock()).toBe(before - 1);
  }, 30_000);

  test('connections cut in the middle of orders: stored exactly the orders answered 201, each with its stock', async () => {
    const users = await Promise.all(Array.from({ length: 4 }, () => signedIn()));
    const before = await stock();
    const created: string[] = [];
    const unexpected: string[] = [];
    let running = true;
    const writers = users.map(async ({ cookie }) => {
      while (running) {
        const response = await order(cookie);
        if (response.status === 201) created.push(((await response.json()) as { id: string }).id);
        else {
          if (response.status !== 503) unexpected.push(`${response.status} ${await response.text()}`);
          await Bun.sleep(20);
        }
      }
    });
    for (let i = 0; i < 4; i++) {
      await Bun.sleep(250);
      proxy.reset();
    }
    await Bun.sleep(250);
    running = false;
    await Promise.all(writers);

    expect(unexpected).toEqual([]);
    expect(created.length).toBeGreaterThan(0);
    await Bun.sleep(2 * (TIMEOUT_MS + CLIENT_MARGIN_MS));
    const rows = await direct.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        inArray(
          orders.userId,
          users.map((u) => u.userId),
        ),
      );
    expect(rows.map((r) => r.id).sort()).toEqual([...created].sort());
    expect(await stock()).toBe(before - created.length);
  }, 30_000);
});
